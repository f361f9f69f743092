import Link from 'next/link'
import type { AdminViewServerProps, TypedUser } from 'payload'

import { hasRole } from '@/access/roles'
import { signedInUser, StaffView } from '@/components/admin/StaffView'

import { mayListMissingMarathi, missingMarathiReport, type MarathiGroup, type MissingDocument } from '../queries'

/**
 * /admin/marathi (payload.config.ts `admin.components.views.marathi`): every published document
 * whose Marathi is incomplete, per institution, for society administrators (marathi-data.ts). Other
 * staff get a refusal, not the list; visitors the login screen. The same list is JSON at
 * GET /cms-api/marathi/missing (src/translations/endpoints.ts).
 */

export const MARATHI_REPORT_PATH = '/marathi'
const TITLE = 'Missing Marathi'

const link = { color: 'var(--theme-text)', textDecoration: 'underline' } as const
const muted = { color: 'var(--theme-elevation-800)' } as const
const cell = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: '0.5rem 0.75rem 0.5rem 0',
  borderBottom: '1px solid var(--theme-elevation-100)',
} as const

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** A kind with more rows than this starts folded, so that a long media library does not bury the rest. */
const OPEN_UP_TO = 12

function Documents({ documents }: { documents: MissingDocument[] }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' }}>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Document
            </th>
            <th scope="col" style={{ ...cell, width: '40%' }}>
              Missing in Marathi
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={doc.href} data-marathi-document={`${doc.collection}/${doc.id ?? ''}`}>
              <td style={{ ...cell, fontWeight: 600, overflowWrap: 'anywhere' }}>
                <Link href={doc.href} style={link}>
                  {doc.title}
                </Link>
              </td>
              <td style={{ ...cell, minWidth: '14rem' }}>
                <details>
                  <summary style={{ cursor: 'pointer' }}>{plural(doc.missing.length, 'field')}</summary>
                  <ul style={{ margin: '0.375rem 0 0', paddingLeft: '1.125rem', fontSize: '0.875rem' }}>
                    {doc.missing.map((m) => (
                      <li key={m.path} title={m.path}>
                        {m.label}
                      </li>
                    ))}
                  </ul>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Group({ group }: { group: MarathiGroup }) {
  const id = `marathi-${group.key}`
  // The group's documents by kind (collection), in the navigation's order.
  const kinds = new Map<string, MissingDocument[]>()
  for (const doc of group.documents) kinds.set(doc.kinds, [...(kinds.get(doc.kinds) ?? []), doc])
  return (
    <section
      aria-labelledby={id}
      data-marathi-group={group.key}
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 'var(--style-radius-m, 4px)',
        padding: '1rem 1.25rem',
      }}
    >
      <h2 id={id} style={{ fontSize: '1.125rem', fontWeight: 600, margin: '0 0 0.5rem' }}>
        {group.title} <span style={{ ...muted, fontWeight: 400 }}>({plural(group.documents.length, 'document')})</span>
      </h2>
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        {[...kinds].map(([kind, documents]) => (
          <details key={kind} open={documents.length <= OPEN_UP_TO} data-marathi-kind={documents[0]!.collection}>
            <summary style={{ cursor: 'pointer', fontWeight: 600, padding: '0.25rem 0' }}>
              {kind} <span style={{ ...muted, fontWeight: 400 }}>({documents.length})</span>
            </summary>
            <Documents documents={documents} />
          </details>
        ))}
      </div>
    </section>
  )
}

async function Report({
  user,
  payload,
}: {
  user: TypedUser
  payload: AdminViewServerProps['initPageResult']['req']['payload']
}) {
  const report = await missingMarathiReport(payload, user)
  const society = report.groups.find((g) => g.key === 'society')
  const institutions = report.groups.filter((g) => g.institution !== null)
  return (
    <>
      <p data-marathi-summary style={{ margin: '0 0 1rem', fontWeight: 600 }}>
        {report.incomplete === 0
          ? `All ${plural(report.checked, 'published document')} have their Marathi.`
          : `${plural(report.incomplete, 'published document')} of ${report.checked} lack some Marathi: ${society?.documents.length ?? 0} society-wide, ${institutions.reduce((n, g) => n + g.documents.length, 0)} in ${plural(institutions.length, 'institution')}.`}
      </p>
      {report.groups.length > 1 && (
        <nav aria-label="Groups" style={{ marginBottom: '1.25rem' }}>
          <ul
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: '0.375rem 1.25rem',
              listStyle: 'none',
              margin: 0,
              padding: 0,
            }}
          >
            {report.groups.map((g) => (
              <li key={g.key}>
                <a href={`#marathi-${g.key}`} style={link}>
                  {g.title} ({g.documents.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div style={{ display: 'grid', gap: '1.25rem' }}>
        {report.groups.map((group) => (
          <Group key={group.key} group={group} />
        ))}
      </div>
    </>
  )
}

export async function MarathiReport(view: AdminViewServerProps) {
  const user = signedInUser(view, MARATHI_REPORT_PATH, (u) => hasRole(u, 'admin', 'editor', 'officer'))
  const { req } = view.initPageResult
  const admin = req.payload.config.routes.admin
  const allowed = mayListMissingMarathi(user)

  return (
    <StaffView view={view} title={TITLE}>
      <div className="society-marathi" style={{ maxWidth: '72rem', paddingBottom: '3rem' }}>
        <h1 style={{ margin: '1rem 0 0.25rem' }}>{TITLE}</h1>
        {allowed ? (
          <>
            <p style={{ margin: '0 0 0.5rem', maxWidth: '52rem' }}>
              Published documents with texts in English that have no Marathi yet, per institution. On the Marathi pages
              these texts show in English. Open a document to see, at the top of its right-hand column, which fields to
              fill in; choose <span lang="mr">मराठी</span> in its Locale menu to enter them.
            </p>
            <p style={{ ...muted, margin: '0 0 1.25rem', maxWidth: '52rem', fontSize: '0.875rem' }}>
              Only what is published counts: Marathi saved in a draft counts once the draft is published. Scheduled and
              expired notices are published too. A PDF without its Marathi file counts as missing (the Marathi page
              offers the English file).
            </p>
            <Report user={user} payload={req.payload} />
          </>
        ) : (
          <p role="alert" data-marathi-forbidden style={{ margin: '1rem 0', maxWidth: '52rem' }}>
            Only society administrators can see this list. The Marathi of each document you may edit is shown at the top
            of the right-hand column of its edit page.
          </p>
        )}
        <p style={{ marginTop: '1.5rem' }}>
          <Link href={admin} style={link}>
            ← Back to the dashboard
          </Link>
        </p>
      </div>
    </StaffView>
  )
}

/** In the navigation, below the staff guide: the list, for administrators only. */
export function MarathiNavLink({
  user,
  payload,
}: {
  user?: unknown
  payload?: { config: { routes: { admin: string } } }
}) {
  if (!mayListMissingMarathi(user)) return null
  const admin = payload?.config.routes.admin ?? '/admin'
  return (
    <Link
      href={`${admin}${MARATHI_REPORT_PATH}`}
      className="society-nav__marathi"
      style={{ display: 'block', marginTop: '0.75rem', fontWeight: 600, ...link }}
    >
      {TITLE}
    </Link>
  )
}
