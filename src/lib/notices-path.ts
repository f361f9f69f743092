/**
 * The address of a list on /notices (SPEC.md's form, without the language prefix): the current
 * academic year (`current`, src/content/academic-year.ts) is the default and is left out, so its
 * addresses stay '/notices?type=General'.
 */
export function noticesPath({ year, type }: { year?: string; type?: string }, current: string): string {
  const query = new URLSearchParams()
  if (year && year !== current) query.set('year', year)
  if (type) query.set('type', type)
  const qs = query.toString()
  return qs ? `/notices?${qs}` : '/notices'
}

/**
 * Where the home page's strip leads for one notice (SPEC.md: to /notices, at the notice
 * itself there): its type's tab and its year, scrolled to and marked (`#notice-{id}`, the row's id
 * on /notices), its own page one tap away. The strip shows the newest notices, so the notice is
 * on the list's first page.
 */
export function noticeInList(notice: { id: number; academicYear: string; category: string }, current: string): string {
  return `${noticesPath({ year: notice.academicYear, type: notice.category || undefined }, current)}#${noticeAnchor(notice.id)}`
}

/** The id of a notice's row on /notices. */
export const noticeAnchor = (id: number) => `notice-${id}`
