import { feedResponse } from '@/seo/notice-feed'

/**
 * /notices/atom.xml (and /mr/notices/atom.xml; ?type= for one type): the notices as an Atom feed.
 * A route beside the notices page, so that it has the page's addresses in both languages (English
 * addresses are rewritten to /en/… like the pages, src/i18n/paths.ts); a static segment, so it
 * comes before /notices/{id}.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return feedResponse((await params).lang, 'atom', request)
}
