import type { CommitteeKind } from '@/collections/Committees'

/** A text in English and in Marathi. */
type Both = [string, string]
type Member = { name: string; role: Both; designation?: Both }
export type CommitteeSeed = {
  /** Index into INSTITUTIONS (src/seed/data/institutions.ts). */
  institution: number
  kind: CommitteeKind
  name: Both
  purpose: Both
  members: Member[]
  officer?: { name: string; phone: string; email: string }
}

const chair: Both = ['Chairperson', 'अध्यक्ष']
const secretary: Both = ['Member secretary', 'सदस्य सचिव']
const member: Both = ['Member', 'सदस्य']
const parent: Both = ['Parent representative', 'पालक प्रतिनिधी']
const student: Both = ['Student representative', 'विद्यार्थी प्रतिनिधी']

/**
 * Demo committees: a school's (SMC, PTA, grievance, POSH), a junior college's, a degree
 * college's (with the anti-ragging committee and squad), and a Marathi-medium school whose safety
 * committee has no members yet, for the staff compliance view.
 */
export const COMMITTEES: CommitteeSeed[] = [
  {
    institution: 0,
    kind: 'smc',
    name: ['School Management Committee', 'शाळा व्यवस्थापन समिती'],
    purpose: ['Monitors the working of the school and prepares its development plan, as the RTE Act asks.', 'शिक्षण हक्क कायद्यानुसार शाळेच्या कामकाजावर देखरेख ठेवते आणि शाळा विकास आराखडा तयार करते.'],
    members: [
      { name: 'Smt. Kavita Nene', role: chair, designation: ['Principal', 'मुख्याध्यापिका'] },
      { name: 'Shri Prakash Joshi', role: parent },
      { name: 'Smt. Sunita Patil', role: parent },
      { name: 'Shri Anil Deshmukh', role: secretary, designation: ['Senior teacher', 'ज्येष्ठ शिक्षक'] },
    ],
    officer: { name: 'Smt. Kavita Nene', phone: '022 2430 1111', email: 'ems.dadar@example.org' },
  },
  {
    institution: 0,
    kind: 'pta',
    name: ['Parent-Teacher Association', 'पालक-शिक्षक संघ'],
    purpose: ['Brings parents and teachers together on the progress and welfare of the children.', 'मुलांची प्रगती आणि कल्याण यांसाठी पालक व शिक्षकांना एकत्र आणतो.'],
    members: [
      { name: 'Shri Mahesh Kulkarni', role: ['President (parent)', 'अध्यक्ष (पालक)'] },
      { name: 'Smt. Rekha Sawant', role: ['Vice-president (teacher)', 'उपाध्यक्ष (शिक्षक)'] },
      { name: 'Smt. Neha Gokhale', role: parent },
    ],
  },
  {
    institution: 0,
    kind: 'posh',
    name: ['Internal Committee', 'अंतर्गत समिती'],
    purpose: ['Receives and inquires into complaints of sexual harassment at the workplace.', 'कामाच्या ठिकाणी लैंगिक छळाच्या तक्रारी स्वीकारते आणि त्यांची चौकशी करते.'],
    members: [
      { name: 'Smt. Rekha Sawant', role: ['Presiding officer', 'पीठासीन अधिकारी'] },
      { name: 'Adv. Shubhangi Rane', role: ['External member', 'बाह्य सदस्य'], designation: ['Advocate', 'वकील'] },
      { name: 'Shri Anil Deshmukh', role: member },
    ],
    officer: { name: 'Smt. Rekha Sawant', phone: '022 2430 1112', email: 'ic.ems.dadar@example.org' },
  },
  {
    institution: 1,
    kind: 'grievance',
    name: ['Grievance Redressal Committee', 'तक्रार निवारण समिती'],
    purpose: ['Hears the grievances of students and parents and answers them within fifteen days.', 'विद्यार्थी व पालकांच्या तक्रारी ऐकून पंधरा दिवसांत त्यांना उत्तर देते.'],
    members: [
      { name: 'Dr. Suresh Pawar', role: chair, designation: ['Principal', 'प्राचार्य'] },
      { name: 'Prof. Meena Shinde', role: member },
      { name: 'Kum. Aditi More', role: student },
    ],
    officer: { name: 'Prof. Meena Shinde', phone: '022 2430 2222', email: 'grievance.jc@example.org' },
  },
  {
    institution: 2,
    kind: 'anti-ragging-committee',
    name: ['Anti-Ragging Committee', 'रॅगिंगविरोधी समिती'],
    purpose: ['Keeps the campus free of ragging, as the UGC regulations of 2009 require.', 'यूजीसीच्या 2009 च्या विनियमांनुसार परिसर रॅगिंगमुक्त ठेवते.'],
    members: [
      { name: 'Dr. Vinay Apte', role: chair, designation: ['Principal', 'प्राचार्य'] },
      { name: 'Shri R. K. Jadhav', role: ['Police representative', 'पोलीस प्रतिनिधी'] },
      { name: 'Prof. Asha Bhide', role: member },
      { name: 'Shri Omkar Salvi', role: student },
    ],
    officer: { name: 'Prof. Asha Bhide', phone: '022 2430 3333', email: 'antiragging.dc@example.org' },
  },
  {
    institution: 2,
    kind: 'anti-ragging-squad',
    name: ['Anti-Ragging Squad', 'रॅगिंगविरोधी पथक'],
    purpose: ['Visits hostels, canteens and classrooms without notice and reports any ragging at once.', 'वसतिगृह, उपाहारगृह आणि वर्गांना अचानक भेट देऊन रॅगिंगची कोणतीही घटना त्वरित कळवते.'],
    members: [
      { name: 'Prof. Asha Bhide', role: ['Head of the squad', 'पथक प्रमुख'] },
      { name: 'Prof. Nitin Gaikwad', role: member },
    ],
  },
  {
    institution: 3,
    kind: 'safety',
    name: ['School Safety Committee', 'शाळा सुरक्षा समिती'],
    purpose: ['Checks the safety of the building, transport and drills, and the care of children on the premises.', 'इमारत, वाहतूक, सराव आणि आवारातील मुलांची काळजी यांची सुरक्षा तपासते.'],
    members: [],
  },
]
