import type { Board } from '@/lib/disclosure-items'

/**
 * Demo mandatory disclosures: two CBSE schools complete, a state-board school whose
 * fire safety certificate has expired, a junior college with items still missing, and two degree
 * colleges. `institution` is an index into INSTITUTIONS (data/institutions.ts). Text values in
 * English with their Marathi; documents are made as PDFs, valid `validDays` from the seeding day
 * (negative: expired).
 */

export type DemoItem = { item: string; value?: string; valueMr?: string; link?: string; validDays?: number; issuedDaysAgo?: number; title?: string; titleMr?: string }
export type DemoFee = { standard: string; standardMr: string; amount: number; note?: string; noteMr?: string }
export type DemoDisclosure = { institution: number; board: Board; items: DemoItem[]; fees: DemoFee[]; approvalRef: string }

const doc = (item: string, validDays?: number, issuedDaysAgo = 200): DemoItem => ({ item, validDays, issuedDaysAgo })

const cbse = (code: string, affiliation: string, principal: string, email: string, phone: string): DemoItem[] => [
  { item: 'affiliationNumber', value: affiliation, valueMr: affiliation },
  { item: 'schoolCode', value: code, valueMr: code },
  { item: 'principalQualification', value: `${principal}, M.Sc., B.Ed.`, valueMr: `${principal}, एम.एस्सी., बी.एड.` },
  { item: 'email', value: email, valueMr: email },
  { item: 'phone', value: phone, valueMr: phone },
  doc('affiliationLetter', 4 * 365),
  doc('trustRegistration'),
  doc('noc'),
  doc('rteRecognition', 3 * 365),
  doc('buildingSafety', 2 * 365),
  doc('fireSafety', 300),
  doc('deoCertificate'),
  doc('waterHealthSanitation', 20, 345),
  doc('academicCalendar'),
  doc('smcMembers'),
  doc('ptaMembers'),
  doc('boardResults'),
  { item: 'principalName', value: principal, valueMr: principal },
  { item: 'teachersByCategory', value: 'PGT: 9, TGT: 14, PRT: 18', valueMr: 'पीजीटी: 9, टीजीटी: 14, पीआरटी: 18' },
  { item: 'teacherSectionRatio', value: '1.5 : 1', valueMr: '1.5 : 1' },
  { item: 'specialEducator', value: 'Smt. Anjali Karnik, B.Ed. (Special Education)', valueMr: 'श्रीमती अंजली कर्णिक, बी.एड. (विशेष शिक्षण)' },
  { item: 'counsellor', value: 'Shri Rohan Deshpande, M.A. (Psychology)', valueMr: 'श्री रोहन देशपांडे, एम.ए. (मानसशास्त्र)' },
  { item: 'campusArea', value: '6,200 m²', valueMr: '6,200 चौ. मी.' },
  { item: 'classrooms', value: '32 classrooms of 50 m² each', valueMr: 'प्रत्येकी 50 चौ. मी.च्या 32 वर्गखोल्या' },
  { item: 'laboratories', value: 'Physics, chemistry, biology (60 m² each), computer laboratory (70 m²)', valueMr: 'भौतिकशास्त्र, रसायनशास्त्र, जीवशास्त्र (प्रत्येकी 60 चौ. मी.), संगणक प्रयोगशाळा (70 चौ. मी.)' },
  { item: 'internet', value: 'Yes, 100 Mbit/s fibre', valueMr: 'होय, 100 Mbit/s फायबर' },
  { item: 'toilets', value: 'Girls: 16, boys: 16', valueMr: 'मुली: 16, मुले: 16' },
  // Where the society would publish the school's inspection video (a placeholder address of the demo's own site).
  { item: 'inspectionVideo', link: `https://vidyavikas.example.org/videos/inspection-${code}` },
]

const schoolFees = (from: number): DemoFee[] => [
  { standard: 'Std. I to IV', standardMr: 'इयत्ता पहिली ते चौथी', amount: from },
  { standard: 'Std. V to VIII', standardMr: 'इयत्ता पाचवी ते आठवी', amount: from + 6000 },
  { standard: 'Std. IX and X', standardMr: 'इयत्ता नववी व दहावी', amount: from + 12000, note: 'Laboratory fee included', noteMr: 'प्रयोगशाळा शुल्कासह' },
]

const college = (naac: string, programmes: string, programmesMr: string): DemoItem[] => [
  doc('recognition'),
  doc('naac', 3 * 365),
  { item: 'nirf', value: 'Not ranked (participated in 2025)', valueMr: 'क्रमवारी नाही (2025 मध्ये सहभाग)' },
  { item: 'governingBodies', value: `College development committee chaired by the society's president; ${naac}`, valueMr: 'संस्थेच्या अध्यक्षांच्या अध्यक्षतेखालील महाविद्यालय विकास समिती' },
  { item: 'programmes', value: programmes, valueMr: programmesMr },
  { item: 'seats', value: 'B.Com.: 360, B.Sc.: 120, B.A.: 120', valueMr: 'बी.कॉम.: 360, बी.एस्सी.: 120, बी.ए.: 120' },
  doc('refundPolicy'),
  { item: 'faculty', value: '48 teachers: 21 with Ph.D., 27 with NET/SET', valueMr: '48 अध्यापक: 21 पीएच.डी., 27 नेट/सेट' },
  doc('collegeCalendar'),
  doc('auditedAccounts'),
  { item: 'antiRagging', value: 'Anti-ragging committee and squad; helpline 1800-180-5522', valueMr: 'रॅगिंगविरोधी समिती व पथक; हेल्पलाइन 1800-180-5522' },
  { item: 'grievanceOmbudsperson', value: 'Ombudsperson: Dr. Madhav Kulkarni (retired judge), ombudsperson@example.org', valueMr: 'लोकपाल: डॉ. माधव कुलकर्णी (निवृत्त न्यायाधीश), ombudsperson@example.org' },
]

export const DISCLOSURES: DemoDisclosure[] = [
  { institution: 0, board: 'cbse', items: cbse('30412', '1130412', 'Smt. Kavita Nene', 'ems.dadar@example.org', '022 2430 1111'), fees: schoolFees(38000), approvalRef: 'FRC/MUM/2025/114' },
  { institution: 7, board: 'cbse', items: cbse('30577', '1130577', 'Smt. Meera Joshi', 'ems.vikhroli@example.org', '022 2578 2222'), fees: schoolFees(34000), approvalRef: 'FRC/MUM/2025/131' },
  {
    institution: 3,
    board: 'state',
    items: [
      { item: 'schoolCode', value: '27230100412', valueMr: '27230100412' },
      { item: 'principalQualification', value: 'Shri Vasant Bhagwat, M.A. (Marathi), M.Ed.', valueMr: 'श्री वसंत भागवत, एम.ए. (मराठी), एम.एड.' },
      { item: 'email', value: 'mms.dadar@example.org' },
      { item: 'phone', value: '022 2445 3333' },
      doc('trustRegistration'),
      doc('rteRecognition', 2 * 365),
      doc('buildingSafety', 400),
      // Expired: the compliance view and the weekly mail name it.
      doc('fireSafety', -12, 377),
      doc('waterHealthSanitation', 150),
      doc('academicCalendar'),
      doc('smcMembers'),
      doc('ptaMembers'),
      doc('boardResults'),
      { item: 'principalName', value: 'Shri Vasant Bhagwat', valueMr: 'श्री वसंत भागवत' },
      { item: 'teachersByCategory', value: 'Secondary: 12, primary: 10', valueMr: 'माध्यमिक: 12, प्राथमिक: 10' },
      { item: 'teacherSectionRatio', value: '1.4 : 1', valueMr: '1.4 : 1' },
      { item: 'counsellor', value: 'Smt. Sunanda Gokhale (visiting, twice a week)', valueMr: 'श्रीमती सुनंदा गोखले (आठवड्यातून दोनदा)' },
      { item: 'campusArea', value: '3,100 m²', valueMr: '3,100 चौ. मी.' },
      { item: 'classrooms', value: '18 classrooms of 45 m² each', valueMr: 'प्रत्येकी 45 चौ. मी.च्या 18 वर्गखोल्या' },
      { item: 'laboratories', value: 'Science laboratory (55 m²), computer laboratory (40 m²)', valueMr: 'विज्ञान प्रयोगशाळा (55 चौ. मी.), संगणक प्रयोगशाळा (40 चौ. मी.)' },
      { item: 'internet', value: 'Yes', valueMr: 'होय' },
      { item: 'toilets', value: 'Girls: 8, boys: 8', valueMr: 'मुली: 8, मुले: 8' },
      { item: 'custom', title: 'Marathi language laboratory', titleMr: 'मराठी भाषा प्रयोगशाळा', value: 'Opened in 2024 with 30 listening stations.', valueMr: '2024 मध्ये सुरू, 30 श्रवण केंद्रांसह.' },
    ],
    fees: [
      { standard: 'Std. V to VII', standardMr: 'इयत्ता पाचवी ते सातवी', amount: 0, note: 'Aided: no tuition fee', noteMr: 'अनुदानित: शिक्षण शुल्क नाही' },
      { standard: 'Std. VIII to X', standardMr: 'इयत्ता आठवी ते दहावी', amount: 1200, note: 'Term fee', noteMr: 'सत्र शुल्क' },
    ],
    approvalRef: 'EO/BMC/2025/88',
  },
  {
    // Items still missing: the compliance view lists them.
    institution: 1,
    board: 'junior',
    items: [
      { item: 'schoolCode', value: 'J-31.01.021', valueMr: 'J-31.01.021' },
      { item: 'principalQualification', value: 'Dr. Sudhir Apte, M.Sc., Ph.D.', valueMr: 'डॉ. सुधीर आपटे, एम.एस्सी., पीएच.डी.' },
      { item: 'email', value: 'jc.dadar@example.org' },
      doc('trustRegistration'),
      doc('fireSafety', 180),
      doc('academicCalendar'),
      { item: 'principalName', value: 'Dr. Sudhir Apte', valueMr: 'डॉ. सुधीर आपटे' },
    ],
    fees: [{ standard: 'Std. XI and XII (Science)', standardMr: 'इयत्ता अकरावी व बारावी (विज्ञान)', amount: 9500 }],
    approvalRef: 'DYD/MUM/2025/402',
  },
  {
    institution: 2,
    board: 'ugc',
    items: college('NAAC B++ (2023)', 'B.A., B.Sc., B.Com., M.Com.', 'बी.ए., बी.एस्सी., बी.कॉम., एम.कॉम.'),
    fees: [
      { standard: 'B.A. (first year)', standardMr: 'बी.ए. (प्रथम वर्ष)', amount: 7200 },
      { standard: 'B.Sc. (first year)', standardMr: 'बी.एस्सी. (प्रथम वर्ष)', amount: 11800 },
      { standard: 'B.Com. (first year)', standardMr: 'बी.कॉम. (प्रथम वर्ष)', amount: 7600 },
    ],
    approvalRef: 'University of Mumbai, fee circular 2025/61',
  },
  {
    institution: 12,
    board: 'ugc',
    items: college('NAAC A (2024)', 'B.Com., B.M.S., B.A.F.', 'बी.कॉम., बी.एम.एस., बी.ए.एफ.'),
    fees: [
      { standard: 'B.Com. (first year)', standardMr: 'बी.कॉम. (प्रथम वर्ष)', amount: 8100 },
      { standard: 'B.M.S. (first year)', standardMr: 'बी.एम.एस. (प्रथम वर्ष)', amount: 24500, note: 'Self-financed course', noteMr: 'विनाअनुदानित अभ्यासक्रम' },
    ],
    approvalRef: 'University of Mumbai, fee circular 2025/61',
  },
]
