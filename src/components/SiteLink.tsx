import type { ComponentProps } from 'react'

import { localePath } from '@/i18n/paths'
import { getLang } from '@/i18n/server'

/**
 * A link for server components to a site address written as SPEC.md has it ('/notices'): on a
 * Marathi page it leads to the Marathi page ('/mr/notices').
 *
 * A plain <a>, not next/link: moving between pages loads the page, so the layout (the alerts at the
 * top, src/components/AlertBar.tsx) is rendered for the page it leads to, and no page ships
 * next/link's code (less JavaScript on cheap phones). Only the notice tabs, which show
 * 'Loading data...' while a tab loads (SPEC.md), move on the client (NoticeTabs.tsx).
 */
export async function SiteLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <a href={localePath(await getLang(), href)} {...props} />
}
