'use client'

import { FormSubmit, useConfig, useDocumentInfo, useForm, useLocale } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useCallback } from 'react'

/**
 * "Submit for approval", in place of Publish for an institution editor while the society's approval
 * setting is on (NoticePublishButton): saves the notice as a draft marked as waiting
 * (`approval.state = submitted`); the server keeps an editor from publishing either way
 * (src/collections/notice-approval.ts).
 */
export function NoticeSubmitButton({ waiting }: { waiting: boolean }) {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { id, collectionSlug } = useDocumentInfo()
  const { code: locale } = useLocale()
  const { submit } = useForm()

  const send = useCallback(async () => {
    const search = `?locale=${locale}&depth=0&fallback-locale=null&draft=true`
    await submit({
      action: formatAdminURL({ apiRoute: api, path: `/${collectionSlug}${id ? `/${id}` : ''}${search}` }),
      method: id ? 'PATCH' : 'POST',
      overrides: { _status: 'draft', approval: { state: 'submitted' } },
    })
  }, [api, collectionSlug, id, locale, submit])

  return (
    <FormSubmit buttonId="action-submit-approval" size="medium" type="button" onClick={() => void send()}>
      {waiting ? 'Submit again for approval' : 'Submit for approval'}
    </FormSubmit>
  )
}
