import Link from 'next/link'
import type { ComponentProps } from 'react'

import { localePath } from '@/i18n/paths'
import { getLang } from '@/i18n/server'

/**
 * next/link for server components, for a site address written as SPEC.md has it ('/notices'): on a
 * Marathi page it leads to the Marathi page ('/mr/notices').
 */
export async function SiteLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  return <Link href={localePath(await getLang(), href)} {...props} />
}
