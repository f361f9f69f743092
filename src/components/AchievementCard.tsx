import { ExternalLink } from '@/components/FileLinks'
import type { Achievement } from '@/content/achievements'
import { publicFileUrl } from '@/content/media'
import { textLang } from '@/i18n/fallback'
import { getI18n } from '@/i18n/server'

export async function AchievementCard({ a }: { a: Achievement }) {
  const { lang, dict: t } = await getI18n()
  return (
    <article className="flex h-full flex-col rounded-lg bg-white p-4 shadow" data-testid="achievement-card">
      <p className="text-xs font-semibold tracking-wide text-navy uppercase">
        <span lang={textLang(lang, a.typeName)} data-testid="achievement-type">
          {a.typeName}
        </span>{' '}
        · {a.academicYear}
        {a.by === 'teacher' && ` · ${t.achievements.teacher}`}
      </p>
      <h2 lang={textLang(lang, a.achieverName)} className="mt-1 text-lg font-bold text-brand">
        {a.achieverName}
      </h2>
      <p lang={textLang(lang, a.achievement)} className="font-medium">
        {a.achievement}
      </p>
      {a.description && (
        <p lang={textLang(lang, a.description)} className="mt-1 text-sm text-muted">
          {a.description}
        </p>
      )}
      {a.file && (
        <ExternalLink
          href={publicFileUrl(a.file)}
          file={a.file.mimeType === 'application/pdf' ? a.file : null}
          className="mt-auto inline-flex min-h-11 items-center pt-2 font-semibold text-brand underline"
        >
          {t.achievements.certificate}
        </ExternalLink>
      )}
    </article>
  )
}
