/** The society's 18 institutions (demo content). The first FULL_SECTIONS get every section filled. */
export type SeedInstitution = {
  name: string
  short: string
  address: string
  kind: 'pre-primary' | 'school' | 'junior-college' | 'degree-college'
  medium: 'english' | 'marathi' | 'semi-english'
  hue: number
}

export const INSTITUTIONS: SeedInstitution[] = [
  { name: 'Vidya Vikas English Medium School, Dadar', short: 'EMS', address: 'Senapati Bapat Marg, Dadar (West), Mumbai – 400 028', kind: 'school', medium: 'english', hue: 0 },
  { name: 'Vidya Vikas Junior College of Science and Commerce, Dadar', short: 'JC', address: 'Gokhale Road, Dadar (West), Mumbai – 400 028', kind: 'junior-college', medium: 'english', hue: 210 },
  { name: 'Vidya Vikas Degree College of Arts, Science and Commerce', short: 'DC', address: 'Ranade Road, Dadar (West), Mumbai – 400 028', kind: 'degree-college', medium: 'english', hue: 130 },
  { name: 'Vidya Vikas Marathi Madhyamik Shala, Dadar', short: 'MMS', address: 'Keluskar Road, Shivaji Park, Mumbai – 400 028', kind: 'school', medium: 'marathi', hue: 30 },
  { name: 'Vidya Vikas Pre-Primary School, Dadar', short: 'PPS', address: 'Senapati Bapat Marg, Dadar (West), Mumbai – 400 028', kind: 'pre-primary', medium: 'english', hue: 300 },
  { name: 'Vidya Vikas High School, Parel', short: 'HSP', address: 'Dr. Ambedkar Road, Parel, Mumbai – 400 012', kind: 'school', medium: 'marathi', hue: 45 },
  { name: 'Vidya Vikas Night High School, Parel', short: 'NHS', address: 'Dr. Ambedkar Road, Parel, Mumbai – 400 012', kind: 'school', medium: 'marathi', hue: 250 },
  { name: 'Vidya Vikas English Medium School, Vikhroli', short: 'EMV', address: 'Tagore Nagar, Vikhroli (East), Mumbai – 400 083', kind: 'school', medium: 'english', hue: 180 },
  { name: 'Vidya Vikas Marathi Shala, Vikhroli', short: 'MSV', address: 'Kannamwar Nagar, Vikhroli (East), Mumbai – 400 083', kind: 'school', medium: 'marathi', hue: 90 },
  { name: 'Vidya Vikas Junior College, Vikhroli', short: 'JCV', address: 'Tagore Nagar, Vikhroli (East), Mumbai – 400 083', kind: 'junior-college', medium: 'english', hue: 330 },
  { name: 'Vidya Vikas English Medium School, Borivali', short: 'EMB', address: 'Chandavarkar Road, Borivali (West), Mumbai – 400 092', kind: 'school', medium: 'english', hue: 200 },
  { name: 'Vidya Vikas Prathamik Shala, Borivali', short: 'PSB', address: 'Gorai Road, Borivali (West), Mumbai – 400 091', kind: 'school', medium: 'marathi', hue: 15 },
  { name: 'Vidya Vikas College of Commerce, Borivali', short: 'CCB', address: 'S. V. Road, Borivali (West), Mumbai – 400 092', kind: 'degree-college', medium: 'english', hue: 160 },
  { name: 'Vidya Vikas Secondary School, Sion', short: 'SSS', address: 'Road No. 24, Sion (West), Mumbai – 400 022', kind: 'school', medium: 'semi-english', hue: 270 },
  { name: 'Vidya Vikas Junior College of Arts, Sion', short: 'JCA', address: 'Road No. 24, Sion (West), Mumbai – 400 022', kind: 'junior-college', medium: 'marathi', hue: 60 },
  { name: 'Vidya Vikas College of Education (B.Ed.), Dadar', short: 'CED', address: 'Ranade Road, Dadar (West), Mumbai – 400 028', kind: 'degree-college', medium: 'english', hue: 230 },
  { name: 'Vidya Vikas Institute of Management Studies', short: 'IMS', address: 'Ranade Road, Dadar (West), Mumbai – 400 028', kind: 'degree-college', medium: 'english', hue: 350 },
  { name: 'Vidya Vikas English Medium School, Mulund', short: 'EMM', address: 'Nahur Road, Mulund (West), Mumbai – 400 080', kind: 'school', medium: 'english', hue: 110 },
]

/** How many institutions, from the first, get all 15 sections (and, in src/seed/data/marathi.ts, their Marathi). */
export const FULL_SECTIONS = 4

/** The heads of the fully described institutions, in the order of INSTITUTIONS. */
export const PRINCIPALS = [
  { name: 'Smt. Kavita Nene', designation: 'Headmistress', education: 'M.A., B.Ed.' },
  { name: 'Dr. Sudhir Apte', designation: 'Principal', education: 'M.Sc., Ph.D.' },
  { name: 'Dr. Rekha Pradhan', designation: 'Principal', education: 'M.Com., Ph.D.' },
  { name: 'Shri Vasant Bhagwat', designation: 'Headmaster', education: 'M.A. (Marathi), M.Ed.' },
]
export const PRINCIPAL_INFO = 'Leads the institution since 2015, with a focus on reading, science and sport for every student.'

/** The rows of the other sections of the fully described institutions (titles and captions). */
export const STANDARDS = ['Standard I', 'Standard V', 'Standard VIII', 'Standard X']
export const INFRASTRUCTURE = ['Main building', 'Science laboratory', 'Library']
export const FACILITIES = ['Computer lab', 'Playground', 'Auditorium']
export const pdfTitles = (year: string, yearsAgo: (n: number) => string) => ({
  pastResults: [`SSC result ${yearsAgo(1)}`, `SSC result ${yearsAgo(2)}`],
  ptaMembers: [`PTA members ${year}`],
  academicCalendar: [`Academic calendar ${year}`],
})

/** Rich sections (HTML, imported through the sanitizer) for the fully described institutions. */
export const richSections = (name: string) => ({
  schoolInfo: [
    {
      title: 'About the institution',
      html: `<p><strong>${name}</strong> is one of the society’s ${'eighteen'} branches. It offers a safe, well-equipped campus and a balance of academics, sport and the arts.</p><ul><li>Smart classrooms in every division</li><li>Library with over 12,000 books</li><li>Counsellor and school nurse on campus</li></ul>`,
    },
    { title: 'Vision', html: '<p>To educate every child for life: curious, capable and kind.</p>' },
  ],
  contact: [
    {
      title: 'Office',
      html: '<p>Office hours: Monday to Saturday, 9:00 to 16:00.</p><p>Phone: <a href="tel:+912224301234">022 2430 1234</a><br>Email: <a href="mailto:office@example.org">office@example.org</a></p>',
    },
  ],
  scholarships: [
    { title: 'Society merit scholarship', html: '<p>Awarded every year to the top three students of each standard. No application needed.</p>' },
    {
      title: 'Government scholarships',
      html: '<p>Students may apply for state scholarships on the <a href="https://mahadbt.maharashtra.gov.in/" target="_blank">MahaDBT portal</a>. The office helps with the forms.</p>',
    },
  ],
  activities: [
    { title: 'Sports', html: '<p>Cricket, football, kabaddi, kho-kho, athletics and chess, coached by qualified staff.</p>' },
    { title: 'Arts', html: '<p>Music, dance, drawing and drama, with an annual gathering in December.</p>' },
  ],
  otherActivities: [{ title: 'Clubs', html: '<p>Science club, eco club, reading club and the National Service Scheme.</p>' }],
  admissionInfo: [
    {
      title: 'How to apply',
      html: '<ol><li>Fill in the online form on the admission portal.</li><li>Submit the documents at the office.</li><li>Pay the fees within seven days of confirmation.</li></ol><p>Admissions open in January for the academic year starting in June.</p>',
    },
  ],
})
