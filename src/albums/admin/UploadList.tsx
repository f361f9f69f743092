import type { Upload } from './upload'

/** A drop's uploads: how many are stored or refused, each file's progress and, if refused, why. */
export function UploadList({ uploads }: { uploads: Upload[] }) {
  if (uploads.length === 0) return null
  const stored = uploads.filter((u) => u.state === 'stored').length
  const refused = uploads.filter((u) => u.state === 'refused').length
  return (
    <div style={{ marginTop: 'var(--base)' }} data-testid="album-uploads">
      <p aria-live="polite">
        {stored} of {uploads.length} stored{refused ? `, ${refused} refused` : ''}.
      </p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 320, overflowY: 'auto' }}>
        {uploads.map((u) => (
          <li key={u.key} data-testid="album-upload" data-state={u.state} style={{ marginBottom: 6 }}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <span style={{ flex: '0 0 40%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {u.name}
              </span>
              <progress max={1} value={u.progress} style={{ flex: 1 }} aria-label={`Upload of ${u.name}`} />
              <span style={{ flex: '0 0 5em' }}>
                {u.state === 'stored'
                  ? 'Stored'
                  : u.state === 'refused'
                    ? 'Refused'
                    : u.state === 'uploading'
                      ? `${Math.round(u.progress * 100)}%`
                      : 'Waiting'}
              </span>
            </div>
            {u.message && (
              <p
                role="alert"
                data-testid="album-upload-message"
                style={{ color: 'var(--theme-error-500)', margin: '2px 0 0' }}
              >
                {u.name}: {u.message}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
