import { currentPreview } from '@/content/preview'
import { getDictionary } from '@/i18n'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import { getSitePath } from '@/i18n/server'

/**
 * Atop every page rendered as a staff preview (src/content/preview.ts): says that what follows is
 * a draft, and links out of preview (a plain link: works without JavaScript). Also keeps the page
 * out of search engines (the response's X-Robots-Tag says so too, src/proxy.ts). Nothing for
 * visitors.
 */
export async function PreviewBanner({ lang }: { lang: Lang }) {
  const preview = await currentPreview()
  if (!preview) return null
  const t = getDictionary(lang).preview
  const back = localePath(lang, await getSitePath())
  return (
    <div
      role="status"
      className="border-b-4 border-amber-600 bg-amber-100 px-4 py-3 text-amber-950"
      data-preview-banner
    >
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p>
          <strong className="font-bold">{t.banner}</strong> <span className="block sm:inline">{t.note}</span>
        </p>
        <a
          href={`/api/preview/exit?${new URLSearchParams({ path: back })}`}
          className="inline-flex min-h-11 items-center rounded border border-amber-800 bg-white px-3 font-semibold text-amber-950 underline-offset-2 hover:underline focus:outline-2 focus:outline-offset-2"
        >
          {t.leave}
        </a>
      </div>
    </div>
  )
}
