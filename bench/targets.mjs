// What `npm run bench` loads: the main pages, the first two also in Marathi (each next to its English
// page, with the same targets), and five /api/v1 reads (GET only; POSTs are rate limited).
export const PAGES = ['/', '/mr', '/institutions/1', '/mr/institutions/1', '/gallery/all', '/notices']
export const API_READS = [
  '/api/v1/notice',
  '/api/v1/institute',
  '/api/v1/trustee',
  '/api/v1/institute/1',
  '/api/v1/school/gallery/institute/0?type=all',
]
