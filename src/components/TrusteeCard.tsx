import Image, { fromFile } from '@/components/Img'

import { imageSource } from '@/content/media'
import type { Trustee } from '@/content/trustees'
import type { Dictionary } from '@/i18n'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'

type Props = { trustee: Trustee; labels: Dictionary['trustees']; lang: Lang; priority?: boolean }

/**
 * One trustee (SPEC.md section 2): photo or placeholder, name, designation, position, and a
 * Show More / Show Less toggle for info and more_info, present only when either has text.
 */
export function TrusteeCard({ trustee, labels, lang, priority = false }: Props) {
  const hasMore = Boolean(trustee.info.trim() || trustee.moreInfo.trim())
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow" data-testid="trustee-card">
      <div className="relative aspect-square bg-[#e7e2d8] sm:aspect-[4/5]">
        {trustee.photo ? (
          <Image
            {...fromFile(imageSource(trustee.photo, 400))}
            alt={trustee.photo.alt || trustee.name}
            fill
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover object-top"
            priority={priority}
          />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- local SVG placeholder
          <img
            src="/brand/person-placeholder.svg"
            alt={labels.noPhoto}
            className="h-full w-full"
            data-testid="trustee-placeholder"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 lang={textLang(lang, trustee.name)} className="text-lg font-bold text-brand">
          {trustee.name}
        </h2>
        {trustee.designation && (
          <p lang={textLang(lang, trustee.designation)} className="font-medium text-navy">
            {trustee.designation}
          </p>
        )}
        {trustee.position && (
          <p lang={textLang(lang, trustee.position)} className="text-sm text-muted">
            {trustee.position}
          </p>
        )}
        {hasMore && (
          <details className="more mt-3">
            <summary className="inline-flex min-h-11 cursor-pointer items-center rounded px-1 font-semibold text-brand underline">
              <span className="label-more">{labels.showMore}</span>
              <span className="label-less">{labels.showLess}</span>
            </summary>
            <div className="mt-2 space-y-2 text-sm whitespace-pre-line" data-testid="trustee-more">
              {trustee.info && <p lang={textLang(lang, trustee.info)}>{trustee.info}</p>}
              {trustee.moreInfo && <p lang={textLang(lang, trustee.moreInfo)}>{trustee.moreInfo}</p>}
            </div>
          </details>
        )}
      </div>
    </article>
  )
}
