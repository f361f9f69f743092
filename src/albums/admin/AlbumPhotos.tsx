'use client'

import { Button, useConfig, useDocumentInfo, useFormFields, useLocale } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import { notAPhotoProblem } from '@/lib/album-photos'

import { PhotoGrid } from './PhotoGrid'
import { changedLocales, isUnsaved, mergeRows, moveRow, type Captions, type Photo, type Row } from './rows'
import { DROP_LIMIT, errorMessage, PARALLEL, uploadFile, type Upload } from './upload'
import { UploadList } from './UploadList'

/**
 * The album's photos in the album's edit view: a drop zone for up to 200 photos at once, with a
 * progress bar and, for a refused file, the reason (type, size) per file while the others are
 * stored; then one grid to edit captions and order. Photos are saved as drafts; the album's
 * Publish button publishes them with it (src/albums/Albums.ts).
 *
 * Captions are localized: the grid shows and edits those of the language chosen in the admin's
 * locale switch, says which, and saves each language with its own `locale`, so a Marathi caption
 * never overwrites the English one. Each language is read on its own, without
 * fallback (the API answers one language at a time), English too as the Marathi grid's placeholder;
 * what was typed in one language is kept across a switch until it is saved.
 *
 * Only photos go into an album: a PDF (or any other file) dropped here is refused before it is
 * uploaded, and a file the server then refuses as a photo is removed from the media library again,
 * so nothing is left behind (the server's rule is src/lib/album-photos.ts).
 */
export function AlbumPhotos() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const title = useFormFields(([fields]) => (fields.title?.value as string | undefined) ?? '')
  const api = `${config.serverURL}${config.routes.api}`
  const locale = useLocale()
  const languageName = typeof locale.label === 'string' ? locale.label : (locale.label?.[locale.code] ?? locale.code)
  const defaultLocale = config.localization ? config.localization.defaultLocale : 'en'
  const [uploads, setUploads] = useState<Upload[]>([])
  const [rows, setRows] = useState<Row[]>([])
  const [notice, setNotice] = useState<string>('')
  const [busy, setBusy] = useState(false)
  const [over, setOver] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const fetchLocale = useCallback(
    async (code: string): Promise<Photo[] | null> => {
      // Page by page: the API answers at most 250 documents a request (src/access/cms-queries/read-limits.ts).
      const docs: Photo[] = []
      for (let page = 1; ; page++) {
        const query = `where[album][equals]=${id}&draft=true&sort=order&limit=250&page=${page}&depth=1&locale=${encodeURIComponent(code)}&fallback-locale=none`
        const res = await fetch(`${api}/gallery-images?${query}`, { credentials: 'include' })
        if (!res.ok) return null
        const body = (await res.json()) as { docs: Photo[]; hasNextPage?: boolean }
        docs.push(...body.docs)
        if (!body.hasNextPage) break
      }
      return docs
    },
    [api, id],
  )
  const fetchRows = useCallback(async (): Promise<Row[] | null> => {
    if (!id) return null
    const codes = [...new Set([locale.code, defaultLocale])]
    const read = await Promise.all(codes.map(fetchLocale))
    if (read.some((docs) => !docs)) return null
    const [current, ...others] = read as Photo[][]
    return current!.map((d) => {
      const captions: Captions = { [locale.code]: d.caption ?? '' }
      others.forEach((docs, i) => (captions[codes[i + 1]!] = docs.find((o) => o.id === d.id)?.caption ?? ''))
      return { ...d, captions, savedCaptions: { ...captions }, savedOrder: d.order }
    })
  }, [fetchLocale, id, locale.code, defaultLocale])
  const load = async () => {
    const fresh = await fetchRows()
    if (fresh) setRows((old) => mergeRows(fresh, old))
  }

  // Read again when the editor switches language.
  useEffect(() => {
    let live = true
    void fetchRows().then((fresh) => live && fresh && setRows((old) => mergeRows(fresh, old)))
    return () => {
      live = false
    }
  }, [fetchRows])

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)))

  const drop = async (files: File[]) => {
    if (!id || busy || files.length === 0) return
    const taken = files.slice(0, DROP_LIMIT)
    setNotice(
      files.length > DROP_LIMIT
        ? `Only ${DROP_LIMIT} photos can be dropped at once: ${files.length - DROP_LIMIT} were left out. Drop them again when these are done.`
        : '',
    )
    const stamp = Date.now()
    // Not a photo: refused here, before it reaches the media library.
    const refusals = new Map(taken.map((file, i) => [i, notAPhotoProblem({ mime: file.type, name: file.name })]))
    const listed = taken.map((file, i) => {
      const message = refusals.get(i)
      const upload: Upload = message
        ? { key: `${stamp}-${i}`, name: file.name, progress: 1, state: 'refused', message }
        : { key: `${stamp}-${i}`, name: file.name, progress: 0, state: 'waiting' }
      return { file, upload }
    })
    setUploads(listed.map((q) => q.upload))
    const queue = listed.filter((q) => q.upload.state === 'waiting')
    setBusy(true)
    let next = 0
    let order = rows.reduce((max, r) => Math.max(max, r.order ?? 0), 0)
    const worker = async () => {
      while (next < queue.length) {
        const { file, upload } = queue[next++]!
        const position = ++order
        update(upload.key, { state: 'uploading' })
        const alt = `${title || 'Album'}: photo ${position}`
        const stored = await uploadFile(`${api}/media`, file, alt, (progress) => update(upload.key, { progress }))
        if (stored.status !== 201) {
          update(upload.key, { state: 'refused', progress: 1, message: errorMessage(stored.status, stored.body) })
          continue
        }
        const media = (stored.body as { doc: { id: number } }).doc
        const res = await fetch(`${api}/gallery-images?draft=true`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ image: media.id, album: id, caption: '', order: position, _status: 'draft' }),
        })
        if (res.ok) {
          update(upload.key, { state: 'stored', progress: 1 })
          continue
        }
        update(upload.key, {
          state: 'refused',
          progress: 1,
          message: errorMessage(res.status, await res.json().catch(() => null)),
        })
        // The file was stored for this album only: take it out of the media library again.
        await fetch(`${api}/media/${media.id}`, { method: 'DELETE', credentials: 'include' }).catch(() => null)
      }
    }
    await Promise.all(Array.from({ length: PARALLEL }, worker))
    setBusy(false)
    await load()
  }

  const move = (index: number, delta: number) => setRows((list) => moveRow(list, index, delta))

  const save = async () => {
    setBusy(true)
    const changed = rows
      .map((r, i) => ({ ...r, order: i + 1 }))
      .filter((r) => changedLocales(r).length > 0 || r.order !== r.savedOrder)
    const failures: string[] = []
    for (const r of changed) {
      // One request per language changed, each with its own locale; order alone: one request.
      const writes = changedLocales(r).map((code) => ({
        code,
        data: { caption: r.captions[code] ?? '' } as Record<string, unknown>,
      }))
      if (writes.length === 0) writes.push({ code: locale.code, data: {} })
      writes[0]!.data.order = r.order
      for (const { code, data } of writes) {
        const res = await fetch(`${api}/gallery-images/${r.id}?draft=true&locale=${encodeURIComponent(code)}`, {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...data, _status: 'draft' }),
        })
        if (!res.ok)
          failures.push(
            `${r.captions[code] || `Photo ${r.order}`}: ${errorMessage(res.status, await res.json().catch(() => null))}`,
          )
      }
    }
    setBusy(false)
    setNotice(
      failures.length
        ? failures.join(' ')
        : `Saved ${changed.length} photos as drafts. Publish the album to show them on the website.`,
    )
    await load()
  }

  const remove = async (row: Row) => {
    if (!window.confirm('Remove this photo from the album? (The file stays in the media library.)')) return
    await fetch(`${api}/gallery-images/${row.id}`, { method: 'DELETE', credentials: 'include' })
    await load()
  }

  if (!id) {
    return (
      <div
        className="field-type"
        style={{ padding: 'var(--base)', border: '1px dashed var(--theme-elevation-400)' }}
        data-testid="album-save-first"
      >
        Save the album first (title, date, year and institution); then drop its photos here.
      </div>
    )
  }

  const unsaved = rows.some(isUnsaved)

  return (
    <div className="field-type" data-testid="album-photos">
      <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>Photos ({rows.length})</h3>
      <div
        role="button"
        tabIndex={0}
        data-testid="album-drop"
        onClick={() => input.current?.click()}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault()
          setOver(false)
          void drop(Array.from(e.dataTransfer.files))
        }}
        style={{
          padding: 'calc(var(--base) * 1.5)',
          border: `2px dashed ${over ? 'var(--theme-success-500)' : 'var(--theme-elevation-400)'}`,
          borderRadius: 6,
          textAlign: 'center',
          cursor: busy ? 'progress' : 'pointer',
        }}
      >
        {busy
          ? 'Uploading…'
          : `Drop up to ${DROP_LIMIT} photos here (JPEG, PNG or WebP, up to 10 MB each), or click to choose them.`}
        <input
          ref={input}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="album-file-input"
          onChange={(e) => {
            void drop(Array.from(e.target.files ?? []))
            e.target.value = ''
          }}
        />
      </div>

      <UploadList uploads={uploads} />

      {notice && (
        <p aria-live="polite" data-testid="album-notice" style={{ marginTop: 'var(--base)' }}>
          {notice}
        </p>
      )}

      {rows.length > 0 && (
        <>
          <p
            data-testid="album-caption-language"
            lang={locale.code}
            style={{ margin: 'var(--base) 0 0', fontWeight: 600 }}
          >
            Captions in: {languageName}
            {locale.code !== defaultLocale && (
              <span style={{ fontWeight: 400 }}> (an empty caption shows the English one)</span>
            )}
          </p>
          <PhotoGrid
            rows={rows}
            locale={locale.code}
            defaultLocale={defaultLocale}
            languageName={languageName}
            onCaption={(id, caption) =>
              setRows((list) =>
                list.map((x) => (x.id === id ? { ...x, captions: { ...x.captions, [locale.code]: caption } } : x)),
              )
            }
            onMove={move}
            onRemove={(row) => void remove(row)}
          />
          <Button
            buttonStyle="secondary"
            size="small"
            onClick={() => void save()}
            disabled={busy || !unsaved}
            id="album-save-grid"
          >
            Save captions and order
          </Button>
        </>
      )}
    </div>
  )
}
