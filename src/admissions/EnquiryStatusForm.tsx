'use client'

import { useActionState } from 'react'

import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'

import type { EnquiryStatusState } from './status'
import type { EnquiryTexts } from './texts'

type Action = (previous: EnquiryStatusState, formData: FormData) => Promise<EnquiryStatusState>

const inputClass = 'mt-1 block min-h-11 w-full rounded border border-muted/50 bg-white px-3 text-base'
const IDLE: EnquiryStatusState = { kind: 'idle' }

/** The enquiry status form: posted to its server action (nothing in the address), with or without JavaScript. */
export function EnquiryStatusForm({ labels: L, action, lang }: { labels: EnquiryTexts; action: Action; lang: Lang }) {
  const [state, formAction, pending] = useActionState(action, IDLE, localePath(lang, '/admission/status'))
  const typed = state.kind === 'failed' ? state : { reference: '', contact: '' }
  return (
    <div className="space-y-6">
      <form action={formAction} className="rounded-lg bg-white p-5 shadow" data-testid="enquiry-status-form">
        {state.kind === 'failed' && (
          <p
            role="alert"
            className="mb-4 rounded border border-red-700 bg-red-50 p-4 text-red-900"
            data-testid="enquiry-status-failed"
          >
            {state.message}
          </p>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="es-reference" className="block font-semibold">
              {L.statusReference}
            </label>
            <input
              id="es-reference"
              name="reference"
              required
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="es-reference-hint"
              defaultValue={typed.reference}
              key={`r-${typed.reference}`}
              className={inputClass}
            />
            <p id="es-reference-hint" className="mt-1 text-sm text-muted">
              {L.statusReferenceHint}
            </p>
          </div>
          <div>
            <label htmlFor="es-contact" className="block font-semibold">
              {L.statusContact}
            </label>
            <input
              id="es-contact"
              name="contact"
              required
              maxLength={254}
              autoComplete="off"
              defaultValue={typed.contact}
              key={`c-${typed.contact}`}
              className={inputClass}
            />
          </div>
        </div>
        <button
          type="submit"
          disabled={pending}
          className="mt-4 min-h-11 rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {L.statusSubmit}
        </button>
      </form>
      {state.kind === 'found' && (
        <section
          aria-labelledby="enquiry-result-title"
          className="rounded-lg bg-white p-5 shadow"
          data-testid="enquiry-status-result"
        >
          <h2 id="enquiry-result-title" className="text-xl font-bold">
            {state.reference}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">{L.statusLabel}</dt>
            <dd data-testid="enquiry-status-value">{state.status}</dd>
            <dt className="font-semibold">{L.schoolLabel}</dt>
            <dd>{state.school}</dd>
            <dt className="font-semibold">{L.classLabel}</dt>
            <dd>{state.classYear}</dd>
            <dt className="font-semibold">{L.filedLabel}</dt>
            <dd>{state.filed}</dd>
            {state.due && (
              <>
                <dt className="font-semibold">{L.dueLabel}</dt>
                <dd>{state.due}</dd>
              </>
            )}
          </dl>
          <h3 className="mt-4 font-semibold">{L.replyLabel}</h3>
          <p className="mt-1 whitespace-pre-line" data-testid="enquiry-status-reply">
            {state.reply || L.noReply}
          </p>
        </section>
      )}
    </div>
  )
}
