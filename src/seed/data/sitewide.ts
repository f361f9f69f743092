/**
 * Demo content of the site-wide parts: the RTI section 4(1)(b) disclosure with its officers,
 * the helplines' Marathi names, and the policy pages, in English and Marathi.
 */

/** What the society publishes under each clause (i)–(xvii) of section 4(1)(b): [English, Marathi]. `{budgetPdf}`: the address of the demo budget PDF. */
export const RTI_41B: [string, string][] = [
  [
    '<p>Vidya Vikas Education Society, registered in 1962 under the Societies Registration Act, 1860 and the Maharashtra Public Trusts Act, 1950, runs 18 schools and colleges in Mumbai. Its managing council sets policy; the Secretary runs the society’s office at Vidya Vikas Bhavan, Dadar; each head of institution runs a school or college.</p>',
    '<p>विद्या विकास शिक्षण संस्था 1962 मध्ये संस्था नोंदणी अधिनियम, 1860 आणि महाराष्ट्र सार्वजनिक विश्वस्त व्यवस्था अधिनियम, 1950 अंतर्गत नोंदणीकृत असून मुंबईत 18 शाळा व महाविद्यालये चालवते. कार्यकारी मंडळ धोरण ठरवते; सचिव दादर येथील विद्या विकास भवनातील कार्यालयाचे काम पाहतात; प्रत्येक शाळा-महाविद्यालयाचे कामकाज मुख्याध्यापक किंवा प्राचार्य पाहतात.</p>',
  ],
  [
    '<ul><li>Secretary: administration, appointments, finance, correspondence with the government.</li><li>Heads of institutions: admissions, teaching, examinations, discipline and staff of their institution.</li><li>Administrative Officer: records, accounts and the RTI desk.</li></ul>',
    '<ul><li>सचिव: प्रशासन, नियुक्त्या, वित्त आणि शासनाशी पत्रव्यवहार.</li><li>मुख्याध्यापक व प्राचार्य: आपल्या शाळा-महाविद्यालयातील प्रवेश, अध्यापन, परीक्षा, शिस्त आणि कर्मचारी.</li><li>प्रशासकीय अधिकारी: अभिलेख, हिशेब आणि माहिती अधिकार कक्ष.</li></ul>',
  ],
  [
    '<p>Proposals are prepared by the head of institution, examined by the Secretary and decided by the managing council at its monthly meeting. Decisions are recorded in the minutes; the council reports to the general body every year.</p>',
    '<p>प्रस्ताव मुख्याध्यापक किंवा प्राचार्य तयार करतात, सचिव त्यांची छाननी करतात आणि कार्यकारी मंडळ आपल्या मासिक बैठकीत निर्णय घेते. निर्णय इतिवृत्तात नोंदवले जातात; मंडळ दरवर्षी सर्वसाधारण सभेला अहवाल देते.</p>',
  ],
  [
    '<p>The norms of the Maharashtra State Board, CBSE, the University of Mumbai and the UGC for each kind of institution; the society’s own service rules and its academic calendar.</p>',
    '<p>प्रत्येक प्रकारच्या शाळा-महाविद्यालयासाठी महाराष्ट्र राज्य मंडळ, सीबीएसई, मुंबई विद्यापीठ आणि विद्यापीठ अनुदान आयोग यांची मानके; संस्थेचे स्वतःचे सेवा नियम आणि शैक्षणिक दिनदर्शिका.</p>',
  ],
  [
    '<p>The society’s constitution and bye-laws, the Maharashtra Employees of Private Schools (Conditions of Service) Regulation Act, 1977 and its rules, the Secondary School Code, and the office manual. Copies may be read at the society’s office.</p>',
    '<p>संस्थेची घटना व उपनियम, महाराष्ट्र खाजगी शाळांतील कर्मचारी (सेवेच्या शर्ती) विनियमन अधिनियम, 1977 व त्याखालील नियम, माध्यमिक शाळा संहिता आणि कार्यालयीन नियमपुस्तिका. त्यांच्या प्रती संस्थेच्या कार्यालयात वाचता येतात.</p>',
  ],
  [
    '<p>Admission registers, general registers of students, results, service books of staff, minutes of meetings, accounts and audit reports, correspondence files.</p>',
    '<p>प्रवेश नोंदवही, विद्यार्थ्यांची सर्वसाधारण नोंदवही, निकाल, कर्मचाऱ्यांची सेवापुस्तके, बैठकांची इतिवृत्ते, हिशेब व लेखापरीक्षण अहवाल आणि पत्रव्यवहाराच्या फायली.</p>',
  ],
  [
    '<p>Parents take part through the parent–teacher associations and school management committees of each institution; anyone may write to the society or file a grievance on this website.</p>',
    '<p>प्रत्येक शाळा-महाविद्यालयातील पालक-शिक्षक संघ आणि शाळा व्यवस्थापन समित्यांमार्फत पालक सहभागी होतात; कोणीही संस्थेला पत्र लिहू शकतो किंवा या संकेतस्थळावर तक्रार नोंदवू शकतो.</p>',
  ],
  [
    '<p>The managing council, the general body, and in each institution the school management committee, the parent–teacher association and the grievance redressal committee. Their meetings are not open to the public; their minutes can be asked for under the Act.</p>',
    '<p>कार्यकारी मंडळ, सर्वसाधारण सभा, आणि प्रत्येक शाळा-महाविद्यालयात शाळा व्यवस्थापन समिती, पालक-शिक्षक संघ आणि तक्रार निवारण समिती. त्यांच्या बैठका जनतेसाठी खुल्या नसतात; त्यांची इतिवृत्ते अधिनियमाखाली मागता येतात.</p>',
  ],
  [
    '<p>The directory of the society’s office and of the heads of its institutions is on each institution’s Contact Information page; the full staff directory is kept at the office.</p>',
    '<p>संस्थेच्या कार्यालयाची आणि शाळा-महाविद्यालयांच्या प्रमुखांची निर्देशिका प्रत्येक शाखेच्या संपर्क माहिती पानावर आहे; संपूर्ण कर्मचारी निर्देशिका कार्यालयात ठेवलेली आहे.</p>',
  ],
  [
    '<p>Teachers and staff of aided institutions are paid on the pay scales of the Government of Maharashtra (7th Pay Commission); those of unaided institutions on the society’s scales, approved by the managing council.</p>',
    '<p>अनुदानित शाळा-महाविद्यालयांतील शिक्षक व कर्मचाऱ्यांना महाराष्ट्र शासनाच्या वेतनश्रेणीनुसार (सातवा वेतन आयोग) वेतन मिळते; विनाअनुदानित शाखांतील कर्मचाऱ्यांना कार्यकारी मंडळाने मान्य केलेल्या संस्थेच्या वेतनश्रेणीनुसार.</p>',
  ],
  [
    '<p>The budget of each institution and of the society is approved by the managing council every March; the audited accounts are filed with the Charity Commissioner, Mumbai. <a href="{budgetPdf}">Budget summary</a>.</p>',
    '<p>प्रत्येक शाखेचा व संस्थेचा अर्थसंकल्प कार्यकारी मंडळ दर मार्चमध्ये मंजूर करते; लेखापरीक्षित हिशेब धर्मादाय आयुक्त, मुंबई यांच्याकडे सादर केले जातात. <a href="{budgetPdf}">अर्थसंकल्पाचा सारांश</a>.</p>',
  ],
  [
    '<p>The society runs no subsidy programme of its own. Government scholarships and free-ship are passed on to the students entitled to them; the lists are with each institution.</p>',
    '<p>संस्था स्वतःचा कोणताही अनुदान कार्यक्रम चालवत नाही. शासकीय शिष्यवृत्ती व शुल्कमाफी पात्र विद्यार्थ्यांना दिली जाते; त्यांच्या याद्या संबंधित शाळा-महाविद्यालयाकडे आहेत.</p>',
  ],
  [
    '<p>Fee concessions granted by the society to students in need, with the number of students in each institution, are published every academic year.</p>',
    '<p>गरजू विद्यार्थ्यांना संस्थेने दिलेल्या शुल्क सवलती, प्रत्येक शाखेतील विद्यार्थीसंख्येसह, दर शैक्षणिक वर्षी प्रसिद्ध केल्या जातात.</p>',
  ],
  [
    '<p>Notices, results, academic calendars and disclosures are on this website; admission and examination records since 2015 are kept electronically.</p>',
    '<p>सूचना, निकाल, शैक्षणिक दिनदर्शिका आणि प्रकटीकरणे या संकेतस्थळावर आहेत; 2015 पासूनचे प्रवेश व परीक्षा अभिलेख इलेक्ट्रॉनिक स्वरूपात ठेवले आहेत.</p>',
  ],
  [
    '<p>The RTI desk at the society’s office is open Monday to Saturday, 10:30 to 17:30 (closed on public holidays). The libraries of the institutions are for their students and staff.</p>',
    '<p>संस्थेच्या कार्यालयातील माहिती अधिकार कक्ष सोमवार ते शनिवार, 10:30 ते 17:30 या वेळेत सुरू असतो (सार्वजनिक सुट्यांच्या दिवशी बंद). शाळा-महाविद्यालयांची ग्रंथालये त्यांच्या विद्यार्थ्यांसाठी व कर्मचाऱ्यांसाठी आहेत.</p>',
  ],
  [
    '<p>The Public Information Officer and the First Appellate Authority are named below, with their addresses.</p>',
    '<p>जन माहिती अधिकारी आणि प्रथम अपील प्राधिकारी यांची नावे व पत्ते खाली दिले आहेत.</p>',
  ],
  [
    '<p>Nothing further has been prescribed for the society. This page is reviewed every year in April.</p>',
    '<p>संस्थेसाठी याहून अधिक काही विहित केलेले नाही. हे पान दर वर्षी एप्रिलमध्ये तपासले जाते.</p>',
  ],
]

const OFFICE_EN = 'Vidya Vikas Bhavan, Senapati Bapat Marg,\nDadar (West), Mumbai – 400 028'
const OFFICE_MR = 'विद्या विकास भवन, सेनापती बापट मार्ग,\nदादर (पश्चिम), मुंबई – 400 028'

export const RTI_OFFICERS_DEMO = {
  en: {
    pio: { name: 'Shri R. K. Sawant', designation: 'Administrative Officer', address: OFFICE_EN, phone: '022-2430 1234', email: 'rti@example.org' },
    faa: { name: 'Smt. S. V. Kulkarni', designation: 'Secretary', address: OFFICE_EN, phone: '022-2430 1200', email: 'secretary@example.org' },
  },
  mr: {
    pio: { name: 'श्री. आर. के. सावंत', designation: 'प्रशासकीय अधिकारी', address: OFFICE_MR },
    faa: { name: 'श्रीमती एस. व्ही. कुलकर्णी', designation: 'सचिव', address: OFFICE_MR },
  },
}

type PolicyDemo = { kind: 'privacy' | 'accessibility' | 'terms' | 'copyright'; title: [string, string]; html: [string, string] }

/** The policy pages. The privacy text follows what the product does (src/jobs/grievance-retention.ts, src/services/rate-limit.ts). */
export const POLICIES: PolicyDemo[] = [
  {
    kind: 'privacy',
    title: ['Privacy policy', 'गोपनीयता धोरण'],
    html: [
      `<p>Vidya Vikas Education Society (“the society”, “we”) is the Data Fiduciary for the personal data described here, under India’s Digital Personal Data Protection Act, 2023 (DPDP Act).</p>
<h2>What we collect</h2>
<p>Reading this website needs no personal data: we set no tracking or advertising cookies and use no outside analytics. Our server logs each request (its address on the site, time and result) without the query string, form contents or personal data; a visit to the home page adds one to the visitor counter, nothing more.</p>
<p>The <strong>grievance form</strong> asks for your first and last name, date of birth, the institution, the type of grievance, an enrolment number (optional), your mobile number, your email address and your message.</p>
<h2>Why</h2>
<p>Only to look into your grievance and answer it: to identify you as a student, parent or staff member of the institution, to contact you about it, and to send you an acknowledgement with its reference number. Your consent, given when you submit the form, is the basis (section 6 of the DPDP Act). We never sell or share it, and use it for nothing else.</p>
<h2>Who sees it</h2>
<p>Only the grievance officers of the institution concerned and the society’s administrators, through the staff login. Emails are sent through our mail server.</p>
<h2>How long we keep it</h2>
<p>While the grievance is open, and for <strong>365 days after it is closed</strong> (resolved or rejected). Then the names, date of birth, enrolment number, mobile number, email address, message and the officers’ notes are erased automatically. What remains is anonymous: the reference, status, institution, type of grievance and dates, for the figures we report to regulators. To stop one person or one connection from flooding the desk, your mobile number and email address are counted for one hour after you submit, and your network (IP) address for ten minutes; then the counts are forgotten.</p>
<h2>Your rights, and whom to ask</h2>
<p>You may ask for a summary of the personal data we hold about you, for its correction, or for its erasure (sections 11 to 13 of the DPDP Act), and withdraw your consent at any time. Write to our Grievance Officer for data protection, Shri R. K. Sawant, Vidya Vikas Bhavan, Senapati Bapat Marg, Dadar (West), Mumbai – 400 028, email <a href="mailto:privacy@example.org">privacy@example.org</a>, quoting your grievance reference. We answer within 30 days. If you are not satisfied, you may complain to the Data Protection Board of India.</p>`,
      `<p>या पानावर वर्णन केलेल्या वैयक्तिक माहितीसाठी, भारताच्या डिजिटल वैयक्तिक माहिती संरक्षण अधिनियम, 2023 (डीपीडीपी अधिनियम) अंतर्गत, विद्या विकास शिक्षण संस्था (“संस्था”, “आम्ही”) ही माहिती विश्वस्त (डेटा फिड्युशरी) आहे.</p>
<h2>आम्ही कोणती माहिती घेतो</h2>
<p>हे संकेतस्थळ वाचण्यासाठी कोणतीही वैयक्तिक माहिती लागत नाही: आम्ही मागोवा घेणाऱ्या किंवा जाहिरातींच्या कुकीज वापरत नाही आणि बाहेरील कोणतीही विश्लेषण सेवा वापरत नाही. आमचा सर्व्हर प्रत्येक विनंतीची नोंद (संकेतस्थळावरील पत्ता, वेळ आणि परिणाम) ठेवतो, पण त्यात प्रश्नमाला, अर्जातील मजकूर किंवा वैयक्तिक माहिती नसते; मुख्य पानाला दिलेली भेट फक्त अभ्यागत गणकात एकने भर घालते.</p>
<p><strong>तक्रार अर्जात</strong> तुमचे नाव व आडनाव, जन्मतारीख, शाळा किंवा महाविद्यालय, तक्रारीचा प्रकार, नोंदणी क्रमांक (ऐच्छिक), मोबाइल क्रमांक, ई-मेल पत्ता आणि तुमचा संदेश विचारला जातो.</p>
<h2>कशासाठी</h2>
<p>फक्त तुमच्या तक्रारीची चौकशी करून उत्तर देण्यासाठी: तुम्ही त्या शाळा-महाविद्यालयाचे विद्यार्थी, पालक किंवा कर्मचारी आहात हे ओळखण्यासाठी, तक्रारीबाबत तुमच्याशी संपर्क साधण्यासाठी आणि संदर्भ क्रमांकासह पोचपावती पाठवण्यासाठी. अर्ज सादर करताना तुम्ही दिलेली संमती हा त्याचा आधार आहे (डीपीडीपी अधिनियमाचे कलम 6). ही माहिती आम्ही कधीही विकत नाही, कोणाला देत नाही आणि इतर कशासाठीही वापरत नाही.</p>
<h2>ती कोण पाहू शकते</h2>
<p>केवळ संबंधित शाळा-महाविद्यालयाचे तक्रार अधिकारी आणि संस्थेचे प्रशासक, कर्मचारी लॉगिनद्वारे. ई-मेल आमच्या मेल सर्व्हरमार्फत पाठवले जातात.</p>
<h2>ती किती काळ ठेवली जाते</h2>
<p>तक्रार प्रलंबित असेपर्यंत, आणि ती बंद झाल्यानंतर (निकाली किंवा नामंजूर) <strong>365 दिवस</strong>. त्यानंतर नाव, जन्मतारीख, नोंदणी क्रमांक, मोबाइल क्रमांक, ई-मेल पत्ता, संदेश आणि अधिकाऱ्यांच्या टिपा आपोआप पुसल्या जातात. उरते ती केवळ निनावी माहिती: संदर्भ क्रमांक, स्थिती, शाळा-महाविद्यालय, तक्रारीचा प्रकार आणि तारखा, नियामक संस्थांना द्यायच्या आकडेवारीसाठी. एकाच व्यक्तीकडून किंवा एकाच जोडणीवरून तक्रारींचा भडिमार होऊ नये म्हणून, अर्ज सादर केल्यानंतर तुमचा मोबाइल क्रमांक व ई-मेल पत्ता एक तास, आणि तुमचा नेटवर्क (IP) पत्ता दहा मिनिटे मोजणीसाठी ठेवला जातो; त्यानंतर ही मोजणी विसरली जाते.</p>
<h2>तुमचे हक्क आणि कोणाकडे विचारणा करावी</h2>
<p>आमच्याकडे असलेल्या तुमच्या वैयक्तिक माहितीचा सारांश, तिची दुरुस्ती किंवा ती पुसून टाकणे तुम्ही मागू शकता (डीपीडीपी अधिनियमाची कलमे 11 ते 13), आणि तुमची संमती केव्हाही मागे घेऊ शकता. तुमचा तक्रार संदर्भ क्रमांक नमूद करून आमचे माहिती संरक्षण तक्रार अधिकारी श्री. आर. के. सावंत, विद्या विकास भवन, सेनापती बापट मार्ग, दादर (पश्चिम), मुंबई – 400 028, ई-मेल <a href="mailto:privacy@example.org">privacy@example.org</a> यांना लिहा. आम्ही 30 दिवसांत उत्तर देतो. समाधान न झाल्यास तुम्ही भारतीय माहिती संरक्षण मंडळाकडे (डेटा प्रोटेक्शन बोर्ड ऑफ इंडिया) तक्रार करू शकता.</p>`,
    ],
  },
  {
    kind: 'accessibility',
    title: ['Accessibility statement', 'सुलभता निवेदन'],
    html: [
      `<p>We want everyone to be able to use this website, including people who use a screen reader, a keyboard, a magnifier or a slow phone connection.</p>
<h2>Standard</h2>
<p>We aim to meet the <a href="https://www.w3.org/TR/WCAG21/">Web Content Accessibility Guidelines (WCAG) 2.1</a> at level AA, as the Guidelines for Indian Government Websites and the Rights of Persons with Disabilities Act, 2016 ask. Every page works in English and Marathi, without JavaScript for reading and for filing a grievance, and at 375 pixels wide; the pages are tested automatically with axe-core.</p>
<h2>Known gaps</h2>
<ul><li>Many PDF documents (circulars, results, older magazines) are scans without a text layer; a screen reader cannot read them. Ask us for the text and we will send it.</li><li>Some photographs in the gallery have no description beyond their caption.</li><li>Videos linked from the home page are on an outside site and have no Marathi captions.</li></ul>
<h2>Contact</h2>
<p>If something on this website is hard to use for you, tell us which page and what happened: <a href="mailto:webmaster@example.org">webmaster@example.org</a> or 022-2430 1234 (Monday to Saturday, 10:30 to 17:30). We reply within 7 working days.</p>`,
      `<p>स्क्रीन रीडर, कीबोर्ड, भिंग वापरणाऱ्या किंवा धीम्या इंटरनेटवरून फोन वापरणाऱ्या व्यक्तींसह सर्वांना हे संकेतस्थळ वापरता यावे, अशी आमची इच्छा आहे.</p>
<h2>मानक</h2>
<p>भारत सरकारच्या संकेतस्थळांसाठीच्या मार्गदर्शक तत्त्वांनुसार आणि दिव्यांग व्यक्तींचे हक्क अधिनियम, 2016 नुसार <a href="https://www.w3.org/TR/WCAG21/">वेब कंटेंट ॲक्सेसिबिलिटी गाइडलाइन्स (WCAG) 2.1</a> च्या AA स्तराचे पालन करण्याचे आमचे उद्दिष्ट आहे. प्रत्येक पान इंग्रजी व मराठीत उपलब्ध आहे, वाचण्यासाठी आणि तक्रार नोंदवण्यासाठी जावास्क्रिप्टशिवायही चालते, आणि 375 पिक्सेल रुंदीच्या पडद्यावरही वापरता येते; पानांची axe-core ने स्वयंचलित तपासणी केली जाते.</p>
<h2>माहीत असलेल्या त्रुटी</h2>
<ul><li>अनेक PDF दस्तऐवज (परिपत्रके, निकाल, जुनी नियतकालिके) मजकुराशिवायच्या स्कॅन केलेल्या प्रती आहेत; स्क्रीन रीडर ते वाचू शकत नाही. आम्हाला कळवल्यास आम्ही त्यांचा मजकूर पाठवू.</li><li>छायाचित्रदालनातील काही छायाचित्रांना मथळ्याखेरीज वर्णन नाही.</li><li>मुख्य पानावरून जोडलेल्या व्हिडिओ बाहेरील संकेतस्थळावर असून त्यांना मराठी उपशीर्षके नाहीत.</li></ul>
<h2>संपर्क</h2>
<p>या संकेतस्थळावरील एखादी गोष्ट वापरणे तुम्हाला अवघड जात असल्यास, कोणते पान आणि काय झाले ते आम्हाला कळवा: <a href="mailto:webmaster@example.org">webmaster@example.org</a> किंवा 022-2430 1234 (सोमवार ते शनिवार, 10:30 ते 17:30). आम्ही 7 कामकाजाच्या दिवसांत उत्तर देतो.</p>`,
    ],
  },
  {
    kind: 'terms',
    title: ['Terms of use', 'वापराच्या अटी'],
    html: [
      `<p>This website is published by Vidya Vikas Education Society, Mumbai, to inform students, parents and the public about the society and its institutions. By using it you accept these terms.</p>
<h2>Information on this website</h2>
<p>We take care that notices, results and disclosures are correct and current, and each page shows when it was last updated. Where a printed circular or an official document differs from this website, the document prevails. Admission, fees and examination matters are decided by the institution concerned.</p>
<h2>Using the website</h2>
<ul><li>Use the grievance form only for genuine grievances, in your own name; do not submit another person’s data without their consent.</li><li>Do not try to break, overload or get into the staff side of the website.</li><li>Links to other websites are given for your convenience; we are not responsible for their content.</li></ul>
<h2>Law</h2>
<p>These terms are governed by the laws of India; the courts at Mumbai have jurisdiction. We may change them; the date of the last change is shown below.</p>`,
      `<p>हे संकेतस्थळ विद्या विकास शिक्षण संस्था, मुंबई यांनी विद्यार्थी, पालक आणि जनतेला संस्था व तिच्या शाखांची माहिती देण्यासाठी प्रसिद्ध केले आहे. ते वापरताना तुम्ही या अटी मान्य करता.</p>
<h2>संकेतस्थळावरील माहिती</h2>
<p>सूचना, निकाल आणि प्रकटीकरणे अचूक व अद्ययावत राहावीत याची आम्ही काळजी घेतो, आणि प्रत्येक पानावर त्यात शेवटचा बदल केव्हा झाला ते दाखवले जाते. छापील परिपत्रक किंवा अधिकृत दस्तऐवज आणि हे संकेतस्थळ यांत फरक असल्यास दस्तऐवज ग्राह्य धरला जाईल. प्रवेश, शुल्क आणि परीक्षांचे निर्णय संबंधित शाळा किंवा महाविद्यालय घेते.</p>
<h2>संकेतस्थळाचा वापर</h2>
<ul><li>तक्रार अर्ज केवळ खऱ्या तक्रारींसाठी, स्वतःच्या नावाने वापरा; दुसऱ्या व्यक्तीची माहिती तिच्या संमतीशिवाय देऊ नका.</li><li>संकेतस्थळ बंद पाडण्याचा, त्यावर अतिभार टाकण्याचा किंवा कर्मचाऱ्यांच्या विभागात शिरण्याचा प्रयत्न करू नका.</li><li>इतर संकेतस्थळांचे दुवे तुमच्या सोयीसाठी दिले आहेत; त्यांवरील मजकुराची जबाबदारी आमची नाही.</li></ul>
<h2>कायदा</h2>
<p>या अटींना भारतीय कायदे लागू आहेत; मुंबईतील न्यायालयांना अधिकारक्षेत्र आहे. आम्ही या अटी बदलू शकतो; शेवटच्या बदलाची तारीख खाली दाखवली आहे.</p>`,
    ],
  },
  {
    kind: 'copyright',
    title: ['Copyright and hyperlink policy', 'प्रताधिकार आणि दुवा धोरण'],
    html: [
      `<h2>Copyright</h2>
<p>The text, photographs and documents on this website belong to Vidya Vikas Education Society unless stated otherwise. You may reproduce them free of charge for non-commercial, educational or news purposes, provided they are reproduced accurately, not in a misleading context, and the source is acknowledged as “Vidya Vikas Education Society, Mumbai”. Photographs of students may not be reproduced without our written permission. For any other use, write to <a href="mailto:office@example.org">office@example.org</a>.</p>
<h2>Links to this website</h2>
<p>You do not need our permission to link to any page of this website, but please tell us, and do not show our pages inside frames on your site.</p>
<h2>Links from this website</h2>
<p>Links to other websites are marked with an icon (and say so to screen readers). We do not control those websites, and a link is not an endorsement of them; they may change at any time.</p>`,
      `<h2>प्रताधिकार</h2>
<p>अन्यथा नमूद केल्याखेरीज या संकेतस्थळावरील मजकूर, छायाचित्रे आणि दस्तऐवज विद्या विकास शिक्षण संस्थेच्या मालकीचे आहेत. व्यावसायिक हेतू नसलेल्या शैक्षणिक किंवा वृत्त प्रयोजनांसाठी ते विनामूल्य पुनर्प्रकाशित करता येतील, मात्र ते अचूकपणे, दिशाभूल करणाऱ्या संदर्भाशिवाय आणि “विद्या विकास शिक्षण संस्था, मुंबई” असा स्रोत नमूद करून. विद्यार्थ्यांची छायाचित्रे आमच्या लेखी परवानगीशिवाय पुनर्प्रकाशित करता येणार नाहीत. इतर कोणत्याही वापरासाठी <a href="mailto:office@example.org">office@example.org</a> वर लिहा.</p>
<h2>या संकेतस्थळाला दिलेले दुवे</h2>
<p>या संकेतस्थळाच्या कोणत्याही पानाला दुवा देण्यासाठी आमची परवानगी लागत नाही, मात्र आम्हाला कळवा आणि आमची पाने तुमच्या संकेतस्थळावर फ्रेममध्ये दाखवू नका.</p>
<h2>या संकेतस्थळावरून दिलेले दुवे</h2>
<p>इतर संकेतस्थळांचे दुवे एका चिन्हाने दर्शवलेले असतात (आणि स्क्रीन रीडरलाही तसे सांगितले जाते). ती संकेतस्थळे आमच्या नियंत्रणात नाहीत, आणि दुवा देणे म्हणजे त्यांना मान्यता देणे नव्हे; ती केव्हाही बदलू शकतात.</p>`,
    ],
  },
]
