import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import { signedInUser, StaffView } from '@/components/admin/StaffView'
import { formatDate } from '@/lib/dates'
import { formatFileSize } from '@/lib/file-size'

import { UNUSED_AFTER_DAYS, unusedUploads, type UnusedUpload } from './unused'

/**
 * /admin/unused-uploads (payload.config.ts `admin.components.views.unusedUploads`): the uploads
 * nothing uses (unused.ts), for society administrators to check and delete with Payload's own
 * media list. Other staff get a refusal, not the list.
 */

export const UNUSED_UPLOADS_PATH = '/unused-uploads'
const TITLE = 'Uploads nothing uses'

const link = { color: 'var(--theme-text)', textDecoration: 'underline' } as const
const cell = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: '0.5rem 0.75rem 0.5rem 0',
  borderBottom: '1px solid var(--theme-elevation-100)',
} as const

const kind = (mime: string | null) =>
  mime === 'application/pdf' ? 'PDF' : mime?.startsWith('image/') ? 'Image' : (mime ?? 'File')

function Uploads({ uploads, admin }: { uploads: UnusedUpload[]; admin: string }) {
  const media = `${admin}/collections/media`
  return (
    <>
      <p style={{ margin: '0 0 1rem', maxWidth: '52rem' }}>
        <Link
          href={`${media}?where[id][in]=${uploads.map((u) => u.id).join(',')}`}
          style={{ ...link, fontWeight: 600 }}
          data-unused-uploads-list
        >
          Open these {uploads.length === 1 ? 'one' : uploads.length} in the media list
        </Link>{' '}
        to select and delete them together.
      </p>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem' }}>
          <thead>
            <tr>
              <th scope="col" style={cell}>
                File
              </th>
              <th scope="col" style={cell}>
                Kind and size
              </th>
              <th scope="col" style={cell}>
                Uploaded
              </th>
              <th scope="col" style={cell}>
                By
              </th>
            </tr>
          </thead>
          <tbody>
            {uploads.map((u) => (
              <tr key={u.id} data-unused-upload={u.id}>
                <td style={{ ...cell, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <Link href={`${media}/${u.id}`} style={link}>
                    {u.filename}
                  </Link>
                </td>
                <td style={cell}>
                  {kind(u.mimeType)}
                  {u.filesize ? `, ${formatFileSize(u.filesize)}` : ''}
                </td>
                <td style={cell}>{formatDate(u.createdAt)}</td>
                <td style={cell}>{u.uploadedBy ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

export async function UnusedUploads(view: AdminViewServerProps) {
  const user = signedInUser(view, UNUSED_UPLOADS_PATH, (u) => hasRole(u, 'admin', 'editor', 'officer'))
  const { req } = view.initPageResult
  const admin = req.payload.config.routes.admin
  const allowed = hasRole(user, 'admin')
  const uploads = allowed ? await unusedUploads(req.payload) : []
  return (
    <StaffView view={view} title={TITLE}>
      <div className="society-unused-uploads" style={{ maxWidth: '72rem', paddingBottom: '3rem' }}>
        <h1 style={{ margin: '1rem 0 0.25rem' }}>{TITLE}</h1>
        {allowed ? (
          <>
            <p style={{ margin: '0 0 0.5rem', maxWidth: '52rem' }}>
              Files uploaded more than {UNUSED_AFTER_DAYS} days ago that no document, draft, earlier version or site
              setting uses: no upload field holds them, no rich text shows them, and their address appears in no link or
              text. Most were left behind when someone uploaded a file and then did not save the document it was for.
            </p>
            <p
              style={{
                margin: '0 0 1.25rem',
                maxWidth: '52rem',
                color: 'var(--theme-elevation-800)',
                fontSize: '0.875rem',
              }}
            >
              Open a file to look at it before you delete it: a link from outside this site (a message sent to parents,
              another website) may still point at it, and a deleted file cannot be brought back.
            </p>
            {uploads.length ? (
              <Uploads uploads={uploads} admin={admin} />
            ) : (
              <p data-unused-uploads-none style={{ margin: 0 }}>
                Nothing to clear: every file uploaded more than {UNUSED_AFTER_DAYS} days ago is in use.
              </p>
            )}
          </>
        ) : (
          <p role="alert" data-access-refusal style={{ margin: '1rem 0', maxWidth: '52rem' }}>
            Only society administrators can see this list: it covers every institution&apos;s uploads. To remove a file
            you uploaded, open it in Media and press Delete.
          </p>
        )}
        <p style={{ marginTop: '1.5rem' }}>
          <Link href={admin} style={link}>
            ← Back to the dashboard
          </Link>
        </p>
      </div>
    </StaffView>
  )
}
