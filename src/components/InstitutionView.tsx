import Image, { fromFile } from '@/components/Img'
import { SiteLink as Link } from '@/components/SiteLink'
import { TableScroll } from '@/components/TableScroll'
import { notFound } from 'next/navigation'

import { AchievementCard } from '@/components/AchievementCard'
import { JsonLd } from '@/components/JsonLd'
import { CommitteesView } from '@/components/CommitteesView'
import { SchoolDownloads } from '@/components/SchoolDownloads'
import { StaffDirectory } from '@/components/StaffDirectory'
import { LatestSchoolNotices, SchoolNotices } from '@/components/SchoolNotices'
import { DisclosureView } from '@/components/DisclosureView'
import { GalleryPage } from '@/components/GalleryPage'
import { Pagination } from '@/components/Pagination'
import { LastUpdated } from '@/components/LastUpdated'
import { AdmissionFactsView, FeesView, VisitFacts } from '@/components/InstitutionFacts'
import { PdfDocument } from '@/components/FileLinks'
import { Empty, RichHtml } from '@/components/PageText'
import { EnquiryLink } from '@/admissions/EnquiryLink'
import { listAchievementPage } from '@/content/achievements'
import { getInstitution, type InstitutionDetail, type Photo, type RichBlock } from '@/content/institutions'
import { imageSource } from '@/content/media'
import { getSiteSettings } from '@/content/site-settings'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'
import { eventsPagePath } from '@/lib/event-feeds'
import { parsePositiveId } from '@/lib/whole-number'
import { ACHIEVEMENT_PAGE_SIZE, pageHref, pageOf, requestedPage } from '@/lib/paging'
import {
  DEFAULT_SECTION,
  INSTITUTION_SECTIONS,
  sectionDef,
  sectionHref,
  type InstitutionSection,
} from '@/lib/institution-sections'
import { breadcrumbJsonLd, institutionJsonLd } from '@/seo/structured-data'

/** Parse the id of /institutions/{id}: anything but a positive whole number of a published institution is a 404. */
export async function loadInstitution(rawId: string): Promise<InstitutionDetail> {
  const id = parsePositiveId(rawId)
  if (id === null) notFound()
  const inst = await getInstitution(id, (await getI18n()).lang)
  if (!inst) notFound()
  return inst
}

async function RichBlocks({ blocks }: { blocks: RichBlock[] }) {
  const { lang, dict: t } = await getI18n()
  if (blocks.length === 0) return <Empty text={t.fallback.notAvailable} />
  return (
    <div className="space-y-4">
      {blocks.map((b) => (
        <section key={b.title} className="rounded-lg bg-white p-5 shadow">
          <h3 lang={textLang(lang, b.title)} className="mb-2 text-lg font-bold text-navy">
            {b.title}
          </h3>
          <RichHtml html={b.html} />
        </section>
      ))}
    </div>
  )
}

/** The photo cards of a section (they belong to the institution's document), ACHIEVEMENT_PAGE_SIZE a page. */
async function Photos({ photos: all, page, basePath }: { photos: Photo[]; page: unknown; basePath: string }) {
  const { lang, dict: t } = await getI18n()
  if (all.length === 0) return <Empty text={t.fallback.notAvailable} />
  const { items: photos, page: n, pages } = pageOf(all, page, ACHIEVEMENT_PAGE_SIZE)
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((p) => (
          <li key={p.id} className="overflow-hidden rounded-lg bg-white shadow" data-testid="photo-card">
            {p.image ? (
              // The caption is shown under the photo: an alternative text that only repeats it is left empty.
              <Image
                {...fromFile(imageSource(p.image, 300))}
                alt={p.caption && (!p.image.alt || p.image.alt === p.caption) ? '' : p.image.alt}
                width={400}
                height={267}
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[3/2] w-full object-cover"
              />
            ) : (
              <p className="flex aspect-[3/2] items-center justify-center bg-paper text-muted">{t.fallback.noImage}</p>
            )}
            {p.caption && (
              <p lang={textLang(lang, p.caption)} className="p-3 font-medium">
                {p.caption}
              </p>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={n} pages={pages} href={(p) => pageHref(basePath, p)} />
    </>
  )
}

/** How a section shows, by its kind in the registry (src/lib/institution-sections.ts). */
async function SectionBody({
  inst,
  section,
  page,
}: {
  inst: InstitutionDetail
  section: InstitutionSection
  page: unknown
}) {
  const { lang, dict: t } = await getI18n()
  const L = t.institutions
  const def = sectionDef(section)
  switch (def.kind) {
    case 'overview':
      return (
        <>
          <RichBlocks blocks={inst[def.field]} />
          {inst.strength.length > 0 && (
            <section className="mt-4 rounded-lg bg-white p-5 shadow">
              <h3 className="mb-2 text-lg font-bold text-navy">{L.strengthTitle}</h3>
              <TableScroll label={L.strengthTitle}>
                <table className="w-full text-left">
                  <thead>
                    <tr className="border-b">
                      {[L.standard, L.boys, L.girls, L.total].map((h) => (
                        <th key={h} scope="col" className="py-2 pr-4">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {inst.strength.map((r) => (
                      <tr key={r.standard} className="border-b last:border-0">
                        <td lang={textLang(lang, r.standard)} className="py-2 pr-4">
                          {r.standard}
                        </td>
                        <td className="py-2 pr-4 tabular-nums">{r.boys}</td>
                        <td className="py-2 pr-4 tabular-nums">{r.girls}</td>
                        <td className="py-2 pr-4 font-semibold tabular-nums">{r.total}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </section>
          )}
        </>
      )
    case 'pdf': {
      const docs = inst[def.field]
      if (docs.length === 0) return <Empty text={t.fallback.notAvailable} />
      return (
        <div className="space-y-4">
          {docs.map((d) => (
            <PdfDocument key={d.title} title={d.title} url={d.file?.url ?? null} file={d.file} />
          ))}
        </div>
      )
    }
    case 'principal': {
      const p = inst.principal
      if (!p) return <Empty text={t.fallback.notAvailable} />
      return (
        <article
          className="flex flex-col gap-4 rounded-lg bg-white p-5 shadow sm:flex-row"
          data-testid="principal-card"
        >
          {p.photo && (
            <Image
              {...fromFile(imageSource(p.photo, 160))}
              alt={p.photo.alt || p.name}
              width={200}
              height={250}
              sizes="160px"
              className="h-auto w-40 rounded object-cover"
            />
          )}
          <div>
            <h3 lang={textLang(lang, p.name)} className="text-xl font-bold text-brand">
              {p.name}
            </h3>
            <p lang={textLang(lang, p.designation)} className="font-medium text-navy">
              {p.designation}
            </p>
            {p.education && (
              <p className="text-sm text-muted">
                {L.education}: <span lang={textLang(lang, p.education)}>{p.education}</span>
              </p>
            )}
            {p.info && (
              <p lang={textLang(lang, p.info)} className="mt-2 whitespace-pre-line">
                {p.info}
              </p>
            )}
          </div>
        </article>
      )
    }
    case 'achievements': {
      const list = await listAchievementPage(
        {
          institution: inst.id,
          by: def.by,
          lang,
        },
        requestedPage(page),
      )
      if (list.total === 0) return <Empty text={t.fallback.notAvailable} />
      return (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {list.items.map((a) => (
              <li key={a.id}>
                <AchievementCard a={a} />
              </li>
            ))}
          </ul>
          <Pagination page={list.page} pages={list.pages} href={(n) => pageHref(sectionHref(inst.id, section), n)} />
        </>
      )
    }
    case 'rich':
      return <RichBlocks blocks={inst[def.field]} />
    case 'admission': {
      // The facts alone (no blocks yet) need no "Data not available" above them.
      const f = inst.admission
      const facts = !!(f.opensOn || f.closesOn || f.seats.length || f.eligibility || f.documents.length || f.faq.length)
      return (
        <>
          {(inst[def.field].length > 0 || !facts) && <RichBlocks blocks={inst[def.field]} />}
          <AdmissionFactsView institution={inst.id} facts={inst.admission} />
          <EnquiryLink lang={lang} school={inst.id} />
        </>
      )
    }
    case 'fees':
      return <FeesView fees={inst.fees} />
    case 'photos':
      return <Photos photos={inst[def.field]} page={page} basePath={sectionHref(inst.id, section)} />
    case 'gallery':
      return <GalleryPage filter={{ institution: inst.id }} page={page} basePath={sectionHref(inst.id, section)} />
    case 'disclosure':
      return <DisclosureView institution={inst.id} lang={lang} />
    case 'committees':
      return <CommitteesView institution={inst.id} lang={lang} />
    case 'downloads':
      return <SchoolDownloads institution={inst.id} lang={lang} />
    case 'directory':
      return <StaffDirectory institution={inst.id} lang={lang} />
    case 'notices':
      return <SchoolNotices institution={inst} page={page} lang={lang} />
  }
}

/** An institution's page: its name, the menu of its sections (the registry's order), and the chosen section. */
export async function InstitutionView({
  inst,
  section,
  page,
}: {
  inst: InstitutionDetail
  section: InstitutionSection
  page?: unknown
}) {
  const { lang, dict: t } = await getI18n()
  const L = t.institutions
  const settings = await getSiteSettings(lang)
  const trail: [string, string][] = [
    [t.nav.home, '/'],
    [t.nav.institutions, '/institutions'],
    [inst.name, sectionHref(inst.id, DEFAULT_SECTION)],
  ]
  if (section !== DEFAULT_SECTION) trail.push([L.sections[section], sectionHref(inst.id, section)])
  return (
    <>
      <JsonLd data={[institutionJsonLd(inst, settings, lang), breadcrumbJsonLd(trail, lang)]} />
      <div className="mb-6 flex items-center gap-4">
        {inst.logo && (
          <Image
            {...fromFile(imageSource(inst.logo, 72))}
            alt={L.logoAlt(inst.name)}
            width={72}
            height={72}
            className="h-16 w-16 rounded-full sm:h-18 sm:w-18"
            priority
          />
        )}
        <div>
          <h1 lang={textLang(lang, inst.name)} className="text-2xl font-bold text-brand sm:text-3xl">
            {inst.name}
          </h1>
          <VisitFacts inst={inst} />
          {/* Its events; not one of SPEC.md's sections, so a link beside the address. */}
          <Link
            href={eventsPagePath({ institution: inst.id })}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline"
            data-testid="institution-events"
            data-print="hide"
          >
            {t.events.institutionLink}
          </Link>
        </div>
      </div>
      {section !== 'notices' && <LatestSchoolNotices institution={inst} lang={lang} />}
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]" data-print="one-column">
        {/*
          On a phone the sections are behind a toggle that names the current one, and open as
          a two-column grid (every section one tap further); from md on, the column at the left. A
          <details> toggle, so it works without JavaScript; the list is its next sibling (`peer-open:`),
          always shown from md on. Not printed.
        */}
        <nav aria-label={L.sectionsLabel} className="min-w-0" data-print="hide">
          <details className="group peer md:hidden" data-testid="section-toggle">
            <summary
              aria-controls="section-menu"
              className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded border border-brand/40 bg-white px-3 py-2 text-brand hover:bg-brand/10 [&::-webkit-details-marker]:hidden"
            >
              <span>
                <span className="text-sm text-muted">{L.sectionsLabel}: </span>
                <strong data-testid="section-current">{L.sections[section]}</strong>
              </span>
              <svg
                aria-hidden="true"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                className="shrink-0 group-open:rotate-180"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </summary>
          </details>
          <ul
            id="section-menu"
            className="mt-2 hidden grid-cols-2 gap-1 peer-open:grid md:mt-0 md:flex md:flex-col"
            data-testid="section-menu"
          >
            {INSTITUTION_SECTIONS.map((s) => (
              <li key={s}>
                <Link
                  href={sectionHref(inst.id, s)}
                  aria-current={s === section ? 'page' : undefined}
                  className="flex h-full min-h-11 items-center rounded px-3 py-1 text-sm font-medium text-brand no-underline hover:bg-brand/10 aria-[current=page]:bg-brand aria-[current=page]:text-white"
                >
                  {L.sections[s]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="section-title" className="min-w-0">
          <h2 id="section-title" className="mb-4 text-xl font-bold text-navy">
            {L.sections[section]}
          </h2>
          <SectionBody inst={inst} section={section} page={page} />
        </section>
      </div>
      <LastUpdated date={inst.updatedAt} />
    </>
  )
}
