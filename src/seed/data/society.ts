/** Society-wide demo content: awards, RTI, notices, media talks, links, achievements. */

export const AWARDS = [
  {
    awardeeName: 'Vidya Vikas Education Society',
    html: '<p>Awarded <strong>Best Educational Institution</strong> by the Government of Maharashtra in 2010 for excellence in school education.</p>',
  },
  { awardeeName: 'Smt. Kavita Nene, Principal, English Medium School', html: '<p>State Award for Best Teacher, 2019, for her work on reading programmes.</p>' },
  { awardeeName: 'Degree College NSS Unit', html: '<p>Best NSS Unit award from the University of Mumbai for blood donation and literacy drives.</p>' },
  { awardeeName: 'Junior College Science Department', html: '<p>First prize at the Mumbai Science Exhibition for a low-cost water purifier.</p>' },
  { awardeeName: 'Shri Madhukar Deshpande', html: '<p>Lifetime Achievement Award in Education from the Dadar Citizens’ Forum.</p>' },
]

/**
 * The RTI items of /rti ("Other information"), under the section 4(1)(b) disclosure and its two
 * officers: what an applicant needs beyond them (how to apply, the fees and how to pay them, the
 * second appeal), and where the disclosure is. Links to this site's pages; RTI_ITEMS_MR has the
 * Marathi, with the Marathi pages' addresses.
 */
export const RTI_ITEMS = [
  {
    title: 'How to apply',
    html: '<h2>How to apply</h2><ol><li>Write to the Public Information Officer named above, in English or Marathi: by post, by email or at the RTI desk of the society’s office. Say what information you want; you need not give a reason.</li><li>Pay the application fee of ₹10 (see below).</li><li>You will receive the information within 30 days, or within 48 hours if it concerns a person’s life or liberty.</li></ol>',
  },
  {
    title: 'Fees',
    html: '<h2>Fees and how to pay them</h2><p>Under the Maharashtra Right to Information Rules, 2012:</p><ul><li>Application: ₹10.</li><li>Copies: ₹2 a page (A4 or A3); on a CD: ₹50.</li><li>Inspection of records: the first hour free, then ₹5 for every further 15 minutes.</li></ul><p>Pay in cash at the society’s office against a receipt, by demand draft or banker’s cheque payable to “Vidya Vikas Education Society”, or with a ₹10 court-fee stamp on the application. Applicants below the poverty line pay no fee: attach a copy of the certificate.</p>',
  },
  {
    title: 'Second appeal',
    html: '<h2>Second appeal</h2><p>If the First Appellate Authority’s decision does not satisfy you, or no decision comes within 45 days of your appeal, you may appeal within 90 days to the Maharashtra State Information Commission (section 19(3) of the Act).</p>',
  },
  {
    title: 'Section 4(1)(b) disclosure',
    html: '<h2>Our disclosure under section 4(1)(b)</h2><p>What the society publishes of its own accord, clause by clause (its organisation, duties, rules, budget and staff), is at the <a href="/rti#rti-41b">top of this page</a>; the budget summary is the PDF under clause (xi). Each school’s and college’s own mandatory disclosure is on the <a href="/disclosures">mandatory disclosures</a> page.</p>',
  },
]

export const NOTICE_TYPES = ['General', 'Admission', 'Examination', 'Recruitment', 'Circular']

/** `yearsAgo` 0 is the current academic year; `daysAgo` dates the notice within it. */
export const NOTICES = [
  { title: 'School reopens after the Diwali vacation', type: 'General', yearsAgo: 0, daysAgo: 10, pdf: true },
  { title: 'Annual sports day schedule', type: 'General', yearsAgo: 0, daysAgo: 25, pdf: true },
  { title: 'Parent–teacher meeting for Standards V to X', type: 'Circular', yearsAgo: 0, daysAgo: 5, pdf: false },
  { title: 'Admissions open for the next academic year', type: 'Admission', yearsAgo: 0, daysAgo: 3, pdf: true },
  { title: 'Junior college first merit list', type: 'Admission', yearsAgo: 0, daysAgo: 120, pdf: true },
  {
    title: 'First term examination timetable',
    type: 'Examination',
    yearsAgo: 0,
    daysAgo: 40,
    pdf: true,
    // Later pages of its PDF: "hydroponics" is in no other text of the demo, so a search for it
    // finds this notice by its PDF's page 3 only (tests/e2e/search.spec.ts).
    pages: [
      ['Written examinations', 'Standards V to VII: 10 to 14 October, 8.30 am to 11.00 am.', 'Standards VIII to X: 10 to 17 October, 11.30 am to 2.30 pm.'],
      ['Practical examinations', 'Science practicals are held in the hydroponics laboratory of each school.', 'Bring your journal signed by the subject teacher.'],
    ],
  },
  { title: 'Hall tickets for the preliminary examination', type: 'Examination', yearsAgo: 0, daysAgo: 2, pdf: false },
  { title: 'Recruitment of assistant teachers (Mathematics, Science)', type: 'Recruitment', yearsAgo: 0, daysAgo: 15, pdf: true },
  { title: 'Uniform and textbook distribution', type: 'Circular', yearsAgo: 0, daysAgo: 150, pdf: false },
  { title: 'Annual gathering photographs available', type: 'General', yearsAgo: 1, daysAgo: 200, pdf: false },
  { title: 'Second term examination timetable', type: 'Examination', yearsAgo: 1, daysAgo: 120, pdf: true },
  { title: 'Admissions open for the academic year', type: 'Admission', yearsAgo: 1, daysAgo: 300, pdf: true },
  { title: 'Recruitment of librarian', type: 'Recruitment', yearsAgo: 1, daysAgo: 180, pdf: true },
  { title: 'Holiday list', type: 'Circular', yearsAgo: 1, daysAgo: 330, pdf: true },
]

export const MEDIA_TALKS = [
  { title: 'Dadar school students build a rainwater harvesting model', source: 'Mumbai Mirror', url: 'https://example.org/news/rainwater', daysAgo: 20 },
  { title: 'Sixty years of Vidya Vikas: a look back', source: 'Loksatta', url: 'https://example.org/news/sixty-years', daysAgo: 90 },
  { title: 'Principal’s interview on the new education policy', source: 'Doordarshan Sahyadri', url: 'https://example.org/video/nep', daysAgo: 150 },
  { title: 'Junior college topper shares her study routine', source: 'Maharashtra Times', url: '', daysAgo: 210 },
  { title: 'Night school graduates celebrated', source: 'Hindustan Times', url: 'https://example.org/news/night-school', daysAgo: 400 },
  { title: 'Society launches digital classrooms in all branches', source: 'The Times of India', url: 'https://example.org/news/digital', daysAgo: 500 },
]

export const IMPORTANT_LINKS = [
  { title: 'Maharashtra State Board of Secondary and Higher Secondary Education', url: 'https://mahahsscboard.in/' },
  { title: 'University of Mumbai', url: 'https://mu.ac.in/' },
  { title: 'MahaDBT scholarships portal', url: 'https://mahadbt.maharashtra.gov.in/' },
  { title: 'Ministry of Education, Government of India', url: 'https://www.education.gov.in/' },
  { title: 'University Grants Commission', url: 'https://www.ugc.gov.in/' },
  { title: 'National Scholarship Portal', url: 'https://scholarships.gov.in/' },
]

export const ACHIEVEMENT_TYPES = ['Academics', 'Sports', 'Cultural', 'Science', 'Social Service']

const STUDENTS = ['Aarav Kulkarni', 'Ishita Patil', 'Rohan Deshmukh', 'Sneha Joshi', 'Omkar Sawant', 'Pooja Shinde', 'Aditya Gokhale', 'Rutuja More', 'Yash Naik', 'Tanvi Bhide', 'Sahil Pawar', 'Neha Kamat']
const TEACHERS = ['Smt. Kavita Nene', 'Shri Prakash Rane', 'Dr. Anuja Phadke', 'Shri Vinod Kadam']
const FEATS: Record<string, string[]> = {
  Academics: ['First in the district in the SSC examination', 'State rank in the HSC science stream', 'Gold medal, University of Mumbai'],
  Sports: ['Gold medal, inter-school athletics (100 m)', 'Captain of the state under-17 kabaddi team', 'District chess champion'],
  Cultural: ['First prize, state drama competition', 'Finalist, national classical dance festival'],
  Science: ['Winner, Mumbai Science Exhibition', 'INSPIRE award for a science project'],
  'Social Service': ['Led the campus cleanliness drive', 'Organised a blood donation camp of 200 donors'],
}
const TEACHER_FEATS = ['State award for best teacher', 'Published a Marathi grammar workbook', 'PhD awarded by the University of Mumbai', 'Trained 50 teachers in digital teaching']

/** Demo achievements over four academic years, spread over the first institutions. */
export function achievements() {
  const out: { achieverName: string; achievement: string; type: string; yearsAgo: number; institution: number; by: 'student' | 'teacher'; pdf: boolean }[] = []
  let n = 0
  for (let yearsAgo = 0; yearsAgo < 4; yearsAgo++) {
    for (const type of ACHIEVEMENT_TYPES) {
      const feats = FEATS[type]!
      for (let k = 0; k < (yearsAgo === 0 ? 2 : 1); k++) {
        out.push({
          achieverName: STUDENTS[n % STUDENTS.length]!,
          achievement: feats[(n + k) % feats.length]!,
          type,
          yearsAgo,
          institution: n % 6,
          by: 'student',
          pdf: n % 3 === 0,
        })
        n++
      }
    }
    out.push({
      achieverName: TEACHERS[yearsAgo % TEACHERS.length]!,
      achievement: TEACHER_FEATS[yearsAgo % TEACHER_FEATS.length]!,
      type: 'Academics',
      yearsAgo,
      institution: yearsAgo % 3,
      by: 'teacher',
      pdf: false,
    })
  }
  return out
}
