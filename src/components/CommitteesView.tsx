import { Empty } from '@/components/PageText'
import { listCommittees } from '@/content/committees'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { getI18n } from '@/i18n/server'
import { telHref } from '@/lib/helplines'

/**
 * An institution's committees (its section `committees` in src/lib/institution-sections.ts):
 * each with its purpose, its members and their roles, and the nodal officer to contact.
 */
export async function CommitteesView({ institution, lang }: { institution: number; lang: Lang }) {
  const { dict: t } = await getI18n()
  const C = t.committees
  const committees = await listCommittees(institution, lang)
  if (committees.length === 0) return <Empty text={C.none} />
  return (
    <div className="grid gap-4" data-testid="committees">
      {committees.map((c) => (
        <article key={c.id} className="rounded-lg bg-white p-5 shadow" data-testid="committee">
          <h3 lang={textLang(lang, c.name)} className="text-lg font-bold text-navy">
            {c.name}
          </h3>
          {/* The kind, unless the name already says it ("Anti-Ragging Committee"). */}
          {C.kinds[c.kind].toLowerCase() !== c.name.toLowerCase() && (
            <p className="text-sm text-muted">{C.kinds[c.kind]}</p>
          )}
          {c.purpose && (
            <p lang={textLang(lang, c.purpose)} className="mt-2">
              {c.purpose}
            </p>
          )}
          {c.members.length === 0 ? (
            <p className="mt-3 text-muted" data-testid="committee-no-members">
              {C.noMembers}
            </p>
          ) : (
            <table className="mt-3 w-full text-left text-sm">
              <caption className="sr-only">{C.members}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-1 pr-3">
                    {C.name}
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    {C.role}
                  </th>
                </tr>
              </thead>
              <tbody>
                {c.members.map((m, i) => (
                  <tr key={i} className="border-b last:border-0" data-testid="committee-member">
                    <td className="py-1 pr-3">
                      {/* Names are written once, in Latin letters (not localized): marked English on a Marathi page. */}
                      <span lang={textLang(lang, m.name)}>{m.name}</span>
                      {m.designation && (
                        <span lang={textLang(lang, m.designation)} className="block text-muted">
                          {m.designation}
                        </span>
                      )}
                    </td>
                    <td lang={textLang(lang, m.role)} className="py-1 pr-3">
                      {m.role}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {c.nodalOfficer && (
            <p className="mt-3" data-testid="committee-officer">
              <span className="font-semibold">{C.nodalOfficer}:</span>{' '}
              <span lang={textLang(lang, c.nodalOfficer.name)}>{c.nodalOfficer.name}</span>
              {c.nodalOfficer.phone && (
                <>
                  {' · '}
                  <a href={telHref(c.nodalOfficer.phone)} className="text-brand underline">
                    {c.nodalOfficer.phone}
                  </a>
                </>
              )}
              {c.nodalOfficer.email && (
                <>
                  {' · '}
                  <a href={`mailto:${c.nodalOfficer.email}`} className="break-all text-brand underline">
                    {c.nodalOfficer.email}
                  </a>
                </>
              )}
            </p>
          )}
        </article>
      ))}
    </div>
  )
}
