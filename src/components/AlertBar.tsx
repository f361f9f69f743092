import { DismissAlert } from '@/components/DismissAlert'
import { liveAlertsFor } from '@/content/alerts'
import { textLang } from '@/i18n/fallback'
import { localePath } from '@/i18n/paths'
import { getI18n, getSitePath } from '@/i18n/server'

/**
 * The alerts on now at the top of the page (src/alerts/rules.ts: society-wide ones on every page, an
 * institution's on its pages). Rendered on the server, so they show without JavaScript and the page
 * stays cacheable (the micro-cache keeps a page under a second: an alert appears and leaves within
 * one). An emergency is announced at once (role="alert") and cannot be dismissed; a notice can be,
 * for the rest of the visit (DismissAlert).
 */
export async function AlertBar() {
  const [{ lang, dict: t }, path] = await Promise.all([getI18n(), getSitePath()])
  const alerts = await liveAlertsFor(path, lang)
  if (!alerts.length) return null
  return (
    <section aria-label={t.alerts.regionLabel}>
      {alerts.map((alert) => {
        const emergency = alert.level === 'emergency'
        return (
          <div
            key={alert.id}
            role={emergency ? 'alert' : undefined}
            data-alert={alert.level}
            className={emergency ? 'bg-red-800 text-white' : 'border-b border-amber-300 bg-amber-50 text-gray-900'}
          >
            <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2">
              <p className="flex-1 py-1.5">
                <strong className="mr-2">{emergency ? t.alerts.emergency : t.alerts.information}:</strong>
                <span lang={textLang(lang, alert.message)}>{alert.message}</span>
                {alert.link && (
                  <>
                    {' '}
                    <a
                      href={alert.link.startsWith('/') ? localePath(lang, alert.link) : alert.link}
                      className={
                        emergency ? 'font-semibold text-white underline' : 'font-semibold text-brand underline'
                      }
                    >
                      {t.alerts.moreInfo}
                    </a>
                  </>
                )}
              </p>
              {!emergency && (
                <DismissAlert storageKey={`alert-dismissed:${alert.id}:${alert.updatedAt}`} label={t.alerts.dismiss} />
              )}
            </div>
          </div>
        )
      })}
    </section>
  )
}
