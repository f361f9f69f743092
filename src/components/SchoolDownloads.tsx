import { ExternalLink } from '@/components/FileLinks'
import { Empty } from '@/components/PageText'
import { listDownloads } from '@/content/downloads'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { getI18n } from '@/i18n/server'

/**
 * An institution's Downloads section (its `downloads` kind in src/lib/institution-sections.ts):
 * each form or document in the school's order, with its kind, and a link naming the file's format
 * and size ("PDF, 120 KB"), the Marathi file on a Marathi page where the school gave one.
 */
export async function SchoolDownloads({ institution, lang }: { institution: number; lang: Lang }) {
  const { dict: t } = await getI18n()
  const D = t.schoolDownloads
  const downloads = (await listDownloads(institution, lang)).filter((d) => d.file)
  if (downloads.length === 0) return <Empty text={D.none} />
  return (
    <ul className="divide-y rounded-lg bg-white shadow" data-testid="downloads">
      {downloads.map((d) => (
        <li key={d.id} className="p-4" data-testid="download">
          <ExternalLink href={d.file!.url} file={d.file} className="text-lg font-semibold text-brand underline">
            <span lang={textLang(lang, d.title)}>{d.title}</span>
          </ExternalLink>
          {D.kinds[d.kind].toLowerCase() !== d.title.toLowerCase() && (
            <p className="text-sm text-muted">{D.kinds[d.kind]}</p>
          )}
          {d.description && (
            <p lang={textLang(lang, d.description)} className="mt-1">
              {d.description}
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
