import { Empty, ExternalLink, buttonClass } from '@/components/ui'
import type { PortalLink } from '@/content/portal-links'

/** The /admission and /studentlogin tables: one row per institute with its portal link. */
export function PortalTable({ links, instituteLabel, actionLabel, linkText }: { links: PortalLink[]; instituteLabel: string; actionLabel: string; linkText: string }) {
  if (links.length === 0) return <Empty />
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
              <td className="px-4 py-2">{l.institutionName}</td>
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
