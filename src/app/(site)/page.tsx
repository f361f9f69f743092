import Link from 'next/link'

import { getDictionary } from '@/i18n'
import { NAV_ROUTES } from '@/lib/routes'

/** Home. The full home page (notice strip, carousel, admission banner) comes with the public-site issue. */
export default function HomePage() {
  const dict = getDictionary()
  return (
    <>
      <h1 className="text-3xl font-bold text-brand">{dict.home.welcome}</h1>
      <p className="mt-2 text-lg text-muted">{dict.home.intro}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {NAV_ROUTES.filter((r) => r.href !== '/').map((r) => (
          <li key={r.href}>
            <Link href={r.href} className="flex min-h-11 items-center rounded border border-brand/20 bg-white px-4 py-3 font-medium text-brand hover:border-brand">
              {dict.nav[r.key]}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
