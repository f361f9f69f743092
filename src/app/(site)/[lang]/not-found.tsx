import { buttonClass } from '@/components/classes'
import { SiteLink as Link } from '@/components/SiteLink'
import { getI18n } from '@/i18n/server'

/** The designed 404 page, inside the site's header, navigation and footer. */
export default async function NotFound() {
  const { dict: t } = await getI18n()
  return (
    <div className="py-10 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-gold">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand">{t.notFound.title}</h1>
      <p className="mt-2 text-muted">{t.notFound.text}</p>
      <Link href="/" className={`${buttonClass} mt-6`}>
        {t.notFound.home}
      </Link>
    </div>
  )
}
