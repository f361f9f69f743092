'use client'

import { useAuth, useDocumentInfo } from '@payloadcms/ui'

import { approvalSentence, type ApprovalView } from './approval-texts'

/**
 * The sentence at the top of a notice's edit view while it is in approval (a `ui` field, first in
 * Notices.ts): to its editor, that it went to the society office and waits, or that it came back
 * and what to do; to an administrator, what to do with it. Read from the document as last saved, so
 * it appears with the submit itself.
 */
export function NoticeApprovalBanner() {
  const { data } = useDocumentInfo()
  const { user } = useAuth()
  const approval = (data as { approval?: ApprovalView } | undefined)?.approval
  const sentence = approvalSentence(approval, (user as { role?: string } | null)?.role === 'admin')
  if (!sentence) return null
  return (
    <p
      role="status"
      data-approval-banner={approval?.state ?? ''}
      style={{
        margin: '0 0 var(--base)',
        padding: '0.75rem 1rem',
        borderLeft: `4px solid var(${approval?.state === 'returned' ? '--theme-warning-500' : '--theme-success-500'})`,
        background: 'var(--theme-elevation-50)',
        fontWeight: 600,
        lineHeight: 1.4,
      }}
    >
      {sentence}
    </p>
  )
}
