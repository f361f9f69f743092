import type { Lang } from '@/i18n/lang'

/**
 * Every word the subscriptions show or mail, in English and Marathi, kept with the feature as the
 * grievance messages are (src/grievances/rules.ts). The privacy wording (what is stored, why, how
 * to withdraw: India's DPDP Act 2023) is the same on the page and in the confirmation mail.
 */
const en = {
  title: 'Get notices by email',
  intro:
    'New notices, events and closure alerts of the schools you choose, sent to your mailbox in English or Marathi.',
  link: 'Get notices by email',
  linkSchool: 'Get this school’s notices by email',
  email: 'Email address',
  follow: 'What to follow',
  society: 'Society-wide notices and events',
  language: 'Language of the mails',
  mode: 'How often',
  immediate: 'A mail for each new notice',
  digest: 'One mail a day with everything new',
  alertsNote:
    'Closure alerts come at once, whatever you choose here: an alert for the whole society reaches every subscriber, and a school’s alert everyone who follows that school.',
  submit: 'Subscribe',
  save: 'Save my choices',
  honeypot: 'Leave this field empty',
  privacyTitle: 'What we keep and why',
  privacy: [
    'We keep your email address, the schools you follow, your language and how often you want mail, and when you subscribed and confirmed. Nothing else.',
    'We use them only to send you the notices you asked for. We never share them, and staff cannot see your address.',
    'Nothing is sent until you open the link in the confirmation mail and confirm. If you do not, your address is deleted after 48 hours.',
    'Every mail has an Unsubscribe link: one click deletes your address at once. You can also change your choices from the link in any mail.',
  ],
  sent: 'Thank you. If this address can receive our mails, a confirmation mail is on its way: open the link in it and press Confirm to start receiving notices. Nothing is sent until then.',
  confirmTitle: 'Confirm your subscription',
  confirmText:
    'Press the button to start receiving the notices you chose at this address. If you did not ask for them, close this page: nothing will be sent, and the address is deleted within 48 hours.',
  confirmButton: 'Confirm my subscription',
  confirmed: 'Your subscription is confirmed. These are your choices; you can change them here at any time.',
  saved: 'Your choices are saved.',
  manageTitle: 'Your email subscription',
  unsubscribe: 'Unsubscribe from everything',
  leaveIntro:
    'To stop every mail from us, press this button: your address is deleted at once. To receive fewer mails instead, change your choices below.',
  changeTitle: 'Or change what you receive',
  unsubscribed: 'You are unsubscribed and your address has been deleted. No more mails will come.',
  badLink:
    'This link is no longer valid. It may be from an old mail, or the subscription was deleted. You can subscribe again below.',
  errors: {
    email: 'Enter a valid email address.',
    follow: 'Choose at least one school, or the society.',
    expired: 'The form was open too long. Your choices are kept: press Subscribe again.',
    tooMany: 'Too many requests. Please try again in a few minutes.',
    failed: 'Something went wrong. Please try again later.',
  },
  mail: {
    society: 'Vidya Vikas Education Society',
    wholeSociety: 'Vidya Vikas Education Society: every school and college',
    confirmSubject: 'Confirm your subscription to notices',
    confirmIntro:
      'Someone (we hope you) asked to receive the notices of Vidya Vikas Education Society at this email address.',
    confirmAsk: 'To confirm, open this link:',
    confirmIgnore:
      'If you did not ask for this, ignore this mail: nothing will be sent, and the address will be deleted within 48 hours.',
    followsLabel: 'You chose:',
    wholeSocietyChoice: 'The whole society',
    alreadySubject: 'Your subscription to notices',
    alreadyIntro: 'This address is already subscribed. You can change your choices or unsubscribe here:',
    label: { notice: 'Notice', event: 'Event', information: 'Alert', emergency: 'Emergency alert' },
    noticeOf: (date: string) => `Notice of ${date}`,
    eventOn: (date: string) => `Event on ${date}`,
    alertWindow: (from: string, to: string) => `From ${from} to ${to}`,
    readMore: { notice: 'Read the whole notice:', event: 'The event:', alert: 'The alert:' },
    digestSubject: (date: string) => `Vidya Vikas Education Society: notices of ${date}`,
    digestIntro: 'New since yesterday:',
    englishOnly: '(in English)',
    manage: 'Change your choices:',
    unsubscribe: 'Unsubscribe (deletes your address):',
    why: 'You receive this because you subscribed to these notices on our website.',
  },
  kinds: { notice: 'Notice', event: 'Event', alert: 'Alert' },
}

export type SubscriptionTexts = typeof en

const mr: SubscriptionTexts = {
  title: 'सूचना ईमेलवर मिळवा',
  intro: 'तुम्ही निवडलेल्या शाखांच्या नवीन सूचना, कार्यक्रम आणि शाळा बंद असल्याच्या तातडीच्या सूचना तुमच्या ईमेलवर, मराठीत किंवा इंग्रजीत.',
  link: 'सूचना ईमेलवर मिळवा',
  linkSchool: 'या शाखेच्या सूचना ईमेलवर मिळवा',
  email: 'ईमेल पत्ता',
  follow: 'कोणाच्या सूचना हव्यात',
  society: 'संपूर्ण संस्थेच्या सूचना आणि कार्यक्रम',
  language: 'ईमेलची भाषा',
  mode: 'किती वेळा',
  immediate: 'प्रत्येक नवीन सूचनेसाठी एक ईमेल',
  digest: 'दिवसातून एकदा, सर्व नवीन सूचना एकत्र',
  alertsNote:
    'शाळा बंद असल्याच्या तातडीच्या सूचना, इथे काहीही निवडले तरी, लगेच पाठवल्या जातात: संपूर्ण संस्थेसाठीची सूचना प्रत्येक नोंदणीधारकाला, आणि एखाद्या शाखेची सूचना त्या शाखेच्या सूचना घेणाऱ्या सर्वांना.',
  submit: 'नोंदणी करा',
  save: 'माझी निवड जतन करा',
  honeypot: 'हा रकाना रिकामा ठेवा',
  privacyTitle: 'आम्ही काय जपून ठेवतो आणि का',
  privacy: [
    'आम्ही फक्त तुमचा ईमेल पत्ता, तुम्ही निवडलेल्या शाखा, भाषा, ईमेल किती वेळा हवेत ती निवड, आणि नोंदणी व पुष्टी केल्याची वेळ एवढेच ठेवतो.',
    'याचा उपयोग फक्त तुम्ही मागितलेल्या सूचना पाठवण्यासाठी होतो. ही माहिती आम्ही कोणालाही देत नाही, आणि कर्मचाऱ्यांनाही तुमचा पत्ता दिसत नाही.',
    'पुष्टीकरणाच्या ईमेलमधील दुवा उघडून पुष्टी करेपर्यंत काहीही पाठवले जात नाही. पुष्टी केली नाही, तर ४८ तासांनंतर तुमचा पत्ता काढून टाकला जातो.',
    'प्रत्येक ईमेलमध्ये ‘सदस्यत्व रद्द करा’ हा दुवा असतो: एका क्लिकवर तुमचा पत्ता लगेच काढून टाकला जातो. कोणत्याही ईमेलमधील दुव्यावरून तुमची निवड बदलता येते.',
  ],
  sent: 'धन्यवाद. हा पत्ता आमचे ईमेल स्वीकारू शकत असेल, तर पुष्टीकरणाचा ईमेल येत आहे: सूचना मिळणे सुरू होण्यासाठी त्यातील दुवा उघडून ‘पुष्टी करा’ हे बटण दाबा. तोपर्यंत काहीही पाठवले जाणार नाही.',
  confirmTitle: 'नोंदणीची पुष्टी करा',
  confirmText:
    'तुम्ही निवडलेल्या सूचना या पत्त्यावर मिळणे सुरू होण्यासाठी खालील बटण दाबा. तुम्ही ही नोंदणी केली नसेल, तर हे पान बंद करा: काहीही पाठवले जाणार नाही, आणि ४८ तासांत हा पत्ता काढून टाकला जाईल.',
  confirmButton: 'माझ्या नोंदणीची पुष्टी करा',
  confirmed: 'तुमची नोंदणी पक्की झाली. ही तुमची निवड आहे; ती इथे केव्हाही बदलता येईल.',
  saved: 'तुमची निवड जतन झाली.',
  manageTitle: 'तुमची ईमेल नोंदणी',
  unsubscribe: 'सर्व ईमेल बंद करा',
  leaveIntro:
    'आमचे सर्व ईमेल थांबवण्यासाठी हे बटण दाबा: तुमचा पत्ता लगेच काढून टाकला जाईल. त्याऐवजी कमी ईमेल हवे असतील, तर खाली तुमची निवड बदला.',
  changeTitle: 'किंवा तुम्हाला काय हवे ते बदला',
  unsubscribed: 'तुमचे सदस्यत्व रद्द झाले आणि तुमचा पत्ता काढून टाकला आहे. यापुढे ईमेल येणार नाहीत.',
  badLink: 'हा दुवा आता चालत नाही. तो जुन्या ईमेलमधील असेल, किंवा नोंदणी काढून टाकली गेली असेल. खाली पुन्हा नोंदणी करता येईल.',
  errors: {
    email: 'योग्य ईमेल पत्ता लिहा.',
    follow: 'किमान एक शाखा किंवा संस्था निवडा.',
    expired: 'फॉर्म खूप वेळ उघडा राहिला. तुमची निवड तशीच ठेवली आहे: पुन्हा ‘नोंदणी करा’ दाबा.',
    tooMany: 'खूप विनंत्या आल्या. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.',
    failed: 'काहीतरी चुकले. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  },
  mail: {
    society: 'विद्या विकास शिक्षण संस्था',
    wholeSociety: 'विद्या विकास शिक्षण संस्था: सर्व शाळा व महाविद्यालये',
    confirmSubject: 'सूचनांसाठी तुमच्या नोंदणीची पुष्टी करा',
    confirmIntro: 'या ईमेल पत्त्यावर विद्या विकास शिक्षण संस्थेच्या सूचना मिळाव्यात, अशी विनंती कोणीतरी (बहुधा तुम्हीच) केली आहे.',
    confirmAsk: 'पुष्टी करण्यासाठी हा दुवा उघडा:',
    confirmIgnore:
      'ही विनंती तुम्ही केली नसेल, तर या ईमेलकडे दुर्लक्ष करा: काहीही पाठवले जाणार नाही, आणि ४८ तासांत हा पत्ता काढून टाकला जाईल.',
    followsLabel: 'तुमची निवड:',
    wholeSocietyChoice: 'संपूर्ण संस्था',
    alreadySubject: 'सूचनांसाठी तुमची नोंदणी',
    alreadyIntro: 'या पत्त्याची नोंदणी आधीच झालेली आहे. तुमची निवड बदलण्यासाठी किंवा सदस्यत्व रद्द करण्यासाठी:',
    label: { notice: 'सूचना', event: 'कार्यक्रम', information: 'महत्त्वाची सूचना', emergency: 'तातडीची सूचना' },
    noticeOf: (date: string) => `सूचना, दि. ${date}`,
    eventOn: (date: string) => `कार्यक्रम, दि. ${date}`,
    alertWindow: (from: string, to: string) => `दि. ${from} पासून दि. ${to} पर्यंत`,
    readMore: { notice: 'संपूर्ण सूचना वाचा:', event: 'कार्यक्रमाची माहिती:', alert: 'ही सूचना संकेतस्थळावर:' },
    digestSubject: (date: string) => `विद्या विकास शिक्षण संस्था: दि. ${date} रोजीच्या सूचना`,
    digestIntro: 'कालपासून नवीन:',
    englishOnly: '(इंग्रजीत)',
    manage: 'तुमची निवड बदला:',
    unsubscribe: 'सदस्यत्व रद्द करा (तुमचा पत्ता काढून टाकला जाईल):',
    why: 'आमच्या संकेतस्थळावर तुम्ही या सूचनांसाठी नोंदणी केल्यामुळे हा ईमेल तुम्हाला आला आहे.',
  },
  kinds: { notice: 'सूचना', event: 'कार्यक्रम', alert: 'तातडीची सूचना' },
}

export const subscriptionTexts = (lang: Lang): SubscriptionTexts => (lang === 'mr' ? mr : en)
