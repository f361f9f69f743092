import type { Lang } from '@/i18n/lang'

/**
 * What a parent reads about admission enquiries (the form, the status page, the mails), in each
 * language. Kept with the feature; the Marathi has every English key (the type says so).
 */
const EN = {
  formTitle: 'Ask the admissions office',
  formIntro:
    'Have a question about admission, seats or documents? Ask the school here; we answer by email, in the language you choose.',
  purpose:
    "Why we ask: the school's admissions office uses these details only to answer this enquiry. They are not shared, and are deleted {days} days after the enquiry is closed. See our privacy policy.",
  institute: 'School or college',
  chooseInstitute: '-- Choose --',
  classSought: 'Class sought',
  chooseClass: '-- Choose a class --',
  year: 'Academic year',
  childName: "Child's full name",
  childDob: "Child's date of birth",
  parentName: "Parent's or guardian's name",
  mobile: 'Mobile number',
  mobileHint: '10 digits; +91 may be added.',
  email: 'Email address',
  language: 'Answer me in',
  message: 'Your question',
  honeypot: 'Leave this field empty',
  ask: 'Ask the school',
  submit: 'Send enquiry',
  submitting: 'Sending…',
  sent: 'Your enquiry has been sent.',
  reference: 'Your reference number is {ref}. We have emailed it to you; quote it when you contact the school.',
  nextSteps:
    'The admissions office answers by email within {days} days. You can also see its answer on the enquiry status page.',
  noClasses: 'This school takes no admission enquiries online at the moment.',
  checkStatus: 'Check the status of an enquiry',
  seatsTitle: 'Classes for admission',
  seatsOpen: 'Open for enquiries',
  seatsLeft: '{n} seats left',
  seatsFull: 'No seats left',
  seatsClosed: 'Closed',
  seatsOpensOn: 'opens on {date}',
  // The status page.
  statusTitle: 'Admission enquiry status',
  statusIntro:
    'Give the reference number from your acknowledgement and the mobile number or email you gave with the enquiry.',
  statusReference: 'Reference number',
  statusReferenceHint: 'For example ADM-2026-4HT9QP',
  statusContact: 'Mobile number or email',
  statusSubmit: 'Show status',
  statusRequired: 'Please give both the reference number and the mobile number or email.',
  statusNotFound: 'No enquiry matches this reference number and contact. Please check both and try again.',
  statusUnavailable: 'The status cannot be shown just now. Please try again in a few minutes.',
  statusTooMany: 'Too many attempts. Please try again in {minutes} minutes.',
  statusLabel: 'Status',
  filedLabel: 'Sent on',
  dueLabel: 'First answer due by',
  schoolLabel: 'School or college',
  classLabel: 'Class and year',
  replyLabel: 'Answer from the admissions office',
  noReply: 'No answer yet.',
  statuses: {
    new: 'Received',
    contacted: 'Answered',
    'visit-booked': 'Visit booked',
    offered: 'Admission offered',
    closed: 'Closed',
  },
}

export type EnquiryTexts = {
  [K in keyof typeof EN]: K extends 'statuses' ? Record<keyof typeof EN.statuses, string> : string
}

const MR: EnquiryTexts = {
  formTitle: 'प्रवेश कार्यालयाला विचारा',
  formIntro: 'प्रवेश, जागा किंवा कागदपत्रांबाबत काही प्रश्न आहे? तो येथे शाळेला विचारा; आम्ही आपण निवडलेल्या भाषेत ई-मेलने उत्तर देऊ.',
  purpose:
    'ही माहिती का मागतो: शाळेचे प्रवेश कार्यालय ही माहिती फक्त या चौकशीला उत्तर देण्यासाठी वापरते. ती कोणालाही दिली जात नाही आणि चौकशी बंद झाल्यानंतर {days} दिवसांनी नष्ट केली जाते. अधिक माहितीसाठी आमचे गोपनीयता धोरण पाहा.',
  institute: 'शाळा/महाविद्यालय',
  chooseInstitute: '-- निवडा --',
  classSought: 'कोणत्या इयत्तेत प्रवेश हवा',
  chooseClass: '-- इयत्ता निवडा --',
  year: 'शैक्षणिक वर्ष',
  childName: 'पाल्याचे पूर्ण नाव',
  childDob: 'पाल्याची जन्मतारीख',
  parentName: 'पालकाचे नाव',
  mobile: 'मोबाइल क्रमांक',
  mobileHint: '१० अंकी क्रमांक; सुरुवातीला +91 असले तरी चालेल.',
  email: 'ई-मेल पत्ता',
  language: 'उत्तर या भाषेत हवे',
  message: 'आपला प्रश्न',
  honeypot: 'हा रकाना रिकामा ठेवा',
  ask: 'शाळेला प्रश्न विचारा',
  submit: 'चौकशी पाठवा',
  submitting: 'पाठवत आहे…',
  sent: 'आपली चौकशी पाठवली आहे.',
  reference: 'आपला संदर्भ क्रमांक {ref} आहे. तो आम्ही आपल्याला ई-मेलने पाठवला आहे; शाळेशी संपर्क साधताना तो नमूद करा.',
  nextSteps: 'प्रवेश कार्यालय {days} दिवसांत ई-मेलने उत्तर देईल. हे उत्तर चौकशीच्या सद्यस्थितीच्या पानावरही पाहता येईल.',
  noClasses: 'ही शाळा सध्या प्रवेशाबाबतची चौकशी ऑनलाइन स्वीकारत नाही.',
  checkStatus: 'चौकशीची सद्यस्थिती पाहा',
  seatsTitle: 'प्रवेशासाठीच्या इयत्ता',
  seatsOpen: 'चौकशी सुरू',
  seatsLeft: '{n} जागा शिल्लक',
  seatsFull: 'जागा शिल्लक नाहीत',
  seatsClosed: 'चौकशी बंद',
  seatsOpensOn: '{date} पासून सुरू',
  statusTitle: 'प्रवेश चौकशीची सद्यस्थिती',
  statusIntro: 'पोचपावतीतील संदर्भ क्रमांक आणि चौकशी करताना दिलेला मोबाइल क्रमांक किंवा ई-मेल भरा.',
  statusReference: 'संदर्भ क्रमांक',
  statusReferenceHint: 'उदा. ADM-2026-4HT9QP',
  statusContact: 'मोबाइल क्रमांक किंवा ई-मेल',
  statusSubmit: 'सद्यस्थिती पाहा',
  statusRequired: 'कृपया संदर्भ क्रमांक आणि मोबाइल क्रमांक किंवा ई-मेल दोन्ही भरा.',
  statusNotFound: 'हा संदर्भ क्रमांक आणि संपर्क यांच्याशी जुळणारी चौकशी सापडली नाही. कृपया दोन्ही तपासून पुन्हा प्रयत्न करा.',
  statusUnavailable: 'सद्यस्थिती आत्ता दाखवता येत नाही. कृपया काही मिनिटांनी पुन्हा प्रयत्न करा.',
  statusTooMany: 'बरेच प्रयत्न झाले आहेत. कृपया {minutes} मिनिटांनी पुन्हा प्रयत्न करा.',
  statusLabel: 'सद्यस्थिती',
  filedLabel: 'पाठवल्याची तारीख',
  dueLabel: 'पहिल्या उत्तराची मुदत',
  schoolLabel: 'शाळा/महाविद्यालय',
  classLabel: 'इयत्ता आणि वर्ष',
  replyLabel: 'प्रवेश कार्यालयाचे उत्तर',
  noReply: 'अद्याप उत्तर आलेले नाही.',
  statuses: {
    new: 'प्राप्त',
    contacted: 'उत्तर दिले',
    'visit-booked': 'भेटीची वेळ ठरली',
    offered: 'प्रवेश देऊ केला',
    closed: 'बंद',
  },
}

const TEXTS: Record<Lang, EnquiryTexts> = { en: EN, mr: MR }
export const enquiryTexts = (lang: Lang): EnquiryTexts => TEXTS[lang]
