// What `npm run bench` loads: the main pages and five /api/v1 reads (GET only; POSTs are rate limited).
export const PAGES = ['/', '/institutions/1', '/gallery/all', '/notices']
export const API_READS = [
  '/api/v1/notice',
  '/api/v1/institute',
  '/api/v1/trustee',
  '/api/v1/institute/1',
  '/api/v1/school/gallery/institute/0?type=all',
]
