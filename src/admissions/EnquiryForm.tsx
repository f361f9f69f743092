'use client'

import { useActionState } from 'react'

import { fill } from '@/i18n/format'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'

import { CLASSES, ENQUIRY_RETENTION_DAYS, FIRST_ANSWER_DAYS } from './desk'
import type { EnquiryFormState } from './filing'
import type { ClassOffer } from './seats'
import type { EnquiryTexts } from './texts'

type Action = (previous: EnquiryFormState, formData: FormData) => Promise<EnquiryFormState>
type School = { id: number; name: string; offers: ClassOffer[] }

const IDLE: EnquiryFormState = { kind: 'idle' }
export const ENQUIRY_OUTCOME_ID = 'enquiry-outcome'

const inputClass =
  'mt-1 block min-h-11 w-full rounded border border-muted/50 bg-white px-3 text-base aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

/**
 * The admission enquiry form: a plain POST form of its server action (src/admissions/filing.ts),
 * the same before its JavaScript arrives, without it and with it. The server checks everything
 * and renders the outcome: the reference and what happens next, or the messages next to their
 * fields with what was typed. The classes offered are the chosen school's open ones
 * (src/admissions/seats.ts); with one school (its Admission section) there is nothing to choose.
 */
export function EnquiryForm({
  schools,
  school,
  formToken,
  lang,
  labels: L,
  action,
  path,
}: {
  schools: School[]
  /** The school chosen by the page (its Admission section), if any. */
  school?: number
  formToken: string
  lang: Lang
  labels: EnquiryTexts
  action: Action
  /** The page's address (without language): the form's address before hydration and without JavaScript. */
  path: string
}) {
  const [state, formAction, pending] = useActionState(action, IDLE, `${localePath(lang, path)}#${ENQUIRY_OUTCOME_ID}`)
  const kept = state.kind === 'failed' ? state.values : undefined
  const errors = state.kind === 'failed' ? state.errors : {}
  const chosen = Number(kept?.institute_id || school || 0)
  // One school's own classes, or, on /admission before a school is chosen, every class any school
  // offers (the server checks the pair).
  const offers = schools.find((s) => s.id === chosen)?.offers ?? schools.flatMap((s) => s.offers)
  const open = offers.filter((o) => o.open && o.seatsLeft !== 0)
  const years = [...new Set(open.map((o) => o.year))]
  const classes = CLASSES.filter((c) => open.some((o) => o.class === c.value))

  const field = (name: string, label: string, input: React.ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`e-${name}`} className="block font-semibold">
        {label}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </label>
      {input}
      {hint && (
        <p id={`e-${name}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <p
        id={`e-${name}-error`}
        className="mt-1 min-h-5 text-sm font-medium text-red-700"
        data-testid={`enquiry-error-${name}`}
      >
        {errors[name]}
      </p>
    </div>
  )
  const a11y = (name: string, hint = false) => ({
    id: `e-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': hint ? `e-${name}-hint e-${name}-error` : `e-${name}-error`,
  })

  if (state.kind === 'sent') {
    return (
      <div
        id={ENQUIRY_OUTCOME_ID}
        tabIndex={-1}
        autoFocus
        role="status"
        className="scroll-mt-36 rounded-lg border border-green-700 bg-green-50 p-5 text-green-900"
        data-testid="enquiry-sent"
      >
        <p className="font-bold">{L.sent}</p>
        <p>
          {fill(L.reference, { ref: '\u0000' })
            .split('\u0000')
            .flatMap((part, i) =>
              i === 0
                ? [part]
                : [
                    <strong
                      key="ref"
                      className="select-all whitespace-nowrap font-mono"
                      data-testid="enquiry-reference"
                    >
                      {state.reference}
                    </strong>,
                    part,
                  ],
            )}
        </p>
        <p className="mt-2">{fill(L.nextSteps, { days: FIRST_ANSWER_DAYS })}</p>
      </div>
    )
  }

  if (!classes.length) return <p data-testid="enquiry-closed">{L.noClasses}</p>

  return (
    <form action={formAction} noValidate className="rounded-lg bg-white p-5 shadow" data-testid="enquiry-form">
      {state.kind === 'failed' && (
        <p
          id={ENQUIRY_OUTCOME_ID}
          tabIndex={-1}
          role="alert"
          className="mb-4 scroll-mt-36 rounded border border-red-700 bg-red-50 p-4 text-red-900"
          data-testid="enquiry-failed"
        >
          {state.message}
        </p>
      )}
      <div className="grid gap-x-6 gap-y-2 md:grid-cols-2">
        {school ? (
          <input type="hidden" name="institute_id" value={String(school)} />
        ) : (
          field(
            'institute_id',
            L.institute,
            <select {...a11y('institute_id')} defaultValue={kept?.institute_id ?? ''} className={inputClass}>
              <option value="">{L.chooseInstitute}</option>
              {schools.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </select>,
          )
        )}
        {field(
          'class',
          L.classSought,
          <select {...a11y('class')} defaultValue={kept?.class ?? ''} className={inputClass}>
            <option value="">{L.chooseClass}</option>
            {classes.map((c) => (
              <option key={c.value} value={c.value}>
                {c[lang]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'year',
          L.year,
          <select {...a11y('year')} defaultValue={kept?.year ?? years[0]} className={inputClass}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>,
        )}
        {field(
          'child_name',
          L.childName,
          <input
            {...a11y('child_name')}
            defaultValue={kept?.child_name}
            maxLength={100}
            autoComplete="off"
            className={inputClass}
          />,
        )}
        {field(
          'child_dob',
          L.childDob,
          <input type="date" {...a11y('child_dob')} defaultValue={kept?.child_dob} className={inputClass} />,
        )}
        {field(
          'parent_name',
          L.parentName,
          <input
            {...a11y('parent_name')}
            defaultValue={kept?.parent_name}
            maxLength={100}
            autoComplete="name"
            className={inputClass}
          />,
        )}
        {field(
          'mobile',
          L.mobile,
          <input
            type="tel"
            {...a11y('mobile', true)}
            defaultValue={kept?.mobile}
            autoComplete="tel"
            className={inputClass}
          />,
          L.mobileHint,
        )}
        {field(
          'email',
          L.email,
          <input
            type="email"
            {...a11y('email')}
            defaultValue={kept?.email}
            maxLength={254}
            autoComplete="email"
            className={inputClass}
          />,
        )}
        {field(
          'language',
          L.language,
          <select {...a11y('language')} defaultValue={kept?.language || lang} className={inputClass}>
            <option value="en" lang="en">
              English
            </option>
            <option value="mr" lang="mr">
              मराठी
            </option>
          </select>,
        )}
      </div>
      {field(
        'message',
        L.message,
        <textarea
          rows={5}
          {...a11y('message')}
          defaultValue={kept?.message}
          maxLength={3000}
          className={`${inputClass} py-2`}
        />,
      )}
      {/* A honeypot for bots that fill every field: off screen, out of the tab order, hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="e-website">{L.honeypot}</label>
        <input id="e-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="form_token" value={formToken} />
      <p className="mb-3 text-sm text-muted" data-testid="enquiry-purpose">
        {fill(L.purpose, { days: ENQUIRY_RETENTION_DAYS })}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {pending ? L.submitting : L.submit}
      </button>
    </form>
  )
}
