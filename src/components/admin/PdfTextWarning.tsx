'use client'

import { useFormFields } from '@payloadcms/ui'

/**
 * Atop a media document's edit view: a PDF without a text layer (a scan) was accepted, but search
 * and screen readers cannot read it (src/collections/Media.ts readPdfText sets `pdfHasText`).
 */
export function PdfTextWarning() {
  const hasText = useFormFields(([fields]) => fields.pdfHasText?.value)
  const mimeType = useFormFields(([fields]) => fields.mimeType?.value)
  if (mimeType !== 'application/pdf' || hasText !== false) return null
  return (
    <div
      role="alert"
      data-testid="pdf-no-text"
      style={{
        borderLeft: '4px solid var(--theme-warning-500, #b45309)',
        background: 'var(--theme-elevation-50)',
        borderRadius: 'var(--style-radius-s, 3px)',
        padding: '0.625rem 0.75rem',
        marginBottom: 'var(--base, 1.5rem)',
        lineHeight: 1.4,
      }}
    >
      <strong>This PDF has no text: search and screen readers cannot read it.</strong>
      <p style={{ margin: '0.25rem 0 0' }}>
        It looks like a scan. It is saved and shown on the site, but nobody can find it by its words. If you can, upload
        a PDF exported from the original document (Word: File → Save as PDF) instead.
      </p>
    </div>
  )
}
