/**
 * The Marathi of the demo content ("Demo content"), keyed by the identity of the English
 * record it translates: a trustee's, awardee's or achiever's English name, a notice's, media
 * talk's or link's English title, an institution's short code. The seed (src/seed/index.ts) writes
 * it as the `mr` locale of the documents it has just created in English.
 *
 * What has Marathi: the society's own content (site settings' header lines, trustees, awards, RTI,
 * media talks, important links, and their pictures' alternative texts); the first FULL_SECTIONS
 * institutions in full: every localized field of the document, with a Marathi PDF beside each
 * English one, their pictures' alternative texts, and their achievements and gallery photos of
 * every year; the notices, achievements and gallery photos (captions and alternative texts) of the
 * current academic year; the other fourteen institutions' names, addresses and logos' alternative
 * texts (a bilingual society names every school in both languages). Everything else stays English,
 * so that the Marathi pages show the fallback too: the other institutions' sections, earlier
 * years, the magazines.
 *
 * Style: the standard Marathi of a Mumbai school society's circulars, not word-by-word English;
 * people's names in Devanagari with their Marathi titles (श्री., श्रीमती, डॉ., प्रा.,
 * ॲड.); Latin digits for numbers and dates, as on the English pages.
 */

type Html = string

/** Site settings: the header lines (the links and counters are not localized). */
export const SITE_SETTINGS_MR = {
  title: 'विद्या विकास शिक्षण संस्था',
  isoLine: 'ISO 9001:2008 प्रमाणित संस्था',
  awardLine: '“सर्वोत्कृष्ट शैक्षणिक संस्था” पुरस्काराने सन्मानित – 2010',
  addressLine: 'विद्या विकास भवन, सेनापती बापट मार्ग, दादर (पश्चिम), मुंबई – 400 028',
}

/** Trustees, by English name. `info` and `moreInfo` only where the English has them. */
export const TRUSTEES_MR: Record<string, { name: string; designation: string; position: string; info?: string; moreInfo?: string }> = {
  'Shri Madhukar Deshpande': {
    name: 'श्री. मधुकर देशपांडे',
    designation: 'अध्यक्ष',
    position: 'अध्यक्ष, विश्वस्त मंडळ',
    info: 'व्यवसायाने सनदी लेखापाल असलेले श्री. देशपांडे गेली वीस वर्षांहून अधिक काळ संस्थेला मार्गदर्शन करत आहेत.',
    moreInfo: '1998 मध्ये पदवी महाविद्यालयाची स्थापना आणि सर्व शाखांमधील नोंदींचे डिजिटायझेशन हे उपक्रम त्यांच्या नेतृत्वाखाली पार पडले.',
  },
  'Dr. Sunita Kulkarni': {
    name: 'डॉ. सुनीता कुलकर्णी',
    designation: 'उपाध्यक्षा',
    position: 'विश्वस्त',
    info: 'कनिष्ठ महाविद्यालयाच्या माजी प्राचार्या डॉ. कुलकर्णी संस्थेच्या शैक्षणिक समितीच्या अध्यक्षा आहेत.',
  },
  'Adv. Prakash Joshi': {
    name: 'ॲड. प्रकाश जोशी',
    designation: 'सचिव',
    position: 'विश्वस्त',
    moreInfo: 'ते मुंबई उच्च न्यायालयात वकिली करतात आणि संस्थेला कायदेविषयक व नियामक बाबींवर सल्ला देतात.',
  },
  'Smt. Anjali Patil': { name: 'श्रीमती अंजली पाटील', designation: 'खजिनदार', position: 'विश्वस्त' },
  'Prof. Vinayak Gokhale': {
    name: 'प्रा. विनायक गोखले',
    designation: 'सहसचिव',
    position: 'विश्वस्त',
    info: 'भौतिकशास्त्राचे प्राध्यापक आणि संस्थेच्या पहिल्या शाळेचे माजी विद्यार्थी (1968).',
    moreInfo: 'संस्थेच्या शाळांमधील विज्ञान ऑलिंपियाड संघांना ते मार्गदर्शन करतात.',
  },
  'Shri Rajendra Sawant': { name: 'श्री. राजेंद्र सावंत', designation: 'सदस्य', position: 'विश्वस्त' },
  'Dr. Meera Apte': {
    name: 'डॉ. मीरा आपटे',
    designation: 'सदस्या',
    position: 'विश्वस्त',
    info: 'बालरोगतज्ज्ञ असलेल्या डॉ. आपटे विद्यार्थ्यांसाठी संस्थेचे वार्षिक आरोग्य तपासणी शिबिर आयोजित करतात.',
  },
  'Shri Nitin Bhosale': { name: 'श्री. नितीन भोसले', designation: 'सदस्य', position: 'स्वीकृत विश्वस्त' },
}

/** A person's portrait (alternative text of a trustee's or principal's photo). */
export const portraitAltMr = (nameMr: string) => `${nameMr} यांचे छायाचित्र`

/** Awards, by English awardee name. */
export const AWARDS_MR: Record<string, { awardeeName: string; html: Html }> = {
  'Vidya Vikas Education Society': {
    awardeeName: 'विद्या विकास शिक्षण संस्था',
    html: '<p>शालेय शिक्षणातील उल्लेखनीय कार्याबद्दल महाराष्ट्र शासनातर्फे 2010 मध्ये <strong>सर्वोत्कृष्ट शैक्षणिक संस्था</strong> पुरस्काराने सन्मानित.</p>',
  },
  'Smt. Kavita Nene, Principal, English Medium School': {
    awardeeName: 'श्रीमती कविता नेने, मुख्याध्यापिका, इंग्रजी माध्यम शाळा',
    html: '<p>वाचन उपक्रमांतील कार्याबद्दल 2019 चा राज्य आदर्श शिक्षक पुरस्कार.</p>',
  },
  'Degree College NSS Unit': {
    awardeeName: 'पदवी महाविद्यालयाचे राष्ट्रीय सेवा योजना पथक',
    html: '<p>रक्तदान आणि साक्षरता मोहिमांसाठी मुंबई विद्यापीठाचा सर्वोत्कृष्ट राष्ट्रीय सेवा योजना पथक पुरस्कार.</p>',
  },
  'Junior College Science Department': {
    awardeeName: 'कनिष्ठ महाविद्यालय, विज्ञान विभाग',
    html: '<p>कमी खर्चातील जलशुद्धीकरण यंत्रासाठी मुंबई विज्ञान प्रदर्शनात प्रथम पारितोषिक.</p>',
  },
  'Shri Madhukar Deshpande': {
    awardeeName: 'श्री. मधुकर देशपांडे',
    html: '<p>दादर नागरिक मंचातर्फे शिक्षण क्षेत्रातील जीवनगौरव पुरस्कार.</p>',
  },
}
export const awardImageAltMr = (awardeeMr: string) => `पुरस्कार: ${awardeeMr}`

/** RTI items, by their (English, staff-only) title: the description shown on /rti. */
export const RTI_ITEMS_MR: Record<string, Html> = {
  'How to apply':
    '<h2>अर्ज कसा करावा</h2><ol><li>वर नाव दिलेल्या जन माहिती अधिकाऱ्यांकडे मराठी किंवा इंग्रजीत अर्ज करा: टपालाने, ई-मेलने किंवा संस्थेच्या कार्यालयातील माहिती अधिकार कक्षात. कोणती माहिती हवी ते स्पष्ट लिहा; ती मागण्याचे कारण सांगण्याची गरज नाही.</li><li>₹10 अर्ज शुल्क भरा (खाली पाहा).</li><li>मागितलेली माहिती 30 दिवसांत दिली जाईल; एखाद्या व्यक्तीच्या जीविताशी किंवा स्वातंत्र्याशी संबंधित माहिती 48 तासांत.</li></ol>',
  Fees: '<h2>शुल्क आणि ते भरण्याची पद्धत</h2><p>महाराष्ट्र माहितीचा अधिकार नियम, 2012 नुसार:</p><ul><li>अर्ज शुल्क: ₹10.</li><li>प्रती: प्रत्येक पानासाठी ₹2 (A4 किंवा A3); सीडीवर: ₹50.</li><li>अभिलेखांची पाहणी: पहिला एक तास विनाशुल्क, त्यानंतर प्रत्येक 15 मिनिटांसाठी ₹5.</li></ul><p>शुल्क संस्थेच्या कार्यालयात रोखीने भरून पावती घ्या, “विद्या विकास शिक्षण संस्था” यांच्या नावे डिमांड ड्राफ्ट किंवा बँकर्स चेक द्या, किंवा अर्जावर ₹10 चा कोर्ट फी स्टॅम्प लावा. दारिद्र्यरेषेखालील अर्जदारांना शुल्क नाही: अर्जासोबत त्याच्या दाखल्याची प्रत जोडा.</p>',
  'Second appeal':
    '<h2>द्वितीय अपील</h2><p>प्रथम अपील प्राधिकाऱ्यांचा निर्णय मान्य नसल्यास, किंवा अपील केल्यापासून 45 दिवसांत निर्णय न मिळाल्यास, पुढील 90 दिवसांत महाराष्ट्र राज्य माहिती आयोगाकडे द्वितीय अपील करता येते (अधिनियमाचे कलम 19(3)).</p>',
  'Section 4(1)(b) disclosure':
    '<h2>कलम 4(1)(ख) अन्वये संस्थेने प्रकट केलेली माहिती</h2><p>संस्था स्वतःहून प्रसिद्ध करत असलेली माहिती (तिची रचना, कर्तव्ये, नियम, अर्थसंकल्प आणि कर्मचारी) प्रत्येक खंडानुसार <a href="/mr/rti#rti-41b">या पानाच्या सुरुवातीला</a> दिली आहे; अर्थसंकल्पाचा सारांश खंड (xi) खालील PDF मध्ये आहे. प्रत्येक शाळा-महाविद्यालयाचे स्वतःचे माहिती प्रकटन <a href="/mr/disclosures">अनिवार्य माहिती प्रकटन</a> या पानावर आहे.</p>',
}

/** Media talks, by English title. */
export const MEDIA_TALKS_MR: Record<string, { title: string; source: string; description: string }> = {
  'Dadar school students build a rainwater harvesting model': {
    title: 'दादरच्या शाळेतील विद्यार्थ्यांनी साकारली पर्जन्यजल संधारणाची प्रतिकृती',
    source: 'मुंबई मिरर',
    description: 'मुंबई मिररमध्ये संस्थेविषयी प्रसिद्ध झालेले वृत्त.',
  },
  'Sixty years of Vidya Vikas: a look back': {
    title: 'विद्या विकासची साठ वर्षे: एक मागोवा',
    source: 'लोकसत्ता',
    description: 'लोकसत्तामध्ये संस्थेविषयी प्रसिद्ध झालेला लेख.',
  },
  'Principal’s interview on the new education policy': {
    title: 'नव्या शैक्षणिक धोरणावर प्राचार्यांची मुलाखत',
    source: 'दूरदर्शन सह्याद्री',
    description: 'दूरदर्शन सह्याद्रीवर प्रसारित झालेली मुलाखत.',
  },
  'Junior college topper shares her study routine': {
    title: 'कनिष्ठ महाविद्यालयात प्रथम आलेल्या विद्यार्थिनीने सांगितला अभ्यासाचा दिनक्रम',
    source: 'महाराष्ट्र टाइम्स',
    description: 'महाराष्ट्र टाइम्समध्ये संस्थेविषयी प्रसिद्ध झालेले वृत्त.',
  },
  'Night school graduates celebrated': {
    title: 'रात्रशाळेतील उत्तीर्ण विद्यार्थ्यांचा गौरव',
    source: 'हिंदुस्तान टाइम्स',
    description: 'हिंदुस्तान टाइम्समध्ये संस्थेविषयी प्रसिद्ध झालेले वृत्त.',
  },
  'Society launches digital classrooms in all branches': {
    title: 'संस्थेच्या सर्व शाखांमध्ये डिजिटल वर्गखोल्या सुरू',
    source: 'द टाइम्स ऑफ इंडिया',
    description: 'द टाइम्स ऑफ इंडियामध्ये संस्थेविषयी प्रसिद्ध झालेले वृत्त.',
  },
}
export const pressCuttingAltMr = (titleMr: string) => `वृत्तपत्रातील कात्रण: ${titleMr}`

/** Important links, by English title. */
export const IMPORTANT_LINKS_MR: Record<string, string> = {
  'Maharashtra State Board of Secondary and Higher Secondary Education': 'महाराष्ट्र राज्य माध्यमिक व उच्च माध्यमिक शिक्षण मंडळ',
  'University of Mumbai': 'मुंबई विद्यापीठ',
  'MahaDBT scholarships portal': 'महाडीबीटी शिष्यवृत्ती पोर्टल',
  'Ministry of Education, Government of India': 'शिक्षण मंत्रालय, भारत सरकार',
  'University Grants Commission': 'विद्यापीठ अनुदान आयोग',
  'National Scholarship Portal': 'राष्ट्रीय शिष्यवृत्ती पोर्टल',
}

/** Notice types' names (the tabs of /notices), by code. */
export const NOTICE_TYPES_MR: Record<string, string> = {
  General: 'सर्वसाधारण',
  Admission: 'प्रवेश',
  Examination: 'परीक्षा',
  Recruitment: 'भरती',
  Circular: 'परिपत्रक',
}

/** Achievement types' names, by code. */
export const ACHIEVEMENT_TYPES_MR: Record<string, string> = {
  Academics: 'शैक्षणिक',
  Sports: 'क्रीडा',
  Cultural: 'सांस्कृतिक',
  Science: 'विज्ञान',
  'Social Service': 'समाजसेवा',
}

/** The notices of the current academic year, by English title. */
export const NOTICES_MR: Record<string, string> = {
  'School reopens after the Diwali vacation': 'दिवाळीच्या सुट्टीनंतर शाळा पुन्हा सुरू',
  'Annual sports day schedule': 'वार्षिक क्रीडा दिनाचे वेळापत्रक',
  'Parent–teacher meeting for Standards V to X': 'इयत्ता 5 वी ते 10 वीची पालक-शिक्षक सभा',
  'Admissions open for the next academic year': 'पुढील शैक्षणिक वर्षासाठी प्रवेश सुरू',
  'Junior college first merit list': 'कनिष्ठ महाविद्यालय प्रवेश: पहिली गुणवत्ता यादी',
  'First term examination timetable': 'प्रथम सत्र परीक्षेचे वेळापत्रक',
  'Hall tickets for the preliminary examination': 'पूर्वपरीक्षेची प्रवेशपत्रे (हॉल तिकीट)',
  'Recruitment of assistant teachers (Mathematics, Science)': 'सहायक शिक्षक पदभरती (गणित, विज्ञान)',
  'Uniform and textbook distribution': 'गणवेश व पाठ्यपुस्तक वाटप',
}
/** The notice's description (the English one is "<title>. Details are in the attached document or at the office."). */
export const noticeDescriptionMr = (titleMr: string) => `${titleMr}. सविस्तर माहिती सोबतच्या दस्तऐवजात किंवा संस्थेच्या कार्यालयात मिळेल.`
/** The lines of a notice's Marathi PDF under its title. */
export const NOTICE_PDF_LINES_MR = ['विद्या विकास शिक्षण संस्था', 'कृपया सूचना काळजीपूर्वक वाचावी.']

/** Achievers (students and teachers), by English name. */
export const ACHIEVERS_MR: Record<string, string> = {
  'Aarav Kulkarni': 'आरव कुलकर्णी',
  'Ishita Patil': 'इशिता पाटील',
  'Rohan Deshmukh': 'रोहन देशमुख',
  'Sneha Joshi': 'स्नेहा जोशी',
  'Omkar Sawant': 'ओंकार सावंत',
  'Pooja Shinde': 'पूजा शिंदे',
  'Aditya Gokhale': 'आदित्य गोखले',
  'Rutuja More': 'ऋतुजा मोरे',
  'Yash Naik': 'यश नाईक',
  'Tanvi Bhide': 'तन्वी भिडे',
  'Sahil Pawar': 'साहिल पवार',
  'Neha Kamat': 'नेहा कामत',
  'Smt. Kavita Nene': 'श्रीमती कविता नेने',
  'Shri Prakash Rane': 'श्री. प्रकाश राणे',
  'Dr. Anuja Phadke': 'डॉ. अनुजा फडके',
  'Shri Vinod Kadam': 'श्री. विनोद कदम',
}

/** Achievements, by English text (worded so that they fit a boy, a girl or a teacher alike). */
export const ACHIEVEMENTS_MR: Record<string, string> = {
  'First in the district in the SSC examination': 'दहावीच्या (एस.एस.सी.) परीक्षेत जिल्ह्यात प्रथम क्रमांक',
  'State rank in the HSC science stream': 'बारावी (एच.एस.सी.) विज्ञान शाखेत राज्य गुणवत्ता यादीत स्थान',
  'Gold medal, University of Mumbai': 'मुंबई विद्यापीठाचे सुवर्णपदक',
  'Gold medal, inter-school athletics (100 m)': 'आंतरशालेय मैदानी स्पर्धेत 100 मीटर धावण्यात सुवर्णपदक',
  'Captain of the state under-17 kabaddi team': 'राज्याच्या 17 वर्षांखालील कबड्डी संघाचे कर्णधारपद',
  'District chess champion': 'जिल्हा बुद्धिबळ स्पर्धेत अजिंक्यपद',
  'First prize, state drama competition': 'राज्य नाट्य स्पर्धेत प्रथम पारितोषिक',
  'Finalist, national classical dance festival': 'राष्ट्रीय शास्त्रीय नृत्य महोत्सवात अंतिम फेरीत प्रवेश',
  'Winner, Mumbai Science Exhibition': 'मुंबई विज्ञान प्रदर्शनात प्रथम क्रमांक',
  'INSPIRE award for a science project': 'विज्ञान प्रकल्पासाठी इन्स्पायर पुरस्कार',
  'Led the campus cleanliness drive': 'परिसर स्वच्छता मोहिमेचे नेतृत्व',
  'Organised a blood donation camp of 200 donors': '200 रक्तदात्यांच्या रक्तदान शिबिराचे आयोजन',
  'State award for best teacher': 'राज्य आदर्श शिक्षक पुरस्कार',
  'Published a Marathi grammar workbook': 'मराठी व्याकरण कार्यपुस्तिकेचे प्रकाशन',
  'PhD awarded by the University of Mumbai': 'मुंबई विद्यापीठाकडून पीएच.डी. पदवी प्रदान',
  'Trained 50 teachers in digital teaching': '50 शिक्षकांना डिजिटल अध्यापनाचे प्रशिक्षण',
}
/** An achievement's description (the English one is "<name>: <achievement>."). */
export const achievementDescriptionMr = (nameMr: string, achievementMr: string) => `${nameMr}: ${achievementMr}.`
export const certificateTitleMr = (nameMr: string) => `प्रमाणपत्र: ${nameMr}`

/** Gallery events (the caption is "<event> <year>"), by English name. */
export const GALLERY_EVENTS_MR: Record<string, string> = {
  'Annual day': 'वार्षिकोत्सव',
  'Sports day': 'क्रीडा दिन',
  'Science fair': 'विज्ञान प्रदर्शन',
  'Independence Day': 'स्वातंत्र्य दिन',
  Ganeshotsav: 'गणेशोत्सव',
  'Tree plantation': 'वृक्षारोपण',
  'Prize distribution': 'पारितोषिक वितरण',
  'Republic Day': 'प्रजासत्ताक दिन',
  'Marathi Bhasha Din': 'मराठी भाषा दिन',
  'Yoga day': 'योग दिन',
  'Field trip': 'शैक्षणिक सहल',
  'Art exhibition': 'चित्रकला प्रदर्शन',
}
/** Whose gallery a photo is in (the English alternative text starts with the short code), by English label. */
export const GALLERY_LABELS_MR: Record<string, string> = {
  Society: 'विद्या विकास शिक्षण संस्था',
  EMS: 'इंग्रजी माध्यम शाळा, दादर',
  JC: 'कनिष्ठ महाविद्यालय, दादर',
  DC: 'पदवी महाविद्यालय, दादर',
  MMS: 'मराठी माध्यमिक शाळा, दादर',
  PPS: 'पूर्व-प्राथमिक शाळा, दादर',
}

/** The fully described institutions, by short code: their basics and their head. */
export const INSTITUTIONS_MR: Record<string, { name: string; address: string; principal: { name: string; designation: string; education: string; info: string } }> = {
  EMS: {
    name: 'विद्या विकास इंग्रजी माध्यम शाळा, दादर',
    address: 'सेनापती बापट मार्ग, दादर (पश्चिम), मुंबई – 400 028',
    principal: {
      name: 'श्रीमती कविता नेने',
      designation: 'मुख्याध्यापिका',
      education: 'एम.ए., बी.एड.',
      info: 'त्या 2015 पासून शाळेची धुरा सांभाळत आहेत. प्रत्येक विद्यार्थ्याला वाचन, विज्ञान आणि खेळ यांची गोडी लागावी यावर त्यांचा विशेष भर असतो.',
    },
  },
  JC: {
    name: 'विद्या विकास विज्ञान व वाणिज्य कनिष्ठ महाविद्यालय, दादर',
    address: 'गोखले रोड, दादर (पश्चिम), मुंबई – 400 028',
    principal: {
      name: 'डॉ. सुधीर आपटे',
      designation: 'प्राचार्य',
      education: 'एम.एस्सी., पीएच.डी.',
      info: 'ते 2015 पासून महाविद्यालयाची धुरा सांभाळत आहेत. प्रत्येक विद्यार्थ्याला वाचन, विज्ञान आणि खेळ यांची गोडी लागावी यावर त्यांचा विशेष भर असतो.',
    },
  },
  DC: {
    name: 'विद्या विकास कला, विज्ञान व वाणिज्य पदवी महाविद्यालय',
    address: 'रानडे रोड, दादर (पश्चिम), मुंबई – 400 028',
    principal: {
      name: 'डॉ. रेखा प्रधान',
      designation: 'प्राचार्या',
      education: 'एम.कॉम., पीएच.डी.',
      info: 'त्या 2015 पासून महाविद्यालयाची धुरा सांभाळत आहेत. प्रत्येक विद्यार्थ्याला वाचन, विज्ञान आणि खेळ यांची गोडी लागावी यावर त्यांचा विशेष भर असतो.',
    },
  },
  MMS: {
    name: 'विद्या विकास मराठी माध्यमिक शाळा, दादर',
    address: 'केळुसकर रोड, शिवाजी पार्क, मुंबई – 400 028',
    principal: {
      name: 'श्री. वसंत भागवत',
      designation: 'मुख्याध्यापक',
      education: 'एम.ए. (मराठी), एम.एड.',
      info: 'ते 2015 पासून शाळेची धुरा सांभाळत आहेत. प्रत्येक विद्यार्थ्याला वाचन, विज्ञान आणि खेळ यांची गोडी लागावी यावर त्यांचा विशेष भर असतो.',
    },
  },
}
export const logoAltMr = (nameMr: string) => `बोधचिन्ह: ${nameMr}`

/**
 * The names and addresses of the other institutions, as the society writes them in its Marathi
 * circulars and on the schools' boards: the society's name first, then the school's own, then its
 * area (Sion is शीव in Marathi).
 */
export const INSTITUTION_NAMES_MR: Record<string, { name: string; address: string }> = {
  PPS: { name: 'विद्या विकास पूर्व-प्राथमिक शाळा, दादर', address: 'सेनापती बापट मार्ग, दादर (पश्चिम), मुंबई – 400 028' },
  HSP: { name: 'विद्या विकास हायस्कूल, परळ', address: 'डॉ. आंबेडकर रोड, परळ, मुंबई – 400 012' },
  NHS: { name: 'विद्या विकास रात्र हायस्कूल, परळ', address: 'डॉ. आंबेडकर रोड, परळ, मुंबई – 400 012' },
  EMV: { name: 'विद्या विकास इंग्रजी माध्यम शाळा, विक्रोळी', address: 'टागोर नगर, विक्रोळी (पूर्व), मुंबई – 400 083' },
  MSV: { name: 'विद्या विकास मराठी शाळा, विक्रोळी', address: 'कन्नमवार नगर, विक्रोळी (पूर्व), मुंबई – 400 083' },
  JCV: { name: 'विद्या विकास कनिष्ठ महाविद्यालय, विक्रोळी', address: 'टागोर नगर, विक्रोळी (पूर्व), मुंबई – 400 083' },
  EMB: { name: 'विद्या विकास इंग्रजी माध्यम शाळा, बोरिवली', address: 'चंदावरकर रोड, बोरिवली (पश्चिम), मुंबई – 400 092' },
  PSB: { name: 'विद्या विकास प्राथमिक शाळा, बोरिवली', address: 'गोराई रोड, बोरिवली (पश्चिम), मुंबई – 400 091' },
  CCB: { name: 'विद्या विकास वाणिज्य महाविद्यालय, बोरिवली', address: 'एस. व्ही. रोड, बोरिवली (पश्चिम), मुंबई – 400 092' },
  SSS: { name: 'विद्या विकास माध्यमिक विद्यालय, शीव', address: 'रोड क्र. 24, शीव (पश्चिम), मुंबई – 400 022' },
  JCA: { name: 'विद्या विकास कला कनिष्ठ महाविद्यालय, शीव', address: 'रोड क्र. 24, शीव (पश्चिम), मुंबई – 400 022' },
  CED: { name: 'विद्या विकास शिक्षणशास्त्र महाविद्यालय (बी.एड.), दादर', address: 'रानडे रोड, दादर (पश्चिम), मुंबई – 400 028' },
  IMS: { name: 'विद्या विकास व्यवस्थापन अभ्यास संस्था, दादर', address: 'रानडे रोड, दादर (पश्चिम), मुंबई – 400 028' },
  EMM: { name: 'विद्या विकास इंग्रजी माध्यम शाळा, मुलुंड', address: 'नाहूर रोड, मुलुंड (पश्चिम), मुंबई – 400 080' },
}

/** School strength rows, by English standard. */
export const STANDARDS_MR: Record<string, string> = {
  'Standard I': 'इयत्ता 1 ली',
  'Standard V': 'इयत्ता 5 वी',
  'Standard VIII': 'इयत्ता 8 वी',
  'Standard X': 'इयत्ता 10 वी',
}

/** Infrastructure and facility photos (caption and alternative text), by English caption. */
export const PHOTO_CAPTIONS_MR: Record<string, string> = {
  'Main building': 'मुख्य इमारत',
  'Science laboratory': 'विज्ञान प्रयोगशाळा',
  Library: 'ग्रंथालय',
  'Computer lab': 'संगणक प्रयोगशाळा',
  Playground: 'क्रीडांगण',
  Auditorium: 'सभागृह',
}

/** The titles of the PDF sections' rows, as pdfTitles in ./institutions gives them in English. */
export const pdfTitlesMr = (year: string, yearsAgo: (n: number) => string) => ({
  pastResults: [`एस.एस.सी. (दहावी) निकाल ${yearsAgo(1)}`, `एस.एस.सी. (दहावी) निकाल ${yearsAgo(2)}`],
  ptaMembers: [`शिक्षक-पालक संघ सदस्य ${year}`],
  academicCalendar: [`शैक्षणिक दिनदर्शिका ${year}`],
})

/** The rich sections of richSections in ./institutions, row for row. */
export const richSectionsMr = (name: string) => ({
  schoolInfo: [
    {
      title: 'आमच्याविषयी',
      html: `<p>संस्थेच्या अठरा शाखांपैकी एक असलेल्या <strong>${name}</strong> येथे सुरक्षित व सुसज्ज परिसर आहे आणि अभ्यास, खेळ व कला यांचा योग्य समतोल राखला जातो.</p><ul><li>प्रत्येक तुकडीसाठी स्मार्ट वर्गखोली</li><li>12,000 हून अधिक पुस्तकांचे ग्रंथालय</li><li>परिसरातच समुपदेशक आणि परिचारिका उपलब्ध</li></ul>`,
    },
    { title: 'आमचे ध्येय', html: '<p>प्रत्येक मुलाला आयुष्यासाठी घडवणे: जिज्ञासू, सक्षम आणि संवेदनशील.</p>' },
  ],
  contact: [
    {
      title: 'कार्यालय',
      html: '<p>कार्यालयीन वेळ: सोमवार ते शनिवार, 9:00 ते 16:00.</p><p>दूरध्वनी: <a href="tel:+912224301234">022 2430 1234</a><br>ई-मेल: <a href="mailto:office@example.org">office@example.org</a></p>',
    },
  ],
  scholarships: [
    { title: 'संस्थेची गुणवत्ता शिष्यवृत्ती', html: '<p>दरवर्षी प्रत्येक इयत्तेतील पहिल्या तीन विद्यार्थ्यांना दिली जाते. त्यासाठी अर्ज करण्याची आवश्यकता नाही.</p>' },
    {
      title: 'शासकीय शिष्यवृत्ती',
      html: '<p>राज्य शासनाच्या शिष्यवृत्तीसाठी विद्यार्थी <a href="https://mahadbt.maharashtra.gov.in/" target="_blank">महाडीबीटी पोर्टलवर</a> अर्ज करू शकतात. अर्ज भरण्यासाठी कार्यालयाकडून मदत केली जाते.</p>',
    },
  ],
  activities: [
    { title: 'क्रीडा', html: '<p>पात्र प्रशिक्षकांच्या मार्गदर्शनाखाली क्रिकेट, फुटबॉल, कबड्डी, खो-खो, मैदानी स्पर्धा आणि बुद्धिबळ.</p>' },
    { title: 'कला', html: '<p>संगीत, नृत्य, चित्रकला आणि नाट्य; डिसेंबरमध्ये वार्षिक स्नेहसंमेलन.</p>' },
  ],
  otherActivities: [{ title: 'मंडळे', html: '<p>विज्ञान मंडळ, पर्यावरण मंडळ, वाचन मंडळ आणि राष्ट्रीय सेवा योजना.</p>' }],
  admissionInfo: [
    {
      title: 'प्रवेश प्रक्रिया',
      html: '<ol><li>प्रवेश पोर्टलवरील ऑनलाइन अर्ज भरावा.</li><li>आवश्यक कागदपत्रे कार्यालयात जमा करावीत.</li><li>प्रवेश निश्चित झाल्यापासून सात दिवसांच्या आत शुल्क भरावे.</li></ol><p>जूनमध्ये सुरू होणाऱ्या शैक्षणिक वर्षासाठी प्रवेश प्रक्रिया जानेवारीत सुरू होते.</p>',
    },
  ],
})

/**
 * The Marathi of `key` in `table`. The seed asks only for what must have Marathi, so a key that is
 * missing (an English text changed without its Marathi) stops it with a message that says which.
 */
/** Marathi of some demo events (title, place, description); the others stay English (fallback). */
export const EVENTS_MR: Record<string, { title: string; place?: string; html: string }> = {
  'Parent–teacher meeting for Standards V to X': {
    title: 'इयत्ता 5 वी ते 10 वीची पालक-शिक्षक सभा',
    place: 'वर्गखोल्या, दुसरा मजला',
    html: '<p>पहिल्या सत्रातील प्रगती आणि परीक्षेचे वेळापत्रक यांविषयी वर्गशिक्षक पालकांशी चर्चा करतील. कृपया विद्यार्थ्याची दैनंदिनी सोबत आणा.</p><ul><li>इयत्ता 5 वी ते 7 वी: सकाळी 10:00 ते 11:00</li><li>इयत्ता 8 वी ते 10 वी: सकाळी 11:15 ते दुपारी 12:30</li></ul>',
  },
  'Foundation Day: holiday for all schools and colleges': {
    title: 'संस्थेचा स्थापना दिन: सर्व शाळा व महाविद्यालयांना सुट्टी',
    html: '<p>संस्थेच्या स्थापना दिनानिमित्त संस्थेच्या सर्व शाळा, महाविद्यालये आणि कार्यालये बंद राहतील.</p>',
  },
  'First-term examinations, Standards V to X': {
    title: 'प्रथम सत्र परीक्षा, इयत्ता 5 वी ते 10 वी',
    place: 'शाळेची इमारत',
    html: '<p>परीक्षा दररोज सकाळी 8:00 वाजता सुरू होईल. विद्यार्थ्यांनी प्रवेशपत्र सोबत आणणे आवश्यक आहे.</p>',
  },
  'Annual sports day': {
    title: 'वार्षिक क्रीडा दिन',
    place: 'शिवाजी पार्क मैदान',
    html: '<p>धावण्याच्या शर्यती, रिले, कबड्डी व खो-खोचे अंतिम सामने आणि त्यानंतर बक्षीस वितरण. पालकांचे स्वागत आहे.</p>',
  },
  'Annual cultural evening': {
    title: 'वार्षिक सांस्कृतिक संध्या',
    place: 'विद्या विकास भवन सभागृह',
    html: '<p>सर्व शाखांचे विद्यार्थी मराठी, हिंदी आणि इंग्रजीतून संगीत, नृत्य आणि नाट्य सादर करतील.</p>',
  },
  'Admission forms for the next academic year': {
    title: 'पुढील शैक्षणिक वर्षाचे प्रवेश अर्ज',
    place: 'प्रत्येक शाळा व महाविद्यालयाचे कार्यालय',
    html: '<p>अर्ज प्रत्येक कार्यालयात तसेच प्रवेश पानावरून ऑनलाइन उपलब्ध आहेत.</p>',
  },
}

export function marathi<T>(table: Record<string, T>, key: string, what: string): T {
  const value = Object.hasOwn(table, key) ? table[key] : undefined
  if (value === undefined) throw new Error(`No Marathi for ${what} "${key}" in src/seed/data/marathi.ts`)
  return value
}

/** The demo's photo albums (src/seed/steps/albums.ts): titles ("<event> <year>") and captions, by English text. */
export const ALBUM_TEXTS_MR: Record<string, string> = {
  'Welcome song by the school choir': 'शाळेच्या गायक वृंदाचे स्वागतगीत',
  'Lezim dance by Std VII': 'इयत्ता सातवीचे लेझीम नृत्य',
  'Prize winners with the chief guest': 'प्रमुख पाहुण्यांसोबत पारितोषिक विजेते',
  'A working model of a water filter': 'पाणी शुद्ध करणाऱ्या फिल्टरची चालती प्रतिकृती',
  'Students explain their solar cooker': 'आपला सौरकुकर समजावून सांगणारे विद्यार्थी',
  'The judges at the chemistry stall': 'रसायनशास्त्राच्या स्टॉलवर परीक्षक',
}
