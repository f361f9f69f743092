import { thumb, type Row } from './rows'

type Props = {
  rows: Row[]
  /** The language whose captions are shown and edited (the admin's locale switch). */
  locale: string
  defaultLocale: string
  languageName: string
  onCaption: (id: number, caption: string) => void
  onMove: (index: number, delta: number) => void
  onRemove: (row: Row) => void
}

/**
 * The album's photos as a grid: each one's card image, its caption in the language edited (the
 * default language's as the placeholder of another's), and buttons to move it or take it out.
 */
export function PhotoGrid({ rows, locale, defaultLocale, languageName, onCaption, onMove, onRemove }: Props) {
  return (
    <ol
      data-testid="album-grid"
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 'var(--base) 0',
        display: 'grid',
        gap: 'var(--base)',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
      }}
    >
      {rows.map((r, i) => (
        <li
          key={r.id}
          data-testid="album-grid-item"
          style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 6, padding: 8 }}
        >
          {thumb(r) && (
            // eslint-disable-next-line @next/next/no-img-element -- the admin shows the stored card size as it is
            <img
              src={thumb(r)}
              alt=""
              style={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block' }}
            />
          )}
          <label style={{ display: 'block', marginTop: 6 }}>
            <span style={{ display: 'block', fontSize: 12 }}>
              Caption in {languageName} (photo {i + 1}
              {r._status === 'published' ? ', published' : ''})
            </span>
            <input
              type="text"
              maxLength={300}
              value={r.captions[locale] ?? ''}
              lang={locale}
              placeholder={locale !== defaultLocale ? (r.captions[defaultLocale] ?? '') : undefined}
              data-testid="album-caption"
              onChange={(e) => onCaption(r.id, e.target.value)}
              style={{ width: '100%' }}
            />
          </label>
          <div style={{ display: 'flex', gap: 4, marginTop: 6 }}>
            <button
              type="button"
              onClick={() => onMove(i, -1)}
              disabled={i === 0}
              aria-label={`Move photo ${i + 1} earlier`}
            >
              ←
            </button>
            <button
              type="button"
              onClick={() => onMove(i, 1)}
              disabled={i === rows.length - 1}
              aria-label={`Move photo ${i + 1} later`}
            >
              →
            </button>
            <button
              type="button"
              onClick={() => onRemove(r)}
              style={{ marginLeft: 'auto' }}
              aria-label={`Remove photo ${i + 1}`}
            >
              Remove
            </button>
          </div>
        </li>
      ))}
    </ol>
  )
}
