import '../devanagari-font.css'

import type { Metadata } from 'next'

import { BrandMark } from '@/components/BrandMark'
import { Carousel } from '@/components/Carousel'
import { EventItem } from '@/components/EventItem'
import { fromFile, imgAttributes } from '@/components/Img'
import { SiteLink as Link } from '@/components/SiteLink'
import { SocietyJsonLd } from '@/components/SocietyJsonLd'
import { ExternalLink } from '@/components/FileLinks'
import { VisitCounter } from '@/components/VisitCounter'
import { currentYear } from '@/content/academic-year'
import { listUpcomingEvents } from '@/content/events'
import { GENERAL_GALLERY } from '@/content/gallery'
import { listGalleryPage } from '@/content/gallery-pages'
import { imageSource } from '@/content/media'
import { listNoticePage } from '@/content/notices'
import { noticeInList } from '@/lib/notices-path'
import { CAROUSEL_PHOTO_SIZES } from '@/lib/photo-sizes'
import { textLang } from '@/i18n/fallback'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'
import { SubscribeLink } from '@/subscriptions/SubscribeForm'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  const H = t.home
  return { title: { absolute: H.pageTitle }, description: H.description }
}

/**
 * Home (SPEC.md section 2): notice strip, crest, motto, quote, carousel, admission banner; counts the
 * visit. Below the carousel, the next three events, when there are any.
 */
export default async function HomePage() {
  const { lang, dict: t } = await getI18n()
  const H = t.home
  // The first page of each list only: the strip shows 10 notices and the carousel 9 photos, and
  // years of notices and photos must not be read (and held in memory) to show them.
  const [notices, photos, events, current] = await Promise.all([
    listNoticePage({ lang }, 1),
    listGalleryPage({ institution: GENERAL_GALLERY }, 1, lang),
    listUpcomingEvents({}, lang),
    currentYear(),
  ])
  const slides = photos.items.slice(0, 9).map((p, i) => ({
    id: p.id,
    image: imgAttributes({
      ...fromFile(imageSource(p.image, 400)),
      width: 400,
      height: 400,
      sizes: CAROUSEL_PHOTO_SIZES,
      priority: i === 0,
    }),
    alt: p.image.alt || p.caption,
    caption: p.caption,
    lang: textLang(lang, p.caption || p.image.alt),
  }))
  const carouselLabels = {
    carouselLabel: H.carouselLabel,
    slide: H.slide,
    previousSlide: H.previousSlide,
    nextSlide: H.nextSlide,
    pause: H.pause,
    play: H.play,
  }
  const strip = notices.items.slice(0, 10)

  return (
    <>
      <SocietyJsonLd />
      <VisitCounter />
      <h1 className="sr-only">{H.welcome}</h1>
      {strip.length > 0 && (
        <section
          aria-label={H.noticesLabel}
          className="mb-8 flex items-stretch overflow-hidden rounded bg-white shadow"
        >
          <h2 className="flex shrink-0 items-center bg-brand px-3 text-sm font-bold text-white">{H.noticesLabel}</h2>
          <div className="notice-strip min-w-0 flex-1 overflow-x-auto">
            <ul className="notice-strip-track flex w-max gap-8 px-4" data-testid="notice-strip">
              {[...strip, ...strip].map((n, i) => (
                <li key={`${n.id}-${i}`} aria-hidden={i >= strip.length ? true : undefined}>
                  <Link
                    href={noticeInList(n, current)}
                    lang={textLang(lang, n.title)}
                    className="flex min-h-11 items-center whitespace-nowrap text-brand underline"
                    tabIndex={i >= strip.length ? -1 : undefined}
                  >
                    {n.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <div className="mb-10 grid items-center gap-6 md:grid-cols-[auto_1fr]">
        <BrandMark name="logo-crest" label={H.crestAlt} className="mx-auto h-28 w-28 md:h-36 md:w-36" />
        <div className="text-center md:text-left">
          <p lang="mr" className="home-motto text-3xl text-brand md:text-4xl" data-testid="motto">
            {H.motto}
          </p>
          <p className="text-sm text-muted">{H.mottoMeaning}</p>
          <blockquote className="mt-4 text-lg italic">
            <ExternalLink href={H.quoteVideo} className="text-ink no-underline hover:underline">
              {H.quote} <span className="not-italic text-muted">{H.quoteAuthor}</span>
            </ExternalLink>
          </blockquote>
        </div>
      </div>

      <Carousel slides={slides} labels={carouselLabels} />

      {events.length > 0 && (
        <section aria-labelledby="home-events" className="mt-10" data-testid="home-events">
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="home-events" className="text-xl font-bold text-navy">
              {t.events.homeTitle}
            </h2>
            <Link href="/events" className="inline-flex min-h-11 items-center font-semibold text-brand underline">
              {t.events.all}
            </Link>
          </div>
          <ul className="divide-y rounded-lg bg-white shadow">
            {events.slice(0, 3).map((e) => (
              <EventItem key={e.id} event={e} />
            ))}
          </ul>
        </section>
      )}

      {/* New notices by email. */}
      <SubscribeLink lang={lang} />

      {/* The schools' and colleges' mandatory disclosures. */}
      <p className="mt-10">
        <Link
          href="/disclosures"
          className="inline-flex min-h-11 items-center font-semibold text-brand underline"
          data-testid="home-disclosures"
        >
          {t.disclosures.title}
        </Link>
      </p>

      <a
        href={localePath(lang, '/admission')}
        target="_blank"
        rel="noopener noreferrer"
        className="admission-banner fixed right-3 bottom-3 z-20 inline-flex min-h-11 items-center rounded-full bg-gold px-5 font-bold whitespace-nowrap text-ink no-underline shadow-lg hover:bg-white"
        data-testid="admission-banner"
      >
        {H.admissionBanner}
        <span className="sr-only"> {t.common.newTab}</span>
      </a>
      <LastUpdated date={await lastChanged(['notices', 'institutions', 'gallery-images', 'events'])} />
    </>
  )
}
