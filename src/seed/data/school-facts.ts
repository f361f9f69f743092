/**
 * Demo facts of the school finder: what /institutions filters by and each page shows under its name (every
 * institution), the fee structure of several institutions and the admission facts of a few, in
 * English and Marathi.
 */

type Level = 'primary' | 'secondary' | 'junior-college' | 'degree-college' | 'other'
type Board = 'state' | 'cbse' | 'icse' | 'university' | 'other'
type Text = { en: string; mr: string }

const AREAS: Record<string, Text> = {
  dadar: { en: 'Dadar', mr: 'दादर' },
  parel: { en: 'Parel', mr: 'परळ' },
  vikhroli: { en: 'Vikhroli', mr: 'विक्रोळी' },
  borivali: { en: 'Borivali', mr: 'बोरिवली' },
  sion: { en: 'Sion', mr: 'शीव' },
  mulund: { en: 'Mulund', mr: 'मुलुंड' },
}

const SCHOOL_HOURS: Text = { en: 'Monday to Saturday, 9:00 am to 4:00 pm', mr: 'सोमवार ते शनिवार, सकाळी 9 ते दुपारी 4' }
const COLLEGE_HOURS: Text = { en: 'Monday to Saturday, 10:00 am to 5:00 pm', mr: 'सोमवार ते शनिवार, सकाळी 10 ते सायंकाळी 5' }
const NIGHT_HOURS: Text = { en: 'Monday to Saturday, 5:00 pm to 9:00 pm', mr: 'सोमवार ते शनिवार, सायंकाळी 5 ते रात्री 9' }

export type FinderFacts = { levels: Level[]; board: Board; area: Text; officeHours: Text; phone: string }

const f = (levels: Level[], board: Board, area: keyof typeof AREAS, hours: Text, phone: string): FinderFacts => ({ levels, board, area: AREAS[area]!, officeHours: hours, phone })

/** By the institution's short code (src/seed/data/institutions.ts). */
export const FINDER_FACTS: Record<string, FinderFacts> = {
  EMS: f(['primary', 'secondary'], 'state', 'dadar', SCHOOL_HOURS, '022 2430 1101'),
  JC: f(['junior-college'], 'state', 'dadar', COLLEGE_HOURS, '022 2430 1102'),
  DC: f(['degree-college'], 'university', 'dadar', COLLEGE_HOURS, '022 2430 1103'),
  MMS: f(['secondary'], 'state', 'dadar', SCHOOL_HOURS, '022 2430 1104'),
  PPS: f(['other'], 'other', 'dadar', SCHOOL_HOURS, '022 2430 1105'),
  HSP: f(['secondary'], 'state', 'parel', SCHOOL_HOURS, '022 2413 2201'),
  NHS: f(['secondary'], 'state', 'parel', NIGHT_HOURS, '022 2413 2202'),
  EMV: f(['primary', 'secondary'], 'cbse', 'vikhroli', SCHOOL_HOURS, '022 2578 3301'),
  MSV: f(['primary'], 'state', 'vikhroli', SCHOOL_HOURS, '022 2578 3302'),
  JCV: f(['junior-college'], 'state', 'vikhroli', COLLEGE_HOURS, '022 2578 3303'),
  EMB: f(['primary', 'secondary'], 'icse', 'borivali', SCHOOL_HOURS, '022 2890 4401'),
  PSB: f(['primary'], 'state', 'borivali', SCHOOL_HOURS, '022 2890 4402'),
  CCB: f(['degree-college'], 'university', 'borivali', COLLEGE_HOURS, '022 2890 4403'),
  SSS: f(['secondary'], 'state', 'sion', SCHOOL_HOURS, '022 2407 5501'),
  JCA: f(['junior-college'], 'state', 'sion', COLLEGE_HOURS, '022 2407 5502'),
  CED: f(['degree-college', 'other'], 'university', 'dadar', COLLEGE_HOURS, '022 2430 1106'),
  IMS: f(['other'], 'university', 'dadar', COLLEGE_HOURS, '022 2430 1107'),
  EMM: f(['primary', 'secondary'], 'cbse', 'mulund', SCHOOL_HOURS, '022 2568 6601'),
}

export type FeeRowSeed = { course: Text; period: 'term' | 'year' | 'one-time'; amount: number; covers: Text }
export type FeesSeed = { rows: FeeRowSeed[]; concessions: Text; refunds: Text; approvedBy: Text; approvedOn: string; link?: string }

const row = (course: Text, period: FeeRowSeed['period'], amount: number, covers: Text): FeeRowSeed => ({ course, period, amount, covers })
const TUITION: Text = { en: 'Tuition, library and laboratory', mr: 'शिक्षण शुल्क, ग्रंथालय व प्रयोगशाळा' }
const ADMISSION_ONCE: Text = { en: 'Admission form and registration', mr: 'प्रवेश अर्ज व नोंदणी' }
const STATE_CONCESSIONS: Text = {
  en: 'Girls from families with an income below ₹1,00,000 a year pay no tuition fee (state scheme).\nThe society’s merit scholarship covers half the fee of the top three students of each standard.',
  mr: 'वार्षिक उत्पन्न ₹1,00,000 पेक्षा कमी असलेल्या कुटुंबांतील मुलींना शिक्षण शुल्क नाही (राज्य शासनाची योजना).\nप्रत्येक इयत्तेतील पहिल्या तीन विद्यार्थ्यांना संस्थेच्या गुणवत्ता शिष्यवृत्तीतून निम्मे शुल्क माफ.',
}
const REFUNDS: Text = {
  en: 'A student who leaves before 30 June gets the term fee back, less ₹500 for processing. The one-time admission fee is not refunded.',
  mr: '30 जूनपूर्वी शाळा सोडल्यास सत्राचे शुल्क ₹500 प्रक्रिया शुल्क वजा करून परत मिळते. प्रवेशाचे एकदाच घेतले जाणारे शुल्क परत मिळत नाही.',
}
const FRA: Text = { en: 'Divisional Fee Regulatory Committee, Mumbai', mr: 'विभागीय शुल्क नियामक समिती, मुंबई' }
const PTA_EC: Text = { en: 'Executive committee of the Parent-Teacher Association', mr: 'पालक-शिक्षक संघाची कार्यकारी समिती' }
const UNIVERSITY: Text = { en: 'University of Mumbai (fee approval of the college)', mr: 'मुंबई विद्यापीठ (महाविद्यालयाची शुल्क मान्यता)' }

/** By short code: six institutions publish their fees in the demo; the others show the empty state. */
export const FEES: Record<string, FeesSeed> = {
  EMS: {
    rows: [
      row({ en: 'Standard 1 to 4', mr: 'इयत्ता 1 ली ते 4 थी' }, 'term', 12500, TUITION),
      row({ en: 'Standard 5 to 7', mr: 'इयत्ता 5 वी ते 7 वी' }, 'term', 14000, TUITION),
      row({ en: 'Standard 8 to 10', mr: 'इयत्ता 8 वी ते 10 वी' }, 'term', 16500, { en: 'Tuition, laboratory and computer lab', mr: 'शिक्षण शुल्क, प्रयोगशाळा व संगणक कक्ष' }),
      row({ en: 'New admission', mr: 'नवीन प्रवेश' }, 'one-time', 5000, ADMISSION_ONCE),
    ],
    concessions: STATE_CONCESSIONS,
    refunds: REFUNDS,
    approvedBy: PTA_EC,
    approvedOn: '2026-03-14',
    link: 'https://fees.example.org/ems',
  },
  JC: {
    rows: [
      row({ en: 'FYJC Science', mr: 'अकरावी विज्ञान' }, 'year', 125000, { en: 'Tuition, laboratories and practical examinations', mr: 'शिक्षण शुल्क, प्रयोगशाळा व प्रात्यक्षिक परीक्षा' }),
      row({ en: 'FYJC Commerce', mr: 'अकरावी वाणिज्य' }, 'year', 48000, TUITION),
      row({ en: 'SYJC Science', mr: 'बारावी विज्ञान' }, 'year', 130000, { en: 'Tuition, laboratories and practical examinations', mr: 'शिक्षण शुल्क, प्रयोगशाळा व प्रात्यक्षिक परीक्षा' }),
      row({ en: 'SYJC Commerce', mr: 'बारावी वाणिज्य' }, 'year', 50000, TUITION),
    ],
    concessions: {
      en: 'Students of the backward classes receive the government freeship through MahaDBT.\nThe fee can be paid in two instalments (June and November).',
      mr: 'मागासवर्गीय विद्यार्थ्यांना महाडीबीटीमार्फत शासनाची शुल्कमाफी मिळते.\nशुल्क दोन हप्त्यांत (जून व नोव्हेंबर) भरता येते.',
    },
    refunds: REFUNDS,
    approvedBy: FRA,
    approvedOn: '2026-04-02',
  },
  DC: {
    rows: [
      row({ en: 'B.Com., first year', mr: 'बी.कॉम., प्रथम वर्ष' }, 'year', 18500, { en: 'Tuition, university and gymkhana fees', mr: 'शिक्षण, विद्यापीठ व जिमखाना शुल्क' }),
      row({ en: 'B.Sc., first year', mr: 'बी.एस्सी., प्रथम वर्ष' }, 'year', 24500, { en: 'Tuition, laboratory and university fees', mr: 'शिक्षण, प्रयोगशाळा व विद्यापीठ शुल्क' }),
      row({ en: 'B.A., first year', mr: 'बी.ए., प्रथम वर्ष' }, 'year', 12000, { en: 'Tuition and university fees', mr: 'शिक्षण व विद्यापीठ शुल्क' }),
    ],
    concessions: {
      en: 'Post-matric scholarships of the state are applied for on MahaDBT; the college office helps with the form.',
      mr: 'राज्य शासनाच्या मॅट्रिकोत्तर शिष्यवृत्तीसाठी महाडीबीटीवर अर्ज करावा; अर्ज भरण्यासाठी महाविद्यालयाचे कार्यालय मदत करते.',
    },
    refunds: { en: 'Refunds follow the University of Mumbai’s rules on cancelled admissions.', mr: 'प्रवेश रद्द केल्यास शुल्क परतावा मुंबई विद्यापीठाच्या नियमांनुसार.' },
    approvedBy: UNIVERSITY,
    approvedOn: '2026-05-20',
    link: 'https://fees.example.org/dc',
  },
  MMS: {
    rows: [
      row({ en: 'Standard 5 to 7', mr: 'इयत्ता 5 वी ते 7 वी' }, 'year', 6000, TUITION),
      row({ en: 'Standard 8 to 10', mr: 'इयत्ता 8 वी ते 10 वी' }, 'year', 7500, TUITION),
    ],
    concessions: STATE_CONCESSIONS,
    refunds: REFUNDS,
    approvedBy: PTA_EC,
    approvedOn: '2026-03-10',
  },
  HSP: {
    rows: [row({ en: 'Standard 8 to 10', mr: 'इयत्ता 8 वी ते 10 वी' }, 'year', 5400, TUITION)],
    concessions: STATE_CONCESSIONS,
    refunds: REFUNDS,
    approvedBy: PTA_EC,
    approvedOn: '2026-03-12',
  },
  EMV: {
    rows: [
      row({ en: 'Standard 1 to 5', mr: 'इयत्ता 1 ली ते 5 वी' }, 'term', 15000, TUITION),
      row({ en: 'Standard 6 to 10', mr: 'इयत्ता 6 वी ते 10 वी' }, 'term', 18000, TUITION),
    ],
    concessions: STATE_CONCESSIONS,
    refunds: REFUNDS,
    approvedBy: FRA,
    approvedOn: '2026-03-28',
  },
}

export type AdmissionSeed = {
  opensOn: string
  closesOn: string
  seats: { course: Text; seats: number }[]
  eligibility: Text
  documents: Text
  faq: { question: Text; answer: Text }[]
}

const DOCUMENTS: Text = {
  en: 'Birth certificate\nLeaving certificate of the previous school\nMark sheet of the last examination\nAadhaar card of the student\nTwo passport-size photographs',
  mr: 'जन्मदाखला\nमागील शाळेचा शाळा सोडल्याचा दाखला\nमागील परीक्षेची गुणपत्रिका\nविद्यार्थ्याचे आधार कार्ड\nपासपोर्ट आकाराची दोन छायाचित्रे',
}

/** By short code: the admission facts of three institutions. */
export const ADMISSIONS: Record<string, AdmissionSeed> = {
  EMS: {
    opensOn: '2026-12-01',
    closesOn: '2027-01-15',
    seats: [
      { course: { en: 'Standard 1', mr: 'इयत्ता 1 ली' }, seats: 120 },
      { course: { en: 'Standard 5 (vacancies)', mr: 'इयत्ता 5 वी (रिक्त जागा)' }, seats: 12 },
    ],
    eligibility: { en: 'Standard 1: the child is six years old on 31 December of the year of admission.', mr: 'इयत्ता 1 ली: प्रवेशाच्या वर्षी 31 डिसेंबर रोजी मुलाचे वय सहा वर्षे पूर्ण.' },
    documents: DOCUMENTS,
    faq: [
      {
        question: { en: 'Is there an entrance test for Standard 1?', mr: 'इयत्ता 1 लीसाठी प्रवेश परीक्षा आहे का?' },
        answer: { en: 'No. Admissions to Standard 1 follow the order of the forms received, with the RTE seats filled by the state’s lottery.', mr: 'नाही. इयत्ता 1 लीचे प्रवेश अर्ज मिळाल्याच्या क्रमाने होतात; आरटीईच्या जागा शासनाच्या सोडतीने भरल्या जातात.' },
      },
      {
        question: { en: 'Can we pay the fee in instalments?', mr: 'शुल्क हप्त्यांनी भरता येते का?' },
        answer: { en: 'Yes, the fee is paid term by term; see the Fees section.', mr: 'होय, शुल्क प्रत्येक सत्रात भरायचे असते; ‘शुल्क’ विभाग पाहा.' },
      },
    ],
  },
  JC: {
    opensOn: '2027-05-25',
    closesOn: '2027-06-20',
    seats: [
      { course: { en: 'FYJC Science', mr: 'अकरावी विज्ञान' }, seats: 240 },
      { course: { en: 'FYJC Commerce', mr: 'अकरावी वाणिज्य' }, seats: 360 },
    ],
    eligibility: { en: 'SSC or an equivalent examination passed; admission through the state’s centralised FYJC admission process.', mr: 'दहावी किंवा समकक्ष परीक्षा उत्तीर्ण; प्रवेश राज्याच्या अकरावी केंद्रीय प्रवेश प्रक्रियेतून.' },
    documents: DOCUMENTS,
    faq: [
      {
        question: { en: 'Do we apply to the college directly?', mr: 'महाविद्यालयात थेट अर्ज करायचा का?' },
        answer: { en: 'No. Apply on the state’s FYJC admission portal and choose this college in your preferences.', mr: 'नाही. राज्याच्या अकरावी प्रवेश संकेतस्थळावर अर्ज करून पसंतीक्रमात हे महाविद्यालय निवडा.' },
      },
    ],
  },
  MMS: {
    opensOn: '2027-03-01',
    closesOn: '2027-04-30',
    seats: [{ course: { en: 'Standard 5', mr: 'इयत्ता 5 वी' }, seats: 80 }],
    eligibility: { en: 'Standard 4 passed.', mr: 'इयत्ता 4 थी उत्तीर्ण.' },
    documents: DOCUMENTS,
    faq: [
      {
        question: { en: 'Is Marathi needed at home?', mr: 'घरी मराठी बोलणे आवश्यक आहे का?' },
        answer: { en: 'No. Teachers help children who speak another language at home during the first months.', mr: 'नाही. घरी दुसरी भाषा बोलणाऱ्या मुलांना सुरुवातीच्या महिन्यांत शिक्षक विशेष मदत करतात.' },
      },
    ],
  },
}
