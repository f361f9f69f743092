import Image, { fromFile } from '@/components/Img'
import { Empty } from '@/components/PageText'
import { imageSource } from '@/content/media'
import { listStaff, STAFF_GROUP_ORDER, type StaffMember } from '@/content/staff-directory'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { getI18n } from '@/i18n/server'

/**
 * An institution's Staff Directory section (its `directory` kind in src/lib/institution-sections.ts):
 * the head, then teachers or faculty, then other staff, each person with designation, department
 * or subject, qualifications, and the photo and office email where given. The mandatory
 * disclosure's teacher and faculty items link here (DisclosureView).
 */
export async function StaffDirectory({ institution, lang }: { institution: number; lang: Lang }) {
  const { dict: t } = await getI18n()
  const S = t.staffDirectory
  const staff = await listStaff(institution, lang)
  if (staff.length === 0) return <Empty text={S.none} />
  return (
    <div className="space-y-6" data-testid="staff-directory">
      {STAFF_GROUP_ORDER.map((group) => {
        const people = staff.filter((p) => p.group === group)
        if (people.length === 0) return null
        return (
          <section key={group} aria-labelledby={`staff-${group}`}>
            <h3 id={`staff-${group}`} className="mb-3 text-lg font-bold text-navy">
              {S.groups[group]}
            </h3>
            <ul className="grid gap-4 sm:grid-cols-2">
              {people.map((p) => (
                <li key={p.id}>
                  <Person p={p} lang={lang} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}

async function Person({ p, lang }: { p: StaffMember; lang: Lang }) {
  const { dict: t } = await getI18n()
  const S = t.staffDirectory
  return (
    <article className="flex h-full gap-4 rounded-lg bg-white p-4 shadow" data-testid="staff-member">
      {p.photo && (
        <Image
          {...fromFile(imageSource(p.photo, 96))}
          alt={p.photo.alt && p.photo.alt !== p.name ? p.photo.alt : S.photoAlt(p.name)}
          width={96}
          height={120}
          sizes="96px"
          className="h-30 w-24 shrink-0 rounded object-cover"
        />
      )}
      <div className="min-w-0">
        <h4 lang={textLang(lang, p.name)} className="font-bold text-brand">
          {p.name}
        </h4>
        <p lang={textLang(lang, p.designation)} className="font-medium text-navy">
          {p.designation}
        </p>
        <dl className="mt-1 text-sm">
          {p.department && (
            <div>
              <dt className="inline text-muted">{S.department}: </dt>
              <dd lang={textLang(lang, p.department)} className="inline">
                {p.department}
              </dd>
            </div>
          )}
          {p.qualifications && (
            <div>
              <dt className="inline text-muted">{S.qualifications}: </dt>
              <dd lang={textLang(lang, p.qualifications)} className="inline">
                {p.qualifications}
              </dd>
            </div>
          )}
          {p.email && (
            <div>
              <dt className="inline text-muted">{S.email}: </dt>
              <dd className="inline">
                <a href={`mailto:${p.email}`} className="break-all text-brand underline">
                  {p.email}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  )
}
