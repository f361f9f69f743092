'use client'

import { FormSubmit, toast, useConfig, useDocumentInfo, useForm, useFormModified, useLocale } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useCallback } from 'react'

import { SUBMITTED_TOAST, submitButton, type ApprovalView } from './approval-texts'

/** Where Payload's edit view keeps a new document's success message across its redirect (@payloadcms/ui views/Edit). */
const PENDING_TOAST = 'payload-pending-success-toast'

/**
 * "Submit for approval", in place of Publish for an institution editor while the society's approval
 * setting is on (NoticePublishButton): saves the notice as a draft marked as waiting
 * (`approval.state = submitted`); the server keeps an editor from publishing either way
 * (src/notices/approval.ts). While the notice waits unchanged there is nothing to send:
 * the button says so and is disabled. The notice's saved state comes from the document as last
 * saved (useDocumentInfo), so it follows each submit without a reload.
 */
export function NoticeSubmitButton() {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { id, collectionSlug, data } = useDocumentInfo()
  const { code: locale } = useLocale()
  const { submit } = useForm()
  const modified = useFormModified()
  const { label, disabled } = submitButton((data as { approval?: ApprovalView } | undefined)?.approval, modified)

  const send = useCallback(async () => {
    const search = `?locale=${locale}&depth=0&fallback-locale=null&draft=true`
    const result = await submit({
      action: formatAdminURL({ apiRoute: api, path: `/${collectionSlug}${id ? `/${id}` : ''}${search}` }),
      method: id ? 'PATCH' : 'POST',
      overrides: { _status: 'draft', approval: { state: 'submitted' } },
      // Payload would say "Notice successfully created." or "Draft saved successfully.".
      disableSuccessStatus: true,
    })
    if (!result?.res.ok) return
    // A new notice: Payload shows the message it kept once it has opened the saved notice.
    if (!id) window.sessionStorage.setItem(PENDING_TOAST, SUBMITTED_TOAST)
    else toast.success(SUBMITTED_TOAST)
  }, [api, collectionSlug, id, locale, submit])

  return (
    <FormSubmit
      buttonId="action-submit-approval"
      size="medium"
      type="button"
      disabled={disabled}
      onClick={() => void send()}
    >
      {label}
    </FormSubmit>
  )
}
