import { ExternalLink } from '@/components/FileLinks'
import { Empty } from '@/components/PageText'
import { buttonClass } from '@/components/classes'
import type { PortalLink } from '@/content/portal-links'
import { textLang } from '@/i18n/fallback'
import { getLang } from '@/i18n/server'

/** The /admission and /studentlogin tables: one row per institute with its portal link. */
export async function PortalTable({
  links,
  instituteLabel,
  actionLabel,
  linkText,
}: {
  links: PortalLink[]
  instituteLabel: string
  actionLabel: string
  linkText: string
}) {
  if (links.length === 0) return <Empty />
  const lang = await getLang()
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow">
      <table className="w-full text-left">
        <thead className="bg-brand text-white">
          <tr>
            <th scope="col" className="px-4 py-3">
              {instituteLabel}
            </th>
            <th scope="col" className="px-4 py-3">
              {actionLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((l) => (
            <tr key={l.id} className="border-t">
              <td lang={textLang(lang, l.institutionName)} className="px-4 py-2">
                {l.institutionName}
              </td>
              <td className="px-4 py-2">
                <ExternalLink href={l.url} className={`${buttonClass} whitespace-nowrap`}>
                  {linkText}
                </ExternalLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
