import { DisclosureFeesLink, FeesView } from '@/components/InstitutionFacts'
import { TableScroll } from '@/components/TableScroll'
import { ExternalLink } from '@/components/FileLinks'
import { Empty } from '@/components/PageText'
import { disclosureDay, getDisclosure, type Disclosure, type DisclosureItem } from '@/content/disclosures'
import { getInstitution } from '@/content/institutions'
import { listStaff } from '@/content/staff-directory'
import { textLang } from '@/i18n/fallback'
import { fill } from '@/i18n/format'
import type { Lang } from '@/i18n/lang'
import { getI18n } from '@/i18n/server'
import { formatDate } from '@/lib/dates'
import { DIRECTORY_ITEMS, expiryState, partsForBoard } from '@/lib/disclosure-items'
import { fileLabel } from '@/lib/file-size'
import { sectionHref } from '@/lib/institution-sections'
import { SiteLink } from '@/components/SiteLink'

/**
 * An institution's mandatory disclosure, as its page /institutions/{id}/mandatory-disclosure
 * shows it inside the institution's frame: the parts its board asks for, every item with its
 * last-updated date (documents with their format, size and validity), and the approved fees.
 * Prints on A4 (globals.css: the site's header, footer and menus are left out).
 */
export async function DisclosureView({ institution, lang }: { institution: number; lang: Lang }) {
  const { dict: t } = await getI18n()
  const D = t.disclosures
  const disclosure = await getDisclosure(institution, lang)
  if (!disclosure) return <Empty text={D.none} />
  const today = await disclosureDay()
  const directory = (await listStaff(institution, lang)).length > 0 ? sectionHref(institution, 'staff-directory') : null
  const link = (key: string) => (directory && DIRECTORY_ITEMS.includes(key) ? directory : null)
  return (
    <div className="disclosure space-y-6" data-disclosure data-board={disclosure.board}>
      <p className="text-muted">
        {D.board}: <strong>{D.boards[disclosure.board]}</strong>
      </p>
      {partsForBoard(disclosure.board).map(({ part, items: specs }) => {
        const rows =
          part === 'other'
            ? disclosure.items.filter((i) => i.part === 'other')
            : specs.map((s) => disclosure.items.find((i) => i.key === s.key) ?? s.key)
        if (part === 'other' && rows.length === 0) return null
        return (
          <section key={part} className="disclosure-part rounded-lg bg-white p-5 shadow" data-part={part}>
            <h3 className="mb-3 text-lg font-bold text-navy">{D.parts[part]}</h3>
            <dl className="divide-y">
              {rows.map((row) =>
                typeof row === 'string' ? (
                  <Missing
                    key={row}
                    label={D.items[row as keyof typeof D.items]}
                    text={D.notGiven}
                    directory={link(row)}
                  />
                ) : (
                  <Item key={row.id} item={row} today={today} lang={lang} directory={link(row.key)} />
                ),
              )}
            </dl>
          </section>
        )
      })}
      <Fees disclosure={disclosure} lang={lang} />
    </div>
  )
}

/** The link from a teacher or faculty item to the staff directory, which lists the people. */
async function DirectoryLink({ href }: { href: string }) {
  const { dict: t } = await getI18n()
  return (
    <p>
      <SiteLink href={href} className="font-medium text-brand underline" data-directory-link>
        {t.staffDirectory.disclosureLink}
      </SiteLink>
    </p>
  )
}

function Missing({ label, text, directory }: { label: string; text: string; directory: string | null }) {
  // A teacher or faculty item left empty is answered by the directory it links to.
  if (directory)
    return (
      <div className="grid gap-1 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <dt className="font-semibold">{label}</dt>
        <dd>
          <DirectoryLink href={directory} />
        </dd>
      </div>
    )
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-item-missing>
      <dt className="font-semibold">{label}</dt>
      <dd className="text-muted italic">{text}</dd>
    </div>
  )
}

async function Item({
  item,
  today,
  lang,
  directory,
}: {
  item: DisclosureItem
  today: Date
  lang: Lang
  directory: string | null
}) {
  const { dict: t } = await getI18n()
  const D = t.disclosures
  const label = item.key === 'custom' ? item.title : D.items[item.key as keyof typeof D.items]
  const state = item.kind === 'document' ? expiryState(item.expiresOn, today) : 'none'
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-item={item.key}>
      <dt lang={textLang(lang, label)} className="font-semibold">
        {label}
      </dt>
      <dd className="min-w-0">
        {item.kind === 'text' && (item.value || !directory) && (
          <p lang={textLang(lang, item.value)} className="whitespace-pre-line">
            {item.value || D.notGiven}
          </p>
        )}
        {directory && <DirectoryLink href={directory} />}
        {item.kind === 'link' &&
          (item.link ? (
            <ExternalLink href={item.link} className="break-all text-brand underline">
              {item.link}
            </ExternalLink>
          ) : (
            <p className="text-muted italic">{D.notGiven}</p>
          ))}
        {item.kind === 'document' &&
          (item.document ? (
            <p>
              <a href={item.document.url} className="font-medium text-brand underline" data-document>
                {D.open}
              </a>{' '}
              <span className="text-sm text-muted">
                ({fileLabel(item.document.mimeType, item.document.url, item.document.filesize, lang)})
              </span>
            </p>
          ) : (
            <p className="text-muted italic">{D.notGiven}</p>
          ))}
        {item.kind === 'document' && (item.issuedOn || item.expiresOn) && (
          <p className="text-sm">
            {item.issuedOn && `${D.issued}: ${formatDate(item.issuedOn)}`}
            {item.issuedOn && item.expiresOn && ' · '}
            {item.expiresOn && `${D.expires}: ${formatDate(item.expiresOn)}`}
            {state === 'expired' && (
              <strong className="ml-2 rounded bg-red-100 px-2 text-red-800" data-expired>
                {D.expired}
              </strong>
            )}
          </p>
        )}
        {item.updatedOn && (
          <p className="text-xs text-muted" data-updated>
            {fill('{label}: {date}', { label: D.lastUpdated, date: formatDate(item.updatedOn) })}
          </p>
        )}
      </dd>
    </div>
  )
}

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

/**
 * The approved fees: the institution's Fees section, the one place fees are kept, shown here as
 * there. A table entered on the disclosure before that section existed is shown only while the
 * Fees section is empty, so that the page never shows two different amounts for one class.
 */
async function Fees({ disclosure, lang }: { disclosure: Disclosure; lang: Lang }) {
  const { dict: t } = await getI18n()
  const D = t.disclosures
  const fees = (await getInstitution(disclosure.institution, lang))?.fees
  const current = !!fees && (fees.rows.length > 0 || !!fees.concessions || !!fees.refunds)
  const earlier = current ? [] : disclosure.fees
  return (
    <section className="disclosure-part rounded-lg bg-white p-5 shadow" data-part="fees">
      <h3 className="mb-3 text-lg font-bold text-navy">{D.fees}</h3>
      <DisclosureFeesLink institution={disclosure.institution} />
      {current && (
        <div className="mt-3">
          <FeesView fees={fees} />
        </div>
      )}
      {earlier.length > 0 && <p className="mt-3 text-sm text-muted">{t.schoolFacts.disclosureFeesEarlier}</p>}
      {earlier.length > 0 && (
        <TableScroll label={D.fees}>
          <table className="w-full text-left">
            <thead>
              <tr className="border-b">
                {[D.feesStandard, D.feesAmount, D.feesApproval, D.feesNote].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-4">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {earlier.map((f, i) => (
                <tr key={i} className="border-b last:border-0">
                  <td lang={textLang(lang, f.standard)} className="py-2 pr-4">
                    {f.standard}
                  </td>
                  <td className="py-2 pr-4 tabular-nums">₹{rupees.format(f.amount)}</td>
                  <td lang={textLang(lang, f.approvalRef)} className="py-2 pr-4">
                    {f.approvalRef}
                    {f.approvalDate && `, ${formatDate(f.approvalDate)}`}
                  </td>
                  <td lang={textLang(lang, f.note)} className="py-2 pr-4">
                    {f.note}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  )
}
