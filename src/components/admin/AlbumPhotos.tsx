'use client'

import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

/** The most photos one drop takes (issue 15); more are left out with a message. Each file is still checked by the server. */
const DROP_LIMIT = 200
/** Uploads sent at once: enough to keep the line busy without starving the server. */
const PARALLEL = 3

type Upload = { key: string; name: string; progress: number; state: 'waiting' | 'uploading' | 'stored' | 'refused'; message?: string }
type Photo = {
  id: number
  caption: string
  order: number
  _status?: string
  image?: { url?: string; alt?: string; sizes?: { card?: { url?: string | null } } } | number | null
}
type Row = Photo & { savedCaption: string; savedOrder: number }

/** Payload's error answer → the sentence for the editor (the Media hook's refusal message, for instance). */
function errorMessage(status: number, body: unknown): string {
  const b = body as { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[]; message?: string } | null
  const first = b?.errors?.[0]
  const message = first?.data?.errors?.[0]?.message || first?.message || b?.message
  if (message) return message
  if (status === 413) return 'Files can be at most 20 MB (images 10 MB); this one is larger.'
  return `The server refused this file (${status}).`
}

/** POST a file to the media library with upload progress (fetch cannot report it). */
function uploadFile(url: string, file: File, alt: string, onProgress: (fraction: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total)
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      resolve({ status: xhr.status, body })
    }
    xhr.onerror = () => resolve({ status: 0, body: { message: 'The connection was lost; drop this file again.' } })
    const form = new FormData()
    form.append('file', file, file.name)
    form.append('_payload', JSON.stringify({ alt }))
    xhr.send(form)
  })
}

const thumb = (p: Photo) => (p.image && typeof p.image === 'object' ? p.image.sizes?.card?.url || p.image.url : undefined)

/**
 * The album's photos in the album's edit view: a drop zone for up to 200 photos at once, with a
 * progress bar and, for a refused file, the reason (type, size) per file while the others are
 * stored; then one grid to edit captions and order. Photos are saved as drafts; the album's
 * Publish button publishes them with it (src/collections/Albums.ts).
 */
export function AlbumPhotos() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const title = useFormFields(([fields]) => (fields.title?.value as string | undefined) ?? '')
  const api = `${config.serverURL}${config.routes.api}`
  const [uploads, setUploads] = useState<Upload[]>([])
  const [rows, setRows] = useState<Row[]>([])
  const [notice, setNotice] = useState<string>('')
  const [busy, setBusy] = useState(false)
  const [over, setOver] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const fetchRows = useCallback(async (): Promise<Row[] | null> => {
    if (!id) return null
    // Page by page: the API answers at most 250 documents a request (src/access/read-limits.ts).
    const docs: Photo[] = []
    for (let page = 1; ; page++) {
      const res = await fetch(`${api}/gallery-images?where[album][equals]=${id}&draft=true&sort=order&limit=250&page=${page}&depth=1`, { credentials: 'include' })
      if (!res.ok) return null
      const body = (await res.json()) as { docs: Photo[]; hasNextPage?: boolean }
      docs.push(...body.docs)
      if (!body.hasNextPage) break
    }
    return docs.map((d) => ({ ...d, caption: d.caption ?? '', savedCaption: d.caption ?? '', savedOrder: d.order }))
  }, [api, id])
  const load = async () => {
    const fresh = await fetchRows()
    if (fresh) setRows(fresh)
  }

  useEffect(() => {
    let live = true
    void fetchRows().then((fresh) => live && fresh && setRows(fresh))
    return () => {
      live = false
    }
  }, [fetchRows])

  const update = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)))

  const drop = async (files: File[]) => {
    if (!id || busy || files.length === 0) return
    const taken = files.slice(0, DROP_LIMIT)
    setNotice(files.length > DROP_LIMIT ? `Only ${DROP_LIMIT} photos can be dropped at once: ${files.length - DROP_LIMIT} were left out. Drop them again when these are done.` : '')
    const stamp = Date.now()
    const queue = taken.map((file, i) => ({ file, upload: { key: `${stamp}-${i}`, name: file.name, progress: 0, state: 'waiting' as const } }))
    setUploads(queue.map((q) => q.upload))
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
        if (res.ok) update(upload.key, { state: 'stored', progress: 1 })
        else update(upload.key, { state: 'refused', progress: 1, message: errorMessage(res.status, await res.json().catch(() => null)) })
      }
    }
    await Promise.all(Array.from({ length: PARALLEL }, worker))
    setBusy(false)
    await load()
  }

  const move = (index: number, delta: number) =>
    setRows((list) => {
      const to = index + delta
      if (to < 0 || to >= list.length) return list
      const copy = [...list]
      ;[copy[index], copy[to]] = [copy[to]!, copy[index]!]
      return copy.map((r, i) => ({ ...r, order: i + 1 }))
    })

  const save = async () => {
    setBusy(true)
    const changed = rows.map((r, i) => ({ ...r, order: i + 1 })).filter((r) => r.caption !== r.savedCaption || r.order !== r.savedOrder)
    const failures: string[] = []
    for (const r of changed) {
      const res = await fetch(`${api}/gallery-images/${r.id}?draft=true`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ caption: r.caption, order: r.order, _status: 'draft' }),
      })
      if (!res.ok) failures.push(`${r.caption || `Photo ${r.order}`}: ${errorMessage(res.status, await res.json().catch(() => null))}`)
    }
    setBusy(false)
    setNotice(failures.length ? failures.join(' ') : `Saved ${changed.length} photos as drafts. Publish the album to show them on the website.`)
    await load()
  }

  const remove = async (row: Row) => {
    if (!window.confirm('Remove this photo from the album? (The file stays in the media library.)')) return
    await fetch(`${api}/gallery-images/${row.id}`, { method: 'DELETE', credentials: 'include' })
    await load()
  }

  if (!id) {
    return (
      <div className="field-type" style={{ padding: 'var(--base)', border: '1px dashed var(--theme-elevation-400)' }} data-testid="album-save-first">
        Save the album first (title, date, year and institution); then drop its photos here.
      </div>
    )
  }

  const stored = uploads.filter((u) => u.state === 'stored').length
  const refused = uploads.filter((u) => u.state === 'refused').length
  const unsaved = rows.some((r, i) => r.caption !== r.savedCaption || i + 1 !== r.savedOrder)

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
        {busy ? 'Uploading…' : `Drop up to ${DROP_LIMIT} photos here (JPEG, PNG or WebP, up to 10 MB each), or click to choose them.`}
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

      {uploads.length > 0 && (
        <div style={{ marginTop: 'var(--base)' }} data-testid="album-uploads">
          <p aria-live="polite">
            {stored} of {uploads.length} stored{refused ? `, ${refused} refused` : ''}.
          </p>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 320, overflowY: 'auto' }}>
            {uploads.map((u) => (
              <li key={u.key} data-testid="album-upload" data-state={u.state} style={{ marginBottom: 6 }}>
                <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <span style={{ flex: '0 0 40%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{u.name}</span>
                  <progress max={1} value={u.progress} style={{ flex: 1 }} aria-label={`Upload of ${u.name}`} />
                  <span style={{ flex: '0 0 5em' }}>{u.state === 'stored' ? 'Stored' : u.state === 'refused' ? 'Refused' : u.state === 'uploading' ? `${Math.round(u.progress * 100)}%` : 'Waiting'}</span>
                </div>
                {u.message && (
                  <p role="alert" data-testid="album-upload-message" style={{ color: 'var(--theme-error-500)', margin: '2px 0 0' }}>
                    {u.name}: {u.message}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {notice && (
        <p aria-live="polite" data-testid="album-notice" style={{ marginTop: 'var(--base)' }}>
          {notice}
        </p>
      )}

      {rows.length > 0 && (
        <>
          <ol
            data-testid="album-grid"
            style={{ listStyle: 'none', padding: 0, margin: 'var(--base) 0', display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
          >
            {rows.map((r, i) => (
              <li key={r.id} data-testid="album-grid-item" style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 6, padding: 8 }}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the admin shows the stored card size as it is */}
                {thumb(r) && <img src={thumb(r)} alt="" style={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block' }} />}
                <label style={{ display: 'block', marginTop: 6 }}>
                  <span style={{ display: 'block', fontSize: 12 }}>
                    Caption (photo {i + 1}
                    {r._status === 'published' ? ', published' : ''})
                  </span>
                  <input
                    type="text"
                    maxLength={300}
                    value={r.caption}
                    data-testid="album-caption"
                    onChange={(e) => setRows((list) => list.map((x) => (x.id === r.id ? { ...x, caption: e.target.value } : x)))}
                    style={{ width: '100%' }}
                  />
                </label>
                <div style={{ display: 'flex', gap: 4, marginTop: 6 }}>
                  <button type="button" onClick={() => move(i, -1)} disabled={i === 0} aria-label={`Move photo ${i + 1} earlier`}>
                    ←
                  </button>
                  <button type="button" onClick={() => move(i, 1)} disabled={i === rows.length - 1} aria-label={`Move photo ${i + 1} later`}>
                    →
                  </button>
                  <button type="button" onClick={() => void remove(r)} style={{ marginLeft: 'auto' }} aria-label={`Remove photo ${i + 1}`}>
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <Button buttonStyle="secondary" size="small" onClick={() => void save()} disabled={busy || !unsaved} id="album-save-grid">
            Save captions and order
          </Button>
        </>
      )}
    </div>
  )
}
