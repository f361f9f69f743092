'use client'

import {
  Button,
  ConfirmationModal,
  toast,
  useConfig,
  useDocumentInfo,
  useForm,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useCallback } from 'react'

import { approvalStatus, type ApprovalView } from './approval-texts'

/**
 * The status in a notice's header (Notices.ts `admin.components.edit.Status`): "Waiting for
 * approval" or "Returned: <the administrator's note>" while the notice is in approval, read from the
 * document as last saved, so it follows each submit, send-back and approval without a reload;
 * otherwise Payload's own words (Draft, Published, Changed, with "Revert to published"), as
 * Payload's Status element says them (@payloadcms/ui elements/Status, which the package does not
 * export).
 */
export function NoticeStatus() {
  const {
    id,
    collectionSlug,
    data,
    docPermissions,
    hasPublishedDoc,
    incrementVersionCount,
    isTrashed,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    unpublishedVersionCount,
  } = useDocumentInfo()
  const { toggleModal } = useModal()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { reset } = useForm()
  const { code: locale } = useLocale()
  const { i18n, t } = useTranslation()
  const revertModal = `confirm-revert-${id}`

  const revert = useCallback(async () => {
    const url = formatAdminURL({
      apiRoute: api,
      path: `/${collectionSlug}/${id}?locale=${locale}&fallback-locale=null&depth=0`,
    })
    const headers = { 'Accept-Language': i18n.language, 'Content-Type': 'application/json' }
    const published = await (await fetch(url, { credentials: 'include', headers })).json()
    const res = await fetch(url, { method: 'PATCH', credentials: 'include', headers, body: JSON.stringify(published) })
    const json = await res.json().catch(() => ({}))
    if (res.ok) {
      void reset(json.doc)
      toast.success(json.message)
      incrementVersionCount()
      setMostRecentVersionIsAutosaved(false)
      setUnpublishedVersionCount(0)
    } else toast.error(json.errors?.[0]?.message || json.error || t('error:revertingDocument'))
  }, [
    api,
    collectionSlug,
    id,
    i18n.language,
    incrementVersionCount,
    locale,
    reset,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    t,
  ])

  const inApproval = isTrashed ? null : approvalStatus((data as { approval?: ApprovalView } | undefined)?.approval)
  const state = unpublishedVersionCount > 0 && hasPublishedDoc ? 'changed' : !hasPublishedDoc ? 'draft' : 'published'
  const key = isTrashed ? (hasPublishedDoc ? 'previouslyPublished' : 'previouslyDraft') : state
  const value = inApproval ?? t(`version:${key}` as 'version:draft')
  return (
    <div
      className="status"
      title={`${t('version:status')}: ${value}`}
      data-notice-status={inApproval ? 'approval' : key}
    >
      <div className="status__value-wrap">
        <span className="status__label">{t('version:status')}: </span>
        <span className="status__value">{value}</span>
        {!inApproval && !isTrashed && docPermissions?.update && hasPublishedDoc && state === 'changed' && (
          <>
            {' — '}
            <Button
              buttonStyle="none"
              className="status__action"
              id="action-revert-to-published"
              onClick={() => toggleModal(revertModal)}
            >
              {t('version:revertToPublished')}
            </Button>
            <ConfirmationModal
              body={t('version:aboutToRevertToPublished')}
              confirmingLabel={t('version:reverting')}
              heading={t('version:confirmRevertToSaved')}
              modalSlug={revertModal}
              onConfirm={() => revert()}
            />
          </>
        )}
      </div>
    </div>
  )
}
