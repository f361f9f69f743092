// What `npm run bench` loads: the main pages, the first two also in Marathi (each next to its English
// page, with the same targets), site search for a common word and a rare one (a word only on page 3
// of a demo PDF), and five /api/v1 reads (GET only; POSTs are rate limited).
export const PAGES = [
  '/',
  '/mr',
  '/institutions/1',
  '/mr/institutions/1',
  '/gallery/all',
  '/notices',
  '/search?q=examination',
  '/search?q=hydroponics',
]
export const API_READS = [
  '/api/v1/notice',
  '/api/v1/institute',
  '/api/v1/trustee',
  '/api/v1/institute/1',
  '/api/v1/school/gallery/institute/0?type=all',
]
