import { PublishButton } from '@payloadcms/ui'
import type { PublishButtonServerProps } from 'payload'

import { hasRole } from '@/access/roles'

import { NoticeSubmitButton } from './NoticeSubmitButton'

/**
 * The Publish button of notices (Notices.ts `admin.components.edit.PublishButton`): Payload's own,
 * except for an institution editor while "Notices from institution editors need an administrator’s
 * approval" is on (Site settings → Notices), who gets "Submit for approval" instead. The server
 * refuses an editor's publish then in any case (src/notices/approval.ts).
 */
export async function NoticePublishButton({ payload, user }: PublishButtonServerProps) {
  if (!user || hasRole(user, 'admin') || !hasRole(user, 'editor')) return <PublishButton />
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.noticeApproval !== true) return <PublishButton />
  return <NoticeSubmitButton />
}
