import Image, { fromFile } from '@/components/Img'
import { SiteLink as Link } from '@/components/SiteLink'

import type { Collage } from '@/content/gallery-pages'
import { imageSource } from '@/content/media'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'

/**
 * A year of an institution's gallery: up to 4 photos and a View More link (SPEC.md section 2).
 * `priority`: the page's first card, whose photos are the largest paint on a phone: fetched at
 * once instead of after layout (behind the scripts).
 */
export async function CollageCard({ collage, priority = false }: { collage: Collage; priority?: boolean }) {
  const { lang, dict: t } = await getI18n()
  return (
    <article className="overflow-hidden rounded-lg bg-white shadow" data-testid="collage-card">
      <h3 className="px-3 pt-3 font-bold text-navy">{collage.year}</h3>
      {collage.images.length === 0 ? (
        <p className="m-3 flex aspect-[3/2] items-center justify-center rounded bg-paper text-muted">
          {t.fallback.noImage}
        </p>
      ) : (
        <div className="m-3 grid grid-cols-2 gap-1">
          {collage.images.map((g) => (
            <Image
              key={g.id}
              {...fromFile(imageSource(g.image, 200))}
              alt={g.image.alt || g.caption}
              // An alternative text not yet in Marathi is the English one: marked so it is read as English.
              lang={textLang(lang, g.image.alt || g.caption)}
              width={200}
              height={133}
              sizes="(min-width: 1024px) 15vw, (min-width: 640px) 25vw, 50vw"
              className="aspect-[3/2] w-full rounded object-cover"
              priority={priority}
            />
          ))}
        </div>
      )}
      <Link
        href={`/gallery/${collage.year}/${collage.institutionId}`}
        className="mx-3 mb-3 inline-flex min-h-11 items-center font-semibold text-brand underline"
      >
        {t.gallery.viewMore}
        <span className="sr-only">: {collage.year}</span>
      </Link>
    </article>
  )
}
