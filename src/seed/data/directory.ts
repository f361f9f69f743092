import type { DownloadKind } from '@/collections/Downloads'
import type { StaffGroup } from '@/collections/StaffMembers'

/**
 * Demo downloads and staff directories of three institutions (by their index in the seeded
 * order): the CBSE English-medium school (0), the degree college (2, UGC) and the Marathi-medium
 * school (3). Every text has its Marathi; some forms have a Marathi file beside the English one.
 */

export type DemoDownload = {
  kind: DownloadKind
  title: string
  titleMr: string
  description?: string
  descriptionMr?: string
  /** The lines of the demo PDF (real text, which search reads). */
  lines: string[]
  /** A Marathi file too. */
  marathiFile?: boolean
}

export const DOWNLOADS: Record<number, DemoDownload[]> = {
  0: [
    {
      kind: 'prospectus',
      title: 'School prospectus',
      titleMr: 'शाळेचे माहितीपत्रक',
      description: 'Classes, timings, uniform, school bus routes and clubs.',
      descriptionMr: 'वर्ग, वेळा, गणवेश, स्कूल बसचे मार्ग आणि क्लब.',
      lines: ['Nursery to Std X, CBSE.', 'School hours 7:30 to 13:30.', 'Clubs: robotics, chess, choir, eco club.'],
      marathiFile: true,
    },
    {
      kind: 'transfer-certificate',
      title: 'Application for transfer certificate',
      titleMr: 'शाळा सोडल्याच्या दाखल्यासाठी अर्ज',
      description: 'Hand it in at the office with the fee receipt; the certificate is ready in seven working days.',
      descriptionMr: 'शुल्क पावतीसह कार्यालयात जमा करा; दाखला सात कामकाजाच्या दिवसांत मिळतो.',
      lines: ['Name of the student, class and division.', 'Reason for leaving, and the school joined next.'],
      marathiFile: true,
    },
    {
      kind: 'bonafide',
      title: 'Application for bonafide certificate',
      titleMr: 'बोनाफाईड दाखल्यासाठी अर्ज',
      lines: ['Purpose: bank account, passport, scholarship or travel concession.'],
    },
    {
      kind: 'fee-receipt',
      title: 'Fee receipt format',
      titleMr: 'शुल्क पावतीचा नमुना',
      description: 'How a receipt of the school looks, with its serial number and seal.',
      descriptionMr: 'शाळेची पावती कशी असते: अनुक्रमांक आणि शिक्क्यासह.',
      lines: ['Receipt number, date, term and amount.', 'Signed by the accountant, with the school seal.'],
    },
  ],
  2: [
    {
      kind: 'prospectus',
      title: 'College prospectus',
      titleMr: 'महाविद्यालयाचे माहितीपत्रक',
      lines: ['B.A., B.Sc., B.Com. and M.Com.', 'Admission rules, attendance, library and NSS.'],
    },
    {
      kind: 'scholarship',
      title: 'Freeship and scholarship application',
      titleMr: 'फ्रीशिप व शिष्यवृत्ती अर्ज',
      description: 'For students applying on the MahaDBT portal: the documents the college needs from you.',
      descriptionMr: 'महाडीबीटी पोर्टलवर अर्ज करणाऱ्या विद्यार्थ्यांसाठी: महाविद्यालयाला लागणारी कागदपत्रे.',
      lines: ['Caste certificate, income certificate, domicile.', 'Bank passbook linked to Aadhaar.'],
    },
    {
      kind: 'bonafide',
      title: 'Application for bonafide certificate',
      titleMr: 'बोनाफाईड दाखल्यासाठी अर्ज',
      lines: ['Roll number, programme and year.', 'Purpose of the certificate.'],
    },
  ],
  3: [
    {
      kind: 'transfer-certificate',
      title: 'Application for school leaving certificate',
      titleMr: 'शाळा सोडल्याच्या दाखल्यासाठी अर्ज',
      lines: ['General register number, class and division.', 'Reason for leaving.'],
      marathiFile: true,
    },
    {
      kind: 'scholarship',
      title: 'Std V and VIII scholarship examination form',
      titleMr: 'इयत्ता पाचवी व आठवी शिष्यवृत्ती परीक्षा अर्ज',
      lines: ['Maharashtra State Council of Examination.', 'Hand in the form to the class teacher.'],
      marathiFile: true,
    },
  ],
}

export type DemoPerson = {
  group: StaffGroup
  name: string
  nameMr: string
  designation: string
  designationMr: string
  department?: string
  departmentMr?: string
  qualifications: string
  qualificationsMr: string
  email?: string
  /** A generated portrait. */
  photo?: boolean
}

const person = (
  group: StaffGroup,
  [name, nameMr]: [string, string],
  [designation, designationMr]: [string, string],
  department: [string, string] | null,
  [qualifications, qualificationsMr]: [string, string],
  extra: { email?: string; photo?: boolean } = {},
): DemoPerson => ({
  group,
  name,
  nameMr,
  designation,
  designationMr,
  ...(department ? { department: department[0], departmentMr: department[1] } : {}),
  qualifications,
  qualificationsMr,
  ...extra,
})

export const STAFF: Record<number, DemoPerson[]> = {
  0: [
    person(
      'head',
      ['Smt. Kavita Nene', 'श्रीमती कविता नेने'],
      ['Headmistress', 'मुख्याध्यापिका'],
      null,
      ['M.A., B.Ed.', 'एम.ए., बी.एड.'],
      { email: 'principal.ems@example.org', photo: true },
    ),
    person(
      'teaching',
      ['Shri Prakash Kulkarni', 'श्री. प्रकाश कुलकर्णी'],
      ['PGT', 'पीजीटी'],
      ['Mathematics', 'गणित'],
      ['M.Sc., B.Ed.', 'एम.एस्सी., बी.एड.'],
      { photo: true },
    ),
    person(
      'teaching',
      ['Smt. Anjali Deshmukh', 'श्रीमती अंजली देशमुख'],
      ['PGT', 'पीजीटी'],
      ['Physics', 'भौतिकशास्त्र'],
      ['M.Sc., B.Ed.', 'एम.एस्सी., बी.एड.'],
    ),
    person(
      'teaching',
      ['Ms. Farah Shaikh', 'कु. फराह शेख'],
      ['TGT', 'टीजीटी'],
      ['English', 'इंग्रजी'],
      ['M.A., B.Ed.', 'एम.ए., बी.एड.'],
    ),
    person(
      'teaching',
      ['Shri Rahul Gaikwad', 'श्री. राहुल गायकवाड'],
      ['PRT', 'पीआरटी'],
      ['Primary section', 'प्राथमिक विभाग'],
      ['B.A., D.El.Ed.', 'बी.ए., डी.एल.एड.'],
    ),
    person(
      'teaching',
      ['Smt. Sneha Rane', 'श्रीमती स्नेहा राणे'],
      ['Special educator', 'विशेष शिक्षिका'],
      ['Inclusive education', 'समावेशक शिक्षण'],
      ['B.Ed. (Special Education)', 'बी.एड. (विशेष शिक्षण)'],
    ),
    person(
      'support',
      ['Smt. Varsha More', 'श्रीमती वर्षा मोरे'],
      ['Counsellor', 'समुपदेशक'],
      null,
      ['M.A. (Psychology)', 'एम.ए. (मानसशास्त्र)'],
      { email: 'counsellor.ems@example.org' },
    ),
  ],
  2: [
    person(
      'head',
      ['Dr. Rekha Pradhan', 'डॉ. रेखा प्रधान'],
      ['Principal', 'प्राचार्य'],
      null,
      ['M.Com., Ph.D.', 'एम.कॉम., पीएच.डी.'],
      { email: 'principal.dc@example.org', photo: true },
    ),
    person(
      'teaching',
      ['Dr. Sanjay Wagh', 'डॉ. संजय वाघ'],
      ['Associate Professor', 'सहयोगी प्राध्यापक'],
      ['Commerce', 'वाणिज्य'],
      ['M.Com., Ph.D., NET', 'एम.कॉम., पीएच.डी., नेट'],
      { email: 'commerce.dc@example.org' },
    ),
    person(
      'teaching',
      ['Dr. Leena Karnik', 'डॉ. लीना कर्णिक'],
      ['Assistant Professor', 'सहायक प्राध्यापक'],
      ['Chemistry', 'रसायनशास्त्र'],
      ['M.Sc., Ph.D., SET', 'एम.एस्सी., पीएच.डी., सेट'],
    ),
    person(
      'teaching',
      ['Shri Amol Patwardhan', 'श्री. अमोल पटवर्धन'],
      ['Assistant Professor', 'सहायक प्राध्यापक'],
      ['Economics', 'अर्थशास्त्र'],
      ['M.A., NET', 'एम.ए., नेट'],
    ),
    person(
      'support',
      ['Smt. Kalpana Joshi', 'श्रीमती कल्पना जोशी'],
      ['Librarian', 'ग्रंथपाल'],
      null,
      ['M.Lib.I.Sc.', 'एम.लिब.आय.एस्सी.'],
    ),
  ],
  3: [
    person(
      'head',
      ['Shri Vasant Bhagwat', 'श्री. वसंत भागवत'],
      ['Headmaster', 'मुख्याध्यापक'],
      null,
      ['M.A. (Marathi), M.Ed.', 'एम.ए. (मराठी), एम.एड.'],
      { photo: true },
    ),
    person(
      'teaching',
      ['Smt. Suvarna Patil', 'श्रीमती सुवर्णा पाटील'],
      ['Assistant teacher', 'सहशिक्षिका'],
      ['Marathi and History', 'मराठी व इतिहास'],
      ['M.A., B.Ed.', 'एम.ए., बी.एड.'],
    ),
    person(
      'teaching',
      ['Shri Dattatray Jadhav', 'श्री. दत्तात्रय जाधव'],
      ['Assistant teacher', 'सहशिक्षक'],
      ['Mathematics and Science', 'गणित व विज्ञान'],
      ['B.Sc., B.Ed.', 'बी.एस्सी., बी.एड.'],
    ),
  ],
}
