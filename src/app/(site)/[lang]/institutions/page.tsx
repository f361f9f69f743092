import type { Metadata } from 'next'
import Image, { fromFile } from '@/components/Img'
import { SiteLink as Link } from '@/components/SiteLink'

import { Empty, PageTitle } from '@/components/PageText'
import { buttonClass, secondaryButtonClass } from '@/components/classes'
import { listInstitutions } from '@/content/institutions'
import { imageSource } from '@/content/media'
import { textLang } from '@/i18n/fallback'
import { localePath } from '@/i18n/paths'
import { getI18n } from '@/i18n/server'
import { LastUpdated } from '@/components/LastUpdated'
import { lastChanged } from '@/content/sitemap'
import {
  LEVELS,
  MEDIUMS,
  SCHOOL_BOARDS,
  areasOf,
  filterInstitutions,
  isFiltered,
  parseFinderQuery,
} from '@/lib/institution-finder'

export async function generateMetadata(): Promise<Metadata> {
  const { dict: t } = await getI18n()
  return { title: t.institutions.title, description: t.institutions.description }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const selectClass = 'min-h-11 w-full rounded border border-brand/40 bg-white px-2 py-1'

/**
 * /institutions: every institution's card (SPEC section 2), narrowed by level, board, medium and area
 * with a plain GET form: it works without JavaScript and the choice stays in the address.
 */
export default async function InstitutionsPage({ searchParams }: Props) {
  const { lang, dict: t } = await getI18n()
  const F = t.schoolFacts.finder
  // An area is chosen by its English name in both languages, so the address (which the language
  // switch keeps) means the same on /institutions and /mr/institutions; each language shows its own name.
  const localized = await listInstitutions(lang)
  const englishArea = new Map((lang === 'en' ? localized : await listInstitutions('en')).map((i) => [i.id, i.area]))
  const all = localized.map((i) => ({ ...i, area: englishArea.get(i.id) || i.area, areaLabel: i.area }))
  const areaLabels: Record<string, string> = Object.fromEntries(all.map((i) => [i.area, i.areaLabel || i.area]))
  const areas = areasOf(all, 'en').sort((a, b) => (areaLabels[a] ?? a).localeCompare(areaLabels[b] ?? b, lang))
  const query = parseFinderQuery(await searchParams, areas)
  const institutions = filterInstitutions(all, query)
  const filtered = isFiltered(query)
  const action = localePath(lang, '/institutions')
  const select = (
    name: 'level' | 'board' | 'medium' | 'area',
    label: string,
    values: readonly string[],
    labels: Record<string, string>,
  ) => (
    <label className="block min-w-0">
      <span className="mb-1 block text-sm font-semibold">{label}</span>
      <select name={name} defaultValue={query[name]} className={selectClass} data-testid={`finder-${name}`}>
        <option value="">{F.any}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <>
      <PageTitle>{t.institutions.title}</PageTitle>
      {all.length > 0 && (
        <form
          method="get"
          action={action}
          className="mb-4 rounded-lg bg-white p-4 shadow"
          data-print="hide"
          data-testid="finder"
        >
          <fieldset>
            <legend className="mb-2 text-lg font-bold text-navy">{F.legend}</legend>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {select('level', F.level, LEVELS, F.levels)}
              {select('board', F.board, SCHOOL_BOARDS, F.boards)}
              {select('medium', F.medium, MEDIUMS, F.mediums)}
              {select('area', F.area, areas, areaLabels)}
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <button type="submit" className={buttonClass}>
                {F.submit}
              </button>
              {filtered && (
                <Link href="/institutions" className={secondaryButtonClass} data-testid="finder-clear">
                  {F.clear}
                </Link>
              )}
            </div>
          </fieldset>
        </form>
      )}
      {all.length > 0 && (
        <p className="mb-4 font-semibold" role="status" data-testid="finder-count">
          {F.count(institutions.length, all.length)}
        </p>
      )}
      {all.length === 0 ? (
        <Empty />
      ) : institutions.length === 0 ? (
        <div
          className="rounded border border-dashed border-brand/30 bg-white p-6 text-center"
          data-testid="finder-none"
        >
          <p className="mb-3 text-muted">{F.none}</p>
          <Link href="/institutions" className={secondaryButtonClass}>
            {F.clear}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {institutions.map((inst, i) => (
            <li key={inst.id}>
              <Link
                href={`/institutions/${inst.id}`}
                className="flex h-full items-center gap-4 rounded-lg bg-white p-4 no-underline shadow hover:ring-2 hover:ring-brand"
                data-testid="institution-card"
              >
                {inst.logo ? (
                  <Image
                    {...fromFile(imageSource(inst.logo, 72))}
                    alt={t.institutions.logoAlt(inst.name)}
                    width={72}
                    height={72}
                    className="h-18 w-18 shrink-0 rounded-full"
                    priority={i < 3}
                  />
                ) : (
                  <span aria-hidden="true" className="h-18 w-18 shrink-0 rounded-full bg-brand/10" />
                )}
                <span>
                  <span lang={textLang(lang, inst.name)} className="block font-bold text-brand">
                    {inst.name}
                  </span>
                  <span lang={textLang(lang, inst.address)} className="block text-sm text-muted">
                    {inst.address}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LastUpdated date={await lastChanged(['institutions'])} />
    </>
  )
}
