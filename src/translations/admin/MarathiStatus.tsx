'use client'

import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/**
 * Top of the sidebar of every edit view with texts in English and Marathi (the `marathiStatus` ui
 * field, src/translations/status-field.ts): "Marathi: complete", or "Marathi: 3 fields missing"
 * and which ones. The server works it out from the document as last saved, in both languages, with
 * the user's own access (GET /cms-api/marathi/status, src/translations/endpoints.ts); it is asked again
 * after every save. Unsaved changes in the form count once saved. A Marathi text written before
 * its English last changed is listed as out of date, so "complete" means every
 * English text has a Marathi that was written after it.
 */

type Missing = { path: string; label: string }
type State =
  | { kind: 'new' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'done'; missing: Missing[]; outdated: Missing[] }

const frame = (accent: string) =>
  ({
    borderLeft: `4px solid ${accent}`,
    background: 'var(--theme-elevation-50)',
    borderRadius: 'var(--style-radius-s, 3px)',
    padding: '0.625rem 0.75rem',
    marginBottom: 'var(--base, 1.5rem)',
    lineHeight: 1.4,
    fontSize: '0.875rem',
  }) as const

const muted = { color: 'var(--theme-elevation-800)', margin: '0.25rem 0 0' } as const

export function MarathiStatusField() {
  const { id, collectionSlug, globalSlug, data } = useDocumentInfo()
  const { config } = useConfig()
  // Changes with every save (the saved document's time stamp), so the status is asked again.
  const savedAt = typeof data?.updatedAt === 'string' ? data.updatedAt : ''
  const query = collectionSlug
    ? id != null
      ? `collection=${encodeURIComponent(collectionSlug)}&id=${encodeURIComponent(String(id))}`
      : null
    : globalSlug
      ? `global=${encodeURIComponent(globalSlug)}`
      : null
  const url = query ? `${config.serverURL}${config.routes.api}/marathi/status?${query}` : null
  // One answer per saved state of the document; a newer save makes the last answer stale.
  const key = url ? `${url}@${savedAt}` : null
  const [answer, setAnswer] = useState<{ key: string; state: State } | null>(null)

  useEffect(() => {
    if (!url || !key) return
    const abort = new AbortController()
    fetch(url, { credentials: 'include', signal: abort.signal, cache: 'no-store' })
      .then(async (res) => {
        if (!res.ok)
          throw new Error(
            res.status === 403 || res.status === 404
              ? 'You cannot read this document.'
              : `The server answered ${res.status}.`,
          )
        const body = (await res.json()) as { missing: Missing[]; outdated?: Missing[] }
        setAnswer({ key, state: { kind: 'done', missing: body.missing, outdated: body.outdated ?? [] } })
      })
      .catch((e: unknown) => {
        if (abort.signal.aborted) return
        setAnswer({
          key,
          state: { kind: 'error', message: e instanceof Error && e.message ? e.message : 'No answer from the server.' },
        })
      })
    return () => abort.abort()
  }, [url, key])

  const state: State = !key ? { kind: 'new' } : answer?.key === key ? answer.state : { kind: 'loading' }

  if (state.kind === 'new') {
    return (
      <div className="marathi-status" data-marathi-status="new" style={frame('var(--theme-elevation-400)')}>
        <strong>Marathi</strong>
        <p style={muted}>Shown once the document is saved.</p>
      </div>
    )
  }
  if (state.kind === 'loading') {
    return (
      <div
        className="marathi-status"
        data-marathi-status="loading"
        aria-busy="true"
        style={frame('var(--theme-elevation-400)')}
      >
        <strong>Marathi: checking…</strong>
      </div>
    )
  }
  if (state.kind === 'error') {
    return (
      <div className="marathi-status" data-marathi-status="error" style={frame('var(--theme-error-500)')}>
        <strong>Marathi: could not be checked</strong>
        <p style={muted}>{state.message}</p>
      </div>
    )
  }
  const { missing, outdated } = state
  if (!missing.length && !outdated.length) {
    return (
      <div
        className="marathi-status"
        data-marathi-status="complete"
        role="status"
        style={frame('var(--theme-success-500)')}
      >
        <strong>Marathi: complete</strong>
        <p style={muted}>Every text that has English also has Marathi, written after the English (as last saved).</p>
      </div>
    )
  }
  const fields = (n: number) => `${n} ${n === 1 ? 'field' : 'fields'}`
  const headline = [
    missing.length ? `${fields(missing.length)} missing` : '',
    outdated.length ? `${fields(outdated.length)} out of date` : '',
  ]
    .filter(Boolean)
    .join(', ')
  const list = (items: Missing[]) => (
    <ul
      style={{
        margin: '0.5rem 0 0',
        paddingLeft: '1.125rem',
        maxHeight: '18rem',
        overflowY: 'auto',
        overflowWrap: 'anywhere',
      }}
    >
      {items.map((m) => (
        <li key={m.path} title={m.path} style={{ margin: '0.125rem 0' }}>
          {m.label}
        </li>
      ))}
    </ul>
  )
  return (
    <div
      className="marathi-status"
      data-marathi-status={missing.length ? 'missing' : 'outdated'}
      role="status"
      style={frame('var(--theme-warning-500)')}
    >
      <strong>Marathi: {headline}</strong>
      {missing.length > 0 && (
        <div data-marathi-missing>
          <p style={muted}>
            These show in English on the Marathi pages. To add them, choose <span lang="mr">मराठी</span> in the Locale
            menu at the top.
          </p>
          {list(missing)}
        </div>
      )}
      {outdated.length > 0 && (
        <div data-marathi-outdated>
          <p style={muted}>
            The English of these changed after their Marathi was written: check the Marathi still says the same.
          </p>
          {list(outdated)}
        </div>
      )}
      <p style={{ ...muted, marginTop: '0.5rem' }}>As last saved; unsaved changes count once saved.</p>
    </div>
  )
}
