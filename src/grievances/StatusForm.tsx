'use client'

import { useActionState } from 'react'

import type { Dictionary } from '@/i18n'
import { fill } from '@/i18n/format'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'

import { ANSWER_MAX, ANSWER_WINDOW_DAYS } from './workflow'
import { STATUS_IDLE, type StatusFormState } from './status-state'

/** The page's server action (src/app/(site)/[lang]/grievances/status/actions.ts). */
type Action = (previous: StatusFormState, formData: FormData) => Promise<StatusFormState>

const inputClass = 'mt-1 block min-h-11 w-full rounded border border-muted/50 bg-white px-3 text-base'

/**
 * The grievance status form: reference and mobile number or email, posted to the server action
 * (method POST, nothing in the address), before the JavaScript arrives, without it and with it alike.
 * The answer (the grievance's status, dates and reply, or the one message for every wrong
 * combination) is rendered from the action's state.
 */
export function StatusForm({
  labels: L,
  action,
  lang,
}: {
  labels: Dictionary['grievanceStatus']
  action: Action
  lang: Lang
}) {
  // The permalink is the form's action before hydration and without JavaScript (the page's own
  // address): without one React writes action="", which HTML does not allow.
  const [state, formAction, pending] = useActionState(action, STATUS_IDLE, localePath(lang, '/grievances/status'))
  const typed = state.kind === 'failed' ? state : { reference: '', contact: '' }
  return (
    <div className="space-y-6">
      <form action={formAction} className="rounded-lg bg-white p-5 shadow" data-testid="status-form">
        {state.kind === 'failed' && (
          <p
            role="alert"
            className="mb-4 rounded border border-red-700 bg-red-50 p-4 text-red-900"
            data-testid="status-failed"
          >
            {state.message}
          </p>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="s-reference" className="block font-semibold">
              {L.reference}
            </label>
            <input
              id="s-reference"
              name="reference"
              required
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="s-reference-hint"
              defaultValue={typed.reference}
              key={`r-${typed.reference}`}
              className={inputClass}
            />
            <p id="s-reference-hint" className="mt-1 text-sm text-muted">
              {L.referenceHint}
            </p>
          </div>
          <div>
            <label htmlFor="s-contact" className="block font-semibold">
              {L.contact}
            </label>
            <input
              id="s-contact"
              name="contact"
              required
              maxLength={254}
              autoComplete="off"
              aria-describedby="s-contact-hint"
              defaultValue={typed.contact}
              key={`c-${typed.contact}`}
              className={inputClass}
            />
            <p id="s-contact-hint" className="mt-1 text-sm text-muted">
              {L.contactHint}
            </p>
          </div>
        </div>
        <button
          type="submit"
          disabled={pending}
          className="mt-4 min-h-11 rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {pending ? L.submitting : L.submit}
        </button>
      </form>

      {state.kind === 'found' && (
        <section
          aria-labelledby="status-result-title"
          className="rounded-lg bg-white p-5 shadow"
          data-testid="status-result"
        >
          <h2 id="status-result-title" className="text-xl font-bold">
            {fill(L.resultTitle, { ref: state.reference })}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">{L.status}</dt>
            <dd data-testid="status-value">{state.status}</dd>
            <dt className="font-semibold">{L.filed}</dt>
            <dd data-testid="status-filed">{state.filed}</dd>
            <dt className="font-semibold">{L.due}</dt>
            <dd data-testid="status-due">{state.due}</dd>
            {state.closed && (
              <>
                <dt className="font-semibold">{L.closed}</dt>
                <dd data-testid="status-closed">{state.closed}</dd>
              </>
            )}
          </dl>
          {state.overdue && <p className="mt-3 font-semibold text-red-800">{L.overdue}</p>}
          <h3 className="mt-4 font-semibold">{L.reply}</h3>
          <p className="mt-1 whitespace-pre-line" data-testid="status-reply">
            {state.reply || L.noReply}
          </p>
          {state.answered && (
            <p
              role="status"
              className="mt-4 rounded border border-green-700 bg-green-50 p-4 text-green-900"
              data-testid="answer-sent"
            >
              {state.answered === 'reopened' ? L.answeredReopened : L.answered}
            </p>
          )}
          {!state.mayAnswer && (
            <p className="mt-4" data-testid="answer-late">
              {fill(L.answerLate, { days: String(ANSWER_WINDOW_DAYS) })}
            </p>
          )}
        </section>
      )}

      {state.kind === 'found' && state.mayAnswer && !state.answered && (
        <form
          action={formAction}
          className="rounded-lg bg-white p-5 shadow"
          data-testid="answer-form"
          aria-labelledby="answer-title"
        >
          <h2 id="answer-title" className="text-xl font-bold">
            {L.answerTitle}
          </h2>
          <p className="mt-1" id="answer-intro">
            {state.answerUntil ? fill(L.answerIntroClosed, { until: state.answerUntil }) : L.answerIntro}
          </p>
          {state.answerError && (
            <p
              role="alert"
              className="mt-4 rounded border border-red-700 bg-red-50 p-4 text-red-900"
              data-testid="answer-failed"
            >
              {state.answerError}
            </p>
          )}
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="reference" value={state.reference} />
          <input type="hidden" name="contact" value={state.contact} />
          <label htmlFor="s-answer" className="mt-4 block font-semibold">
            {L.answerLabel}
          </label>
          <textarea
            id="s-answer"
            name="answer"
            required
            rows={5}
            maxLength={ANSWER_MAX}
            aria-describedby="answer-intro"
            defaultValue={state.answerText ?? ''}
            className="mt-1 block w-full rounded border border-muted/50 bg-white p-3 text-base"
          />
          <button
            type="submit"
            disabled={pending}
            className="mt-4 min-h-11 rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {pending ? L.answerSubmitting : L.answerSubmit}
          </button>
        </form>
      )}
    </div>
  )
}
