import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import { signedInUser, StaffView } from '@/components/admin/StaffView'

/**
 * /admin/guide (payload.config.ts `admin.components.views.guide`): a short guide for school office
 * staff, English and Marathi side by side (one below the other on a phone). Payload's custom views
 * are reachable without a login unless they check, so this one sends visitors to the login screen.
 */

type Part = { title: string; steps: React.ReactNode[]; note?: React.ReactNode }
type Topic = { id: string; en: Part; mr: Part }

const b = (label: string) => <strong>{label}</strong>

const TOPICS: Topic[] = [
  {
    id: 'notice',
    en: {
      title: 'Publish a notice',
      steps: [
        <>
          In the menu open {b('Society → Notices')} and press {b('Create new')}.
        </>,
        <>Type the title, choose the notice type and the academic year, and check the date.</>,
        <>
          Under {b('Institution')} choose your school or college (if your account is for one only, it is already filled
          in): the notice appears in its {b('Notices')} section. Administrators leave it empty for a notice of the whole
          society (on {b('/notices')}).
        </>,
        <>Add a short description if needed, and the PDF of the notice under {b('Document (PDF)')}.</>,
        <>
          Press {b('Save draft')}, read it once more, then press {b('Publish changes')}. It is on the website at once.
        </>,
      ],
      note: (
        <>
          Institution editors publish the notices of their own institutions; notices of the whole society are published
          by administrators. When the society asks for approval (Site settings → Notices), editors press{' '}
          {b('Submit for approval')} instead of Publish; an administrator publishes the notice or sends it back with a
          note, which the editor sees on the notice and on the dashboard. While a notice waits, its header says{' '}
          {b('Waiting for approval')}; once sent back, {b('Returned:')} and the note. Each step is mailed, with a link
          to the notice: administrators when a notice waits (or once a day, as each chooses on their account under{' '}
          {b('Notices waiting for approval')}), the editor when it is sent back or approved.
          {b(' Publish at')} and {b('Hide after')} (right-hand side) show a notice from one date and take it off the
          website after another, by themselves.
        </>
      ),
    },
    mr: {
      title: 'सूचना प्रसिद्ध करणे',
      steps: [
        <>
          डावीकडील यादीत {b('Society → Notices')} उघडा आणि {b('Create new')} दाबा.
        </>,
        <>सूचनेचे शीर्षक लिहा, सूचनेचा प्रकार आणि शैक्षणिक वर्ष निवडा, तारीख बरोबर आहे ना ते पाहा.</>,
        <>
          {b('Institution')} मध्ये आपली शाळा/महाविद्यालय निवडा (तुमचे खाते एकाच संस्थेचे असेल तर ती आधीच भरलेली असते): सूचना त्या
          संस्थेच्या पानावरील {b('सूचना')} विभागात दिसते. संपूर्ण संस्थेची सूचना असेल तर प्रशासक हे रिकामे ठेवतात (ती {b('/notices')} वर
          दिसते).
        </>,
        <>गरज असल्यास थोडक्यात माहिती लिहा आणि {b('Document (PDF)')} मध्ये सूचनेची PDF जोडा.</>,
        <>
          आधी {b('Save draft')} दाबा, एकदा नीट वाचून घ्या आणि मग {b('Publish changes')} दाबा. सूचना लगेच संकेतस्थळावर दिसते.
        </>,
      ],
      note: (
        <>
          शाळा-महाविद्यालयांचे संपादक आपल्या संस्थेच्या सूचना स्वतः प्रसिद्ध करतात; संपूर्ण संस्थेच्या सूचना प्रशासकच प्रसिद्ध करतात. संस्थेने
          सूचनांसाठी मान्यता आवश्यक ठेवली असेल (Site settings → Notices), तर संपादक Publish ऐवजी {b('Submit for approval')}{' '}
          दाबतात; प्रशासक ती सूचना प्रसिद्ध करतात किंवा काय बदलायचे ते लिहून परत पाठवतात. ही टीप संपादकाला त्या सूचनेवर आणि डॅशबोर्डवर
          दिसते. सूचना मान्यतेच्या प्रतीक्षेत असताना तिच्या वरच्या पट्टीत {b('Waiting for approval')} दिसते; परत पाठवल्यावर{' '}
          {b('Returned:')} आणि ती टीप. प्रत्येक टप्प्याची ई-मेल सूचनेच्या लिंकसह जाते: सूचना मान्यतेसाठी आली की प्रशासकांना (किंवा
          दिवसातून एकदा यादी, प्रत्येक प्रशासक आपल्या खात्यात {b('Notices waiting for approval')} मध्ये निवडतो), आणि सूचना परत
          पाठवली किंवा मंजूर झाली की संपादकाला. उजव्या बाजूच्या {b('Publish at')} आणि {b('Hide after')} मध्ये तारखा दिल्यास सूचना
          ठरलेल्या दिवशी आपोआप दिसू लागते आणि मुदत संपल्यावर आपोआप निघून जाते.
        </>
      ),
    },
  },
  {
    id: 'preview',
    en: {
      title: 'See a page before it is live (Preview)',
      steps: [
        <>
          Open the notice, event, institution, album, committee, policy or disclosure, make your changes and press{' '}
          {b('Save draft')}.
        </>,
        <>
          Press {b('Preview')} (the small arrow-box button at the top, beside the save buttons). A new tab shows the
          page exactly as visitors will see it once published, with a yellow band “Preview — not yet public”.
        </>,
        <>
          To check the Marathi page, choose {b('मराठी')} in the {b('Locale')} menu at the top of the edit view first,
          then press {b('Preview')}.
        </>,
        <>
          On an institution’s preview, open its sections from the page’s own menu: every section shows your draft. When
          it looks right, go back to the edit view and press {b('Publish changes')}; {b('Leave preview')} on the yellow
          band closes the preview.
        </>,
      ],
      note: (
        <>
          Only you and other staff who may edit it can open a preview: visitors, search engines and editors of other
          schools get the public page or a refusal. A notice scheduled for later, or never published, can be previewed
          too; it stays off the website until its time or until it is published.
        </>
      ),
    },
    mr: {
      title: 'प्रसिद्ध करण्याआधी पान पाहणे (Preview)',
      steps: [
        <>सूचना, कार्यक्रम, संस्था, अल्बम, समिती, धोरण किंवा अनिवार्य माहिती उघडा, बदल करा आणि {b('Save draft')} दाबा.</>,
        <>
          वरच्या बाजूला, जतन करण्याच्या बटणांशेजारी असलेले {b('Preview')} (बाणाच्या चौकोनाचे छोटे बटण) दाबा. नव्या टॅबमध्ये ते पान
          प्रसिद्ध झाल्यावर अभ्यागतांना जसे दिसेल तसेच दिसते, वर “पूर्वावलोकन — अजून प्रसिद्ध झालेले नाही” अशी पिवळी पट्टी असते.
        </>,
        <>
          मराठी पान पाहायचे असल्यास आधी संपादनाच्या पानावरील {b('Locale')} यादीत {b('मराठी')} निवडा आणि मग {b('Preview')}{' '}
          दाबा.
        </>,
        <>
          संस्थेच्या पूर्वावलोकनात पानावरील यादीतून तिचे विभाग उघडा: प्रत्येक विभागात तुमचा मसुदा दिसतो. सगळे बरोबर वाटले की संपादनाच्या
          पानावर परत जाऊन {b('Publish changes')} दाबा; पिवळ्या पट्टीवरील {b('पूर्वावलोकनातून बाहेर पडा')} दाबल्यावर पूर्वावलोकन
          बंद होते.
        </>,
      ],
      note: (
        <>
          पूर्वावलोकन फक्त तुम्हाला आणि ते पान बदलू शकणाऱ्या कर्मचाऱ्यांनाच दिसते: अभ्यागत, सर्च इंजिन आणि इतर शाळांच्या संपादकांना प्रसिद्ध
          झालेले पान दिसते किंवा नकार मिळतो. पुढच्या तारखेला प्रसिद्ध होणारी किंवा अजून प्रसिद्ध न केलेली सूचनाही पाहता येते; ती आपल्या
          वेळेपर्यंत किंवा प्रसिद्ध करेपर्यंत संकेतस्थळावर दिसत नाही.
        </>
      ),
    },
  },
  {
    id: 'album',
    en: {
      title: 'Publish a photo album',
      steps: [
        <>
          Open {b('Institutions → Albums')} and press {b('Create new')}.
        </>,
        <>Fill in the title, date, academic year and your institution, then press {b('Save draft')}.</>,
        <>
          Drag up to 200 photos from your computer onto the album page (or click there to choose them). Each photo shows
          its progress; a photo that is refused says why (for example, not a photo or too large). The others are still
          saved.
        </>,
        <>Write the captions and put the photos in order in the grid, then press {b('Save captions and order')}.</>,
        <>Press {b('Publish changes')}: the album and all its photos appear in the website’s gallery.</>,
      ],
      note: (
        <>
          Location and camera details are removed from every photo when it is uploaded. To take an album off the
          website, press {b('Unpublish')}.
        </>
      ),
    },
    mr: {
      title: 'फोटो अल्बम प्रसिद्ध करणे',
      steps: [
        <>
          {b('Institutions → Albums')} उघडा आणि {b('Create new')} दाबा.
        </>,
        <>अल्बमचे नाव, तारीख, शैक्षणिक वर्ष आणि आपली शाळा/महाविद्यालय भरा आणि {b('Save draft')} दाबा.</>,
        <>
          संगणकातील फोटो (एका वेळी २०० पर्यंत) ओढून अल्बमच्या पानावर सोडा, किंवा तिथे क्लिक करून निवडा. प्रत्येक फोटो किती अपलोड झाला
          ते दिसते; एखादा फोटो स्वीकारला नाही तर त्याचे कारण (उदा. फोटो नाही, किंवा खूप मोठा आहे) तिथेच दिसते. बाकीचे फोटो जतन
          होतात.
        </>,
        <>खालच्या जाळीत प्रत्येक फोटोखाली ओळ लिहा, फोटोंचा क्रम लावा आणि {b('Save captions and order')} दाबा.</>,
        <>{b('Publish changes')} दाबा: अल्बम आणि त्यातील सर्व फोटो संकेतस्थळाच्या गॅलरीत दिसू लागतात.</>,
      ],
      note: (
        <>
          अपलोड करताना प्रत्येक फोटोतील ठिकाणाची (GPS) व कॅमेऱ्याची माहिती आपोआप काढून टाकली जाते. अल्बम संकेतस्थळावरून काढायचा
          असल्यास {b('Unpublish')} दाबा.
        </>
      ),
    },
  },
  {
    id: 'takedown',
    en: {
      title: 'Take a photo off the website for good',
      steps: [
        <>
          When a photo must come down (a parent asks for their child’s photo to be removed), open {b('Content → Media')}
          , open the photo and press {b('Delete')}.
        </>,
        <>
          If the website says something still uses the photo (an album photo, for example), delete it there first, then
          delete the photo in {b('Media')}.
        </>,
        <>Within a second the photo is gone from every page and every address of the website, on every server.</>,
      ],
      note: (
        <>
          If the society serves the website through a CDN (a content delivery network, such as Cloudflare) set up as the
          technical documentation says, the CDN keeps a page for at most two seconds and asks the website again before
          it shows any photo, so a deleted photo is gone there too. Unpublishing an album hides it; only deleting
          removes the photo itself. Copies that visitors have already saved or sent on cannot be called back.
        </>
      ),
    },
    mr: {
      title: 'संकेतस्थळावरून फोटो कायमचा काढून टाकणे',
      steps: [
        <>
          एखादा फोटो काढून टाकायचाच असेल (उदा. पालकांनी आपल्या मुलाचा फोटो काढायला सांगितले), तर {b('Content → Media')} उघडा,
          तो फोटो उघडा आणि {b('Delete')} दाबा.
        </>,
        <>
          तो फोटो अजून कुठे वापरला जात आहे असे संकेतस्थळ सांगत असेल (उदा. अल्बममधला फोटो), तर आधी तिथून तो हटवा आणि मग {b('Media')}{' '}
          मधून फोटो हटवा.
        </>,
        <>एका सेकंदाच्या आत तो फोटो संकेतस्थळाच्या प्रत्येक पानावरून आणि प्रत्येक पत्त्यावरून, सर्व सर्व्हरवरून निघून जातो.</>,
      ],
      note: (
        <>
          संस्था संकेतस्थळ CDN (कंटेंट डिलिव्हरी नेटवर्क, उदा. Cloudflare) मार्फत दाखवत असेल आणि ते तांत्रिक कागदपत्रांत सांगितल्याप्रमाणे
          लावलेले असेल, तर CDN एखादे पान जास्तीत जास्त दोन सेकंद ठेवते आणि कोणताही फोटो दाखवण्यापूर्वी संकेतस्थळाला पुन्हा विचारते; त्यामुळे
          हटवलेला फोटो तिथूनही निघून जातो. अल्बम {b('Unpublish')} केल्याने तो फक्त लपतो; फोटो स्वतः हटवल्यानेच तो काढला जातो.
          अभ्यागतांनी आधीच जतन केलेल्या किंवा पुढे पाठवलेल्या प्रती परत मागवता येत नाहीत.
        </>
      ),
    },
  },
  {
    id: 'urgent',
    en: {
      title: 'Put an urgent message at the top',
      steps: [
        <>
          Go to {b('Alerts')} (under Society) and click {b('Create new')}.
        </>,
        <>
          Write the message in one or two sentences (for example “Heavy rain: the school is closed today, 12 July”) and,
          if there is a circular, a link to it (a notice’s page, such as /notices/12).
        </>,
        <>
          Choose {b('Information')} for news visitors may close, or {b('Emergency')} for a closure or a danger: it is
          read out at once by screen readers and cannot be closed.
        </>,
        <>
          Set {b('Starts')} and {b('Ends')}. Choose your institutions; administrators may leave them empty to show it on
          every page of the site.
        </>,
        <>
          Click {b('Save')}: it is kept as a draft, seen by nobody. Switch the language at the top of the form to
          Marathi, write the Marathi message and save again.
        </>,
        <>
          Click {b('Review and send…')} in the sidebar. It shows how many people it mails (in English and in Marathi)
          and the message and the mail in both languages. Click {b('Send')}: from its start the message is at the top of
          the pages it concerns, in English and on the Marathi pages in Marathi, and every subscriber it concerns is
          mailed in their language. At its end time it leaves by itself. The sidebar then shows how many mails were sent
          or refused, and when the last went out.
        </>,
      ],
      note: (
        <>
          An alert for an institution shows on that institution’s pages; a society-wide one on every page. For something
          parents should keep, publish a notice as well.
        </>
      ),
    },
    mr: {
      title: 'तातडीचा संदेश सर्वात वर दाखवणे',
      steps: [
        <>
          {b('Alerts')} (Society विभागात) उघडा आणि {b('Create new')} दाबा.
        </>,
        <>
          संदेश एक-दोन वाक्यांत लिहा (उदा. “मुसळधार पावसामुळे आज, १२ जुलै रोजी शाळा बंद आहे”) आणि परिपत्रक असल्यास त्याची लिंक द्या
          (उदा. सूचनेचे पान /notices/12).
        </>,
        <>
          पालकांनी वाचून बंद करता येईल अशा माहितीसाठी {b('Information')} निवडा; शाळा बंद असणे किंवा धोका असल्यास{' '}
          {b('Emergency')} निवडा: स्क्रीन रीडर तो संदेश लगेच वाचून दाखवतात आणि तो बंद करता येत नाही.
        </>,
        <>
          {b('Starts')} आणि {b('Ends')} ची वेळ भरा. आपली शाळा/महाविद्यालय निवडा; प्रशासक ही निवड रिकामी ठेवून संदेश संकेतस्थळाच्या
          प्रत्येक पानावर दाखवू शकतात.
        </>,
        <>
          {b('Save')} दाबा: संदेश मसुदा म्हणून जतन होतो, तो कोणालाही दिसत नाही. फॉर्मच्या वरची भाषा मराठी करा, मराठी संदेश लिहा
          आणि पुन्हा जतन करा.
        </>,
        <>
          बाजूच्या रकान्यातील {b('Review and send…')} दाबा. संदेश किती जणांना (इंग्रजीत किती, मराठीत किती) जाईल, आणि दोन्ही
          भाषांतील संदेश व ईमेल जसा दिसेल तसा, हे तिथे दिसते. {b('Send')} दाबा: सुरू होण्याच्या वेळेपासून संदेश संबंधित पानांच्या सर्वात वर
          दिसतो, मराठी पानांवर मराठीत, आणि संबंधित प्रत्येक सदस्याला त्याच्या भाषेत ईमेल जातो. शेवटची वेळ झाली की तो आपोआप निघून जातो.
          त्यानंतर बाजूच्या रकान्यात किती ईमेल गेले किंवा परत आले आणि शेवटचा केव्हा गेला, हे दिसते.
        </>,
      ],
      note: (
        <>
          एखाद्या शाळेचा संदेश त्या शाळेच्या पानांवरच दिसतो; संस्थेचा संदेश सर्व पानांवर. पालकांनी जपून ठेवावी अशी माहिती असल्यास सूचनाही
          प्रसिद्ध करा.
        </>
      ),
    },
  },
  {
    id: 'subscribers',
    en: {
      title: 'Email subscribers: who is told of a new notice',
      steps: [
        <>
          Parents subscribe on the website (the {b('Get notices by email')} link on the home page, /notices and every
          school’s page) and confirm from a mail. They choose schools, the society, English or Marathi, and a mail per
          notice or one a day.
        </>,
        <>
          When a notice, event or alert of their school becomes public, they are mailed: a notice at its{' '}
          {b('Publish at')} time, not before; an alert at once, and an alert for the whole society to every subscriber,
          whatever they follow; a daily summary at the set hour for those who chose it. Write the Marathi title before
          publishing, or Marathi subscribers get the English one marked “(in English)”. An alert goes out only when you
          confirm it ({b('Review and send…')}): you see first how many people it mails, in which language. The sidebar
          of an alert, a notice or an event then says how many mails were sent or refused, and when the last went out.
        </>,
        <>
          The dashboard shows {b('Email subscribers')}: how many confirmed subscribers each school has (editors see
          their own schools). Administrators open {b('Subscriptions → Announcements sent')} to see what was mailed,
          when, and to how many.
        </>,
      ],
      note: (
        <>
          Nobody on the staff can see subscribers’ addresses, not even administrators. A parent who wants to stop clicks
          Unsubscribe in any mail: the address is deleted at once.
        </>
      ),
    },
    mr: {
      title: 'ईमेल सदस्य: नवीन सूचनेची माहिती कोणाला जाते',
      steps: [
        <>
          पालक संकेतस्थळावर नोंदणी करतात (मुख्य पान, /notices आणि प्रत्येक शाखेच्या पानावरील {b('सूचना ईमेलवर मिळवा')} हा दुवा) आणि
          ईमेलमधील दुव्याने पुष्टी करतात. ते शाखा, संपूर्ण संस्था, मराठी किंवा इंग्रजी, आणि प्रत्येक सूचनेला एक ईमेल की दिवसातून एकदा, हे
          निवडतात.
        </>,
        <>
          त्यांच्या शाखेची सूचना, कार्यक्रम किंवा तातडीची सूचना प्रसिद्ध झाली की त्यांना ईमेल जातो: सूचना तिच्या {b('Publish at')} वेळेला,
          त्याआधी नाही; तातडीची सूचना लगेच, आणि संपूर्ण संस्थेसाठीची तातडीची सूचना प्रत्येक सदस्याला, त्याने काहीही निवडले असले तरी;
          दिवसातून एकदा निवडणाऱ्यांना ठरलेल्या वेळी एकत्रित ईमेल. प्रसिद्ध करण्याआधी मराठी शीर्षक लिहा, नाहीतर मराठी सदस्यांना इंग्रजी
          शीर्षक “(इंग्रजीत)” अशा खुणेसह जाते. तातडीची सूचना तुम्ही पुष्टी केल्यावरच ({b('Review and send…')}) जाते: ती किती जणांना,
          कोणत्या भाषेत जाईल हे आधी दिसते. त्यानंतर तातडीच्या सूचनेच्या, सूचनेच्या किंवा कार्यक्रमाच्या बाजूच्या रकान्यात किती ईमेल गेले किंवा
          परत आले आणि शेवटचा केव्हा गेला, हे दिसते.
        </>,
        <>
          डॅशबोर्डवर {b('Email subscribers')} मध्ये प्रत्येक शाखेच्या पुष्टी झालेल्या सदस्यांची संख्या दिसते (संपादकांना फक्त आपल्या शाखांची).
          प्रशासक {b('Subscriptions → Announcements sent')} उघडून काय, केव्हा आणि किती जणांना पाठवले ते पाहू शकतात.
        </>,
      ],
      note: (
        <>
          सदस्यांचे ईमेल पत्ते कर्मचाऱ्यांपैकी कोणालाही, प्रशासकांनाही, दिसत नाहीत. पालकांना थांबायचे असल्यास कोणत्याही ईमेलमधील ‘सदस्यत्व
          रद्द करा’ दाबावे: पत्ता लगेच काढून टाकला जातो.
        </>
      ),
    },
  },
  {
    id: 'fees',
    en: {
      title: 'Fees, admission facts and your school’s details',
      steps: [
        <>Open {b('Institutions → Institutions')} and your school or college.</>,
        <>
          In the {b('Fees')} tab add one row per class or course: {b('Class or course')}, {b('Period')} (per term, per
          year or one-time), {b('Amount (₹)')} in whole rupees, and what it covers. Fill in the concessions and
          scholarships, the refund rules, who approved the fees and when, and, if the school has one, the payment or
          enquiry page (an address starting with https://).
        </>,
        <>
          In the {b('Admission Information')} tab, under the blocks, fill in {b('Admission facts')}: the dates, seats
          per class, eligibility, documents to bring (one per line) and the questions parents ask, with their answers.
        </>,
        <>
          In {b('Basics')} check {b('Levels')}, {b('Board')}, {b('Area')}, {b('Office hours')} and {b('Phone')}: parents
          filter the Institutions page by them, and the page shows the address with a map link, the office hours and the
          phone.
        </>,
        <>
          Switch the language at the top to {b('मराठी')} and type the Marathi of the texts, then press{' '}
          {b('Publish changes')}.
        </>,
      ],
      note: (
        <>
          Fees are entered only here: the mandatory disclosure shows the Fees section. A fee table entered in a
          disclosure before is shown only while the Fees section is empty. When you change a fee, also change{' '}
          {b('Approved on')} to the date the new fees were approved, or tick {b('The approval date stays')}. Editors
          change only their own institutions.
        </>
      ),
    },
    mr: {
      title: 'शुल्क, प्रवेशाची माहिती आणि शाळेचा तपशील',
      steps: [
        <>{b('Institutions → Institutions')} उघडा आणि आपली शाळा/महाविद्यालय निवडा.</>,
        <>
          {b('Fees')} टॅबमध्ये प्रत्येक इयत्तेसाठी/अभ्यासक्रमासाठी एक ओळ जोडा: {b('Class or course')}, {b('Period')} (प्रति सत्र,
          प्रति वर्ष किंवा एकदाच), {b('Amount (₹)')} पूर्ण रुपयांत आणि त्यात काय समाविष्ट आहे. सवलती व शिष्यवृत्ती, शुल्क परताव्याचे
          नियम, शुल्काला मान्यता कोणी व कधी दिली ते लिहा; शाळेचे ऑनलाइन शुल्क भरण्याचे किंवा चौकशीचे पान असल्यास त्याचा पत्ता (https://
          ने सुरू होणारा) द्या.
        </>,
        <>
          {b('Admission Information')} टॅबमध्ये खालील {b('Admission facts')} भरा: प्रवेशाच्या तारखा, इयत्तानिहाय जागा, पात्रता,
          सोबत आणायची कागदपत्रे (प्रत्येक ओळीत एक) आणि पालक नेहमी विचारतात ते प्रश्न व त्यांची उत्तरे.
        </>,
        <>
          {b('Basics')} मध्ये {b('Levels')}, {b('Board')}, {b('Area')}, {b('Office hours')} आणि {b('Phone')} तपासा: पालक
          यांच्या आधारे संस्थांची यादी गाळतात, आणि संस्थेच्या पानावर पत्ता नकाशाच्या लिंकसह, कार्यालयीन वेळ व दूरध्वनी दिसतो.
        </>,
        <>
          वर भाषा {b('मराठी')} निवडा, मजकुराचे मराठी लिहा आणि {b('Publish changes')} दाबा.
        </>,
      ],
      note: (
        <>
          शुल्क फक्त इथेच भरायचे: अनिवार्य माहिती प्रकटनात हाच ‘शुल्क’ विभाग दिसतो. प्रकटनात पूर्वी भरलेली शुल्काची तालिका ‘शुल्क’ विभाग
          रिकामा असेपर्यंतच दिसते. शुल्क बदलल्यास {b('Approved on')} मध्ये नव्या शुल्काला मान्यता मिळाल्याची तारीख लिहा, किंवा तारीख
          तीच राहत असल्यास {b('The approval date stays')} निवडा. संपादक फक्त आपल्याच संस्थेचा तपशील बदलू शकतात.
        </>
      ),
    },
  },
  {
    id: 'downloads-directory',
    en: {
      title: 'Forms to download and the staff directory',
      steps: [
        <>
          Open {b('Institutions → Downloads')} and press {b('Create new')} (or open your school under{' '}
          {b('Institutions → Institutions')} and use its {b('Downloads')} tab).
        </>,
        <>
          Type the title parents will look for (“Application for transfer certificate”), choose its {b('Kind')}, and
          upload the file under {b('File (PDF or image)')}: a PDF is best, parents print it, and the words inside it are
          found by the website’s search. {b('Order')}: lower numbers are shown first.
        </>,
        <>
          For the staff directory open {b('Institutions → Staff directory')} and add one entry per person: name,{' '}
          {b('Listed as')} (head of the institution, teacher or faculty, other staff), designation, department or
          subject and qualifications. A photo and an office email are optional: use the office’s address, never a
          personal one.
        </>,
        <>
          Switch the language at the top to {b('मराठी')} and type the Marathi of the title, names and designations; for
          a form in Marathi, upload the Marathi file there. Then press {b('Publish changes')}.
        </>,
      ],
      note: (
        <>
          Each school keeps its own downloads and directory: editors see and change only their institutions’ entries.
          Add a person’s photo and email only with their consent. Photos lose their location and camera data when they
          are uploaded. The mandatory disclosure’s teacher and faculty items link to the staff directory, so the names
          need not be typed there again.
        </>
      ),
    },
    mr: {
      title: 'डाउनलोडसाठी अर्ज आणि शिक्षक व कर्मचाऱ्यांची यादी',
      steps: [
        <>
          {b('Institutions → Downloads')} उघडा आणि {b('Create new')} दाबा (किंवा {b('Institutions → Institutions')} मध्ये
          आपली शाळा उघडून तिचा {b('Downloads')} टॅब वापरा).
        </>,
        <>
          पालक ज्या नावाने शोधतील ते शीर्षक लिहा (“शाळा सोडल्याच्या दाखल्यासाठी अर्ज”), {b('Kind')} निवडा आणि{' '}
          {b('File (PDF or image)')} मध्ये फाइल अपलोड करा: पीडीएफ उत्तम, पालक ती छापून घेतात आणि तिच्यातील शब्द संकेतस्थळाच्या
          शोधात सापडतात. {b('Order')}: लहान क्रमांक आधी दिसतो.
        </>,
        <>
          शिक्षक व कर्मचाऱ्यांच्या यादीसाठी {b('Institutions → Staff directory')} उघडा आणि प्रत्येक व्यक्तीची एक नोंद करा: नाव,{' '}
          {b('Listed as')} (मुख्याध्यापक/प्राचार्य, शिक्षक/प्राध्यापक, इतर कर्मचारी), पदनाम, विभाग किंवा विषय आणि शैक्षणिक पात्रता.
          छायाचित्र आणि कार्यालयीन ई-मेल ऐच्छिक आहेत: कार्यालयाचाच पत्ता द्या, वैयक्तिक कधीच नाही.
        </>,
        <>
          वर भाषा {b('मराठी')} निवडा आणि शीर्षक, नावे व पदनामे मराठीत लिहा; अर्ज मराठीत असल्यास मराठी फाइल तिथेच अपलोड करा. मग{' '}
          {b('Publish changes')} दाबा.
        </>,
      ],
      note: (
        <>
          प्रत्येक शाळा आपले अर्ज आणि आपली यादी स्वतः सांभाळते: संपादकांना फक्त आपल्या संस्थेच्या नोंदी दिसतात व बदलता येतात. एखाद्या
          व्यक्तीचे छायाचित्र व ई-मेल त्यांच्या संमतीनेच द्या. छायाचित्र अपलोड होताच त्यातील ठिकाणाची व कॅमेऱ्याची माहिती काढून टाकली
          जाते. अनिवार्य माहिती प्रकटनातील शिक्षक व प्राध्यापकांच्या बाबी या यादीशी जोडलेल्या आहेत, त्यामुळे तिथे नावे पुन्हा लिहावी लागत
          नाहीत.
        </>
      ),
    },
  },
  {
    id: 'grievance',
    en: {
      title: 'Answer a grievance',
      steps: [
        <>
          The dashboard lists new grievances and overdue ones (still open past their due date). Click one, or open{' '}
          {b('Grievance desk → Grievances')}.
        </>,
        <>
          Read what was filed. If you need more from the student or parent, contact them by the phone number or email in
          the grievance.
        </>,
        <>
          Set {b('Status')} to {b('In progress')} and write what you did in {b('Internal note')} (only staff see it).
          Press {b('Save')}.
        </>,
        <>
          Write your answer for the complainant in {b('Reply to the complainant')}, in the grievance’s {b('Language')}{' '}
          (sidebar: English or Marathi), and press {b('Save')}. The website mails it to them in that language, with a
          link to the status page (/grievances/status or /mr/grievances/status), where they also read it.
        </>,
        <>
          When it is settled, set the status to {b('Resolved')} (or {b('Rejected')}, with the reason in the reply) and
          save: they are mailed again.
        </>,
      ],
      note: (
        <>
          The complainant may answer on the status page while the grievance is open and for 30 days after it is closed:
          their answer appears in the history as “Answer from the complainant”, reopens it (In progress) and you are
          mailed. What the complainant wrote cannot be changed. Every change of status, reply or note is kept in the
          grievance’s history with your name and the time.
        </>
      ),
    },
    mr: {
      title: 'तक्रारीवर कार्यवाही करणे',
      steps: [
        <>
          डॅशबोर्डवर नवीन तक्रारी आणि रखडलेल्या तक्रारी (उत्तराची मुदत उलटून गेली तरी बंद न झालेल्या) दिसतात. त्यावर क्लिक करा, किंवा{' '}
          {b('Grievance desk → Grievances')} उघडा.
        </>,
        <>
          तक्रार नीट वाचा. विद्यार्थ्याकडून/पालकांकडून आणखी माहिती हवी असल्यास तक्रारीत दिलेल्या फोन नंबरवर किंवा ई-मेलवर त्यांच्याशी
          संपर्क साधा.
        </>,
        <>
          {b('Status')} बदलून {b('In progress')} करा आणि काय कार्यवाही केली ते {b('Internal note')} मध्ये लिहा (ही नोंद फक्त
          कर्मचाऱ्यांना दिसते). {b('Save')} दाबा.
        </>,
        <>
          तक्रारदारासाठीचे उत्तर {b('Reply to the complainant')} मध्ये, तक्रारीच्या {b('Language')} मध्ये (बाजूच्या पट्टीत: English
          किंवा Marathi) लिहा आणि {b('Save')} दाबा. संकेतस्थळ हे उत्तर त्याच भाषेत तक्रारदाराला ई-मेलने पाठवते; त्यात तक्रार-स्थिती
          पानाची (/grievances/status किंवा /mr/grievances/status) लिंक असते, तिथेही तक्रारदार उत्तर वाचू शकतो.
        </>,
        <>
          प्रश्न सुटल्यावर status {b('Resolved')} करा (किंवा {b('Rejected')}, आणि कारण उत्तरात लिहा) आणि जतन करा: तक्रारदाराला
          पुन्हा ई-मेल जाते.
        </>,
      ],
      note: (
        <>
          तक्रार उघडी असेपर्यंत आणि निकाली निघाल्यानंतर 30 दिवसांपर्यंत तक्रारदार तक्रार-स्थिती पानावर उत्तर देऊ शकतो: ते उत्तर इतिहासात
          “Answer from the complainant” म्हणून दिसते, तक्रार पुन्हा उघडते (In progress) आणि तुम्हाला ई-मेल येते. तक्रारदाराने लिहिलेला
          मजकूर कोणालाही बदलता येत नाही. status, उत्तर किंवा नोंदीतील प्रत्येक बदल तुमच्या नावासह आणि वेळेसह तक्रारीच्या इतिहासात जतन
          होतो.
        </>
      ),
    },
  },
  {
    id: 'admission-enquiry',
    en: {
      title: 'Answer an admission enquiry (school editors)',
      steps: [
        <>
          Parents ask your school from its {b('Admission Information')} section (the button {b('Ask the school')} opens
          the form). The dashboard counts your school’s {b('Admission enquiries')}: New, Overdue (still New three days
          after it was sent) and Open. Click a count, or open {b('Admissions desk → Admission enquiries')}.
        </>,
        <>
          Read the enquiry: the class and academic year, the child, the parent’s mobile and email, and the question. You
          see only your own school’s enquiries.
        </>,
        <>
          Write the answer in {b('Reply to the parent')}, in the enquiry’s {b('Language')} (sidebar: English or
          Marathi), and press {b('Save')}. The website mails it to the parent in that language, with a link to the
          status page (/admission/status or /mr/admission/status), where they also read it. A New enquiry becomes{' '}
          {b('Contacted')}.
        </>,
        <>
          As things move on, set {b('Status')} to {b('Visit booked')}, {b('Offered')} and finally {b('Closed')}, and
          keep calls and visit times in {b('Internal notes')} (only staff see them).
        </>,
        <>{b('Export CSV')} above the list downloads the enquiries the list shows (its filters and search).</>,
        <>
          Which classes parents may ask about is yours to say: in {b('Admissions desk → Classes and seats')} add a row
          per class and academic year, {b('Open')} or {b('Closed')} (with the day it opens), and the seats left if you
          wish (0 means full). The form offers only open classes with seats.
        </>,
      ],
      note: (
        <>
          What the parent sent cannot be changed. A closed enquiry is deleted 180 days after it was closed, with the
          parent’s and child’s details (India’s DPDP Act 2023): a child who joins continues in the school’s own
          admission register.
        </>
      ),
    },
    mr: {
      title: 'प्रवेशविषयक चौकशीला उत्तर देणे (शाळेचे संपादक)',
      steps: [
        <>
          पालक शाळेच्या {b('Admission Information')} विभागातून चौकशी पाठवतात ({b('शाळेला प्रश्न विचारा')} हे बटण अर्ज उघडते).
          डॅशबोर्डवर {b('Admission enquiries')} मध्ये तुमच्या शाळेच्या चौकशांची संख्या दिसते: New, Overdue (पाठवल्यानंतर तीन दिवसांनीही
          New असलेल्या) आणि Open. संख्येवर क्लिक करा, किंवा {b('Admissions desk → Admission enquiries')} उघडा.
        </>,
        <>
          चौकशी वाचा: इयत्ता आणि शैक्षणिक वर्ष, पाल्याचे नाव, पालकांचा मोबाइल व ई-मेल आणि प्रश्न. तुम्हाला फक्त तुमच्या शाळेच्या चौकशा
          दिसतात.
        </>,
        <>
          उत्तर {b('Reply to the parent')} मध्ये, चौकशीच्या {b('Language')} मध्ये (बाजूच्या पट्टीत: English किंवा Marathi) लिहा
          आणि {b('Save')} दाबा. संकेतस्थळ हे उत्तर त्याच भाषेत पालकांना ई-मेलने पाठवते; त्यात सद्यस्थितीच्या पानाची (/admission/status
          किंवा /mr/admission/status) लिंक असते, तिथेही पालक उत्तर वाचू शकतात. New असलेली चौकशी {b('Contacted')} होते.
        </>,
        <>
          पुढे जसे घडेल तसे {b('Status')} बदलून {b('Visit booked')}, {b('Offered')} आणि शेवटी {b('Closed')} करा; फोन केल्याच्या
          आणि भेटीच्या वेळांच्या नोंदी {b('Internal notes')} मध्ये ठेवा (त्या फक्त कर्मचाऱ्यांना दिसतात).
        </>,
        <>यादीवरील {b('Export CSV')} बटण यादीत दिसणाऱ्या चौकशा (निवडलेल्या गाळण्या आणि शोधासह) CSV फाइलमध्ये उतरवते.</>,
        <>
          पालक कोणत्या इयत्तांसाठी चौकशी करू शकतात हे तुम्ही ठरवता: {b('Admissions desk → Classes and seats')} मध्ये प्रत्येक इयत्ता
          व शैक्षणिक वर्षासाठी एक ओळ जोडा, {b('Open')} किंवा {b('Closed')} (सुरू होण्याच्या तारखेसह), आणि हवे असल्यास शिल्लक जागा (0
          म्हणजे जागा भरल्या). अर्जात फक्त सुरू असलेल्या आणि जागा शिल्लक असलेल्या इयत्ता दिसतात.
        </>,
      ],
      note: (
        <>
          पालकांनी पाठवलेला मजकूर कोणालाही बदलता येत नाही. बंद झालेली चौकशी 180 दिवसांनी पालक व पाल्याच्या माहितीसह नष्ट केली जाते
          (डिजिटल वैयक्तिक माहिती संरक्षण कायदा 2023): प्रवेश घेतलेल्या पाल्याची नोंद शाळेच्या प्रवेश रजिस्टरमध्ये राहते.
        </>
      ),
    },
  },
  {
    id: 'staff',
    en: {
      title: 'Give a colleague a staff account (administrators)',
      steps: [
        <>
          Open {b('Administration → Users')} and press {b('Invite a staff member')} above the list.
        </>,
        <>Type their email address and name, choose the role and press {b('Send the invitation')}.</>,
        <>Open the new account and choose its {b('Institutions')} (for editors and officers), then save.</>,
        <>
          They receive a mail with a link to choose their own password; the link works for 7 days. If it has expired or
          the mail did not arrive, open the account and press {b('Send the invitation again')}: the earlier link stops
          working.
        </>,
      ],
      note: (
        <>
          You never set or see a colleague’s password. On your own account, {b('Notices waiting for approval')} chooses
          whether you get a mail for each notice submitted or one list a day.
        </>
      ),
    },
    mr: {
      title: 'सहकाऱ्याला कर्मचारी खाते देणे (प्रशासक)',
      steps: [
        <>
          {b('Administration → Users')} उघडा आणि यादीच्या वर {b('Invite a staff member')} दाबा.
        </>,
        <>त्यांचा ई-मेल पत्ता आणि नाव लिहा, भूमिका (role) निवडा आणि {b('Send the invitation')} दाबा.</>,
        <>नवीन खाते उघडून त्याच्या {b('Institutions')} निवडा (संपादक आणि तक्रार निवारण अधिकाऱ्यांसाठी) आणि जतन करा.</>,
        <>
          त्यांना स्वतःचा पासवर्ड निवडण्यासाठी लिंक असलेली ई-मेल जाते; ही लिंक 7 दिवस चालते. मुदत संपली असेल किंवा ई-मेल मिळाली नसेल तर
          खाते उघडून {b('Send the invitation again')} दाबा: आधीची लिंक बंद होते.
        </>,
      ],
      note: (
        <>
          सहकाऱ्याचा पासवर्ड तुम्ही कधीच ठरवत नाही आणि तुम्हाला तो दिसतही नाही. तुमच्या स्वतःच्या खात्यात{' '}
          {b('Notices waiting for approval')} मध्ये प्रत्येक सूचनेसाठी वेगळी ई-मेल हवी की दिवसातून एकदा यादी, ते निवडा.
        </>
      ),
    },
  },
  {
    id: 'unused-uploads',
    en: {
      title: 'Clear files nobody uses (administrators)',
      steps: [
        <>
          On the dashboard, open {b('files nothing uses')}: the uploads older than a week that no document, draft or
          setting uses, and whose address appears in no link.
        </>,
        <>Open a file to check it is not needed, for example by a message already sent to parents.</>,
        <>
          Press {b('Open these … in the media list')}, tick the files to remove and press {b('Delete')}.
        </>,
      ],
      note: (
        <>
          Most of these files were uploaded for a document that was never saved. A deleted file cannot be brought back.
        </>
      ),
    },
    mr: {
      title: 'कोणीही न वापरलेल्या फाइल काढणे (प्रशासक)',
      steps: [
        <>
          डॅशबोर्डवर {b('files nothing uses')} उघडा: आठवड्यापेक्षा जुन्या ज्या फाइल कोणत्याही दस्तऐवजात, मसुद्यात किंवा सेटिंगमध्ये
          वापरलेल्या नाहीत आणि ज्यांचा पत्ता कोणत्याही लिंकमध्ये नाही, त्यांची यादी दिसेल.
        </>,
        <>फाइल उघडून ती कुठे लागणार नाही याची खात्री करा, उदा. पालकांना आधीच पाठवलेल्या संदेशात तिची लिंक नाही ना.</>,
        <>
          {b('Open these … in the media list')} दाबा, काढायच्या फाइलवर खूण करा आणि {b('Delete')} दाबा.
        </>,
      ],
      note: (
        <>यातल्या बहुतेक फाइल अशा दस्तऐवजासाठी अपलोड झाल्या होत्या जो कधी जतनच झाला नाही. काढलेली फाइल परत आणता येत नाही.</>
      ),
    },
  },
]

const MARATHI_FONT = "'Noto Sans Devanagari', 'Nirmala UI', 'Mangal', 'Lohit Marathi', var(--font-body, sans-serif)"

function Column({ part, lang, headingId }: { part: Part; lang: 'en' | 'mr'; headingId: string }) {
  return (
    <div lang={lang} style={lang === 'mr' ? { fontFamily: MARATHI_FONT, lineHeight: 1.7 } : { lineHeight: 1.55 }}>
      <h3 id={headingId} style={{ fontSize: '1.0625rem', margin: '0 0 0.5rem' }}>
        {part.title}
      </h3>
      <ol style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.375rem' }}>
        {part.steps.map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
      {part.note && <p style={{ margin: '0.75rem 0 0', color: 'var(--theme-elevation-800)' }}>{part.note}</p>}
    </div>
  )
}

export function StaffGuide(view: AdminViewServerProps) {
  signedInUser(view, '/guide', (user) => hasRole(user, 'admin', 'editor', 'officer'))
  const admin = view.initPageResult.req.payload.config.routes.admin

  return (
    <StaffView view={view} title="Staff guide">
      <div className="society-guide" style={{ maxWidth: '72rem', paddingBottom: '3rem' }}>
        <h1 style={{ margin: '1rem 0 0.25rem' }}>
          Staff guide{' '}
          <span lang="mr" style={{ fontFamily: MARATHI_FONT }}>
            · कर्मचारी मार्गदर्शिका
          </span>
        </h1>
        <p style={{ margin: '0 0 0.5rem', maxWidth: '48rem' }}>
          The four everyday jobs, step by step. Button names are written as they appear on the screen.
        </p>
        <p lang="mr" style={{ margin: '0 0 1.5rem', maxWidth: '48rem', fontFamily: MARATHI_FONT }}>
          रोजची चार कामे, टप्प्याटप्प्याने. बटणांची नावे पडद्यावर जशी दिसतात तशीच (इंग्रजीत) लिहिली आहेत.
        </p>
        <nav aria-label="Topics" style={{ marginBottom: '1.5rem' }}>
          <ul
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: '0.5rem 1.25rem',
              listStyle: 'none',
              margin: 0,
              padding: 0,
            }}
          >
            {TOPICS.map((t) => (
              <li key={t.id}>
                <a href={`#${t.id}`} style={{ color: 'var(--theme-text)', textDecoration: 'underline' }}>
                  {t.en.title} /{' '}
                  <span lang="mr" style={{ fontFamily: MARATHI_FONT }}>
                    {t.mr.title}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div style={{ display: 'grid', gap: '1.25rem' }}>
          {TOPICS.map((t) => (
            <section
              key={t.id}
              id={t.id}
              aria-labelledby={`${t.id}-en`}
              style={{
                border: '1px solid var(--theme-elevation-150)',
                borderRadius: 'var(--style-radius-m, 4px)',
                padding: '1rem 1.25rem',
              }}
            >
              <div
                style={{
                  display: 'grid',
                  gap: '1.25rem 2rem',
                  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
                }}
              >
                <Column part={t.en} lang="en" headingId={`${t.id}-en`} />
                <Column part={t.mr} lang="mr" headingId={`${t.id}-mr`} />
              </div>
            </section>
          ))}
        </div>
        <p style={{ marginTop: '1.5rem' }}>
          <Link href={admin} style={{ color: 'var(--theme-text)', textDecoration: 'underline' }}>
            ← Back to the dashboard
          </Link>
        </p>
      </div>
    </StaffView>
  )
}
