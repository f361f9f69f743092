import { SiteLink } from '@/components/SiteLink'
import type { Lang } from '@/i18n/lang'

import { ClassSeats } from './ClassSeats'
import { schoolOffers } from './seats'
import { enquiryTexts } from './texts'

/**
 * The way to the admission enquiry form, on a school's Admission section (that school chosen, its
 * classes listed open or closed) and on /admission. A link, not the form itself: those pages are kept by the page cache, and the form
 * carries a single-use token.
 */
export async function EnquiryLink({ lang, school, level = 3 }: { lang: Lang; school?: number; level?: 2 | 3 }) {
  const T = enquiryTexts(lang)
  // Under the page's h1 on /admission, under the section's h2 on a school's page.
  const Heading = level === 2 ? 'h2' : 'h3'
  const offers = school ? await schoolOffers(school) : []
  return (
    <section className="mt-4 rounded-lg bg-white p-5 shadow" data-testid="enquiry-link" data-print="hide">
      <Heading className="mb-2 text-lg font-bold text-navy">{T.formTitle}</Heading>
      <p className="mb-3">{T.formIntro}</p>
      <ClassSeats offers={offers} lang={lang} />
      <p className="flex flex-wrap gap-4">
        <SiteLink
          href={school ? `/admission/enquiry?school=${school}` : '/admission/enquiry'}
          className="inline-flex min-h-11 items-center rounded bg-brand px-4 font-semibold text-white no-underline"
        >
          {T.ask}
        </SiteLink>
        <SiteLink
          href="/admission/status"
          className="inline-flex min-h-11 items-center font-semibold text-brand underline"
        >
          {T.checkStatus}
        </SiteLink>
      </p>
    </section>
  )
}
