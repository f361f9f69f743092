'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useActionState, useEffect, useMemo, useRef, useState } from 'react'
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form'

import { CopyText } from '@/components/CopyText'
import type { Dictionary } from '@/i18n'
import { textLang } from '@/i18n/fallback'
import type { Lang } from '@/i18n/lang'
import { localePath } from '@/i18n/paths'
import {
  complaintUrl,
  grievanceMessages,
  grievanceSchemaIn,
  ISSUE_TYPES,
  type Grievance,
  type GrievanceInput,
} from '@/grievances/rules'
import { IDLE, GRIEVANCE_FORM_FIELDS, type GrievanceFormState } from '@/grievances/form-state'
import { clearDraft, loadDraft, saveDraft, tabStorage } from '@/grievances/draft'

type Institute = { id: number; name: string }
type Status = { kind: 'idle' } | { kind: 'sent'; reference: string } | { kind: 'failed'; message: string }
/** The form's server action (src/app/(site)/[lang]/grievances/actions.ts). */
type Action = (previous: GrievanceFormState, formData: FormData) => Promise<GrievanceFormState>

const EMPTY: GrievanceInput = {
  name: '',
  mname: '',
  dob: '',
  email: '',
  mobile: '',
  institute_id: '',
  type: '' as GrievanceInput['type'],
  enrollment: '',
  message: '',
  tid: '1',
  website: '',
}

/**
 * The form's outcome at the top of the form: the confirmation, or what to correct. The form posted
 * without JavaScript goes to the page's address with this fragment (useActionState's permalink;
 * the fragment is never sent), so the browser opens the answer scrolled to it and focuses it (it
 * is focusable: tabIndex -1); `autoFocus` on the confirmation does the same where a browser does
 * not focus a fragment's target. Its scroll margin (scroll-mt-36, 9rem) keeps it below the sticky
 * navigation bar (NavBar.tsx: 44 px on a phone, two rows, 96 px, at 1280 px).
 */
export const OUTCOME_ID = 'grievance-outcome'

const inputClass =
  'mt-1 block min-h-11 w-full rounded border border-muted/50 bg-white px-3 text-base aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

/**
 * The grievance form (SPEC.md section 5): checked on blur and on submit with the same zod schema
 * the server uses, in the page's language; after success it shows 'Grievance submitted !' with the
 * reference and resets. A failed submit says so and keeps what was typed.
 * Its labels come from the page (only this form's strings reach the browser); `lang` picks the
 * validation messages and the language the server answers in.
 *
 * It works before its JavaScript arrives, and without it: the server renders it as a POST form of
 * its server action `action` (React's form action, used through useActionState), which files the
 * grievance as the API does and renders the page again with the outcome (`state`): the reference,
 * or the messages next to their fields and what was typed. Nothing typed ever goes into an address.
 * Once hydrated, the submit is handled here (react-hook-form prevents the native one) and posts
 * JSON to /api/v1/complaint as before.
 *
 * The confirmation takes focus either way (a screen reader reads it): `autoFocus`, which the
 * server renders as `autofocus` for the page posted without JavaScript, and the effect below once
 * the JavaScript runs. Its reference is plain selectable text, with a Copy button once JavaScript runs.
 *
 * What was typed is kept in the tab's sessionStorage while the form is filled (./draft.ts), so
 * that switching the language (another page) keeps it; it is forgotten once the grievance is filed.
 */
export function GrievanceForm({
  institutes,
  formToken,
  lang,
  labels: L,
  action,
}: {
  institutes: Institute[]
  formToken: string
  lang: Lang
  labels: Dictionary['grievance']
  action: Action
}) {
  const [state, formAction] = useActionState(action, IDLE, `${localePath(lang, '/grievances')}#${OUTCOME_ID}`)
  const [status, setStatus] = useState<Status>(() =>
    state.kind === 'failed' ? { kind: 'failed', message: state.message } : state,
  )
  // What the server action refused and kept: shown by the server's render, and handed to
  // react-hook-form, which clears each message once its field is checked again.
  const kept = state.kind === 'failed' ? state.values : undefined
  const serverErrors = useMemo(
    () =>
      state.kind === 'failed'
        ? (Object.fromEntries(
            Object.entries(state.errors).map(([name, message]) => [name, { type: 'server', message }]),
          ) as FieldErrors<GrievanceInput>)
        : undefined,
    [state],
  )
  const form = useForm<GrievanceInput, unknown, Grievance>({
    resolver: zodResolver(grievanceSchemaIn(lang)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    // Only what no field holds: each field starts from what its input holds when the form hydrates
    // (empty, what the server kept, or what the person typed while the JavaScript was on its way;
    // a default here would overwrite that).
    defaultValues: { tid: '1' },
    errors: serverErrors,
  })
  const { register, handleSubmit, formState, reset, setError, getValues, setValue, subscribe } = form
  const { errors, isSubmitting } = formState
  const router = useRouter()
  // The confirmation with its reference comes into view and takes focus (a screen reader reads it),
  // wherever the submit button was: the emptied form must not look like nothing happened.
  const sentRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (status.kind !== 'sent' || !sentRef.current) return
    sentRef.current.scrollIntoView({ block: 'center' })
    sentRef.current.focus({ preventScroll: true })
  }, [status])

  // Filled in the other language (or before a reload) in this tab: put back what is still empty
  // here. What the server kept after a refusal is newer and stays. Then keep every change, and what
  // is there now: what was typed while the JavaScript was on its way has fired no change here, and
  // a person may switch language (or leave by any other way) before typing anything more. The page
  // going away (pagehide: the header's switch, a link, back, a reload) keeps it once more.
  useEffect(() => {
    const storage = tabStorage()
    if (state.kind === 'sent') clearDraft(storage)
    else if (state.kind === 'idle') {
      const current = getValues() as Record<string, unknown>
      for (const [name, value] of Object.entries(loadDraft(storage))) {
        if (!current[name]) setValue(name as (typeof GRIEVANCE_FORM_FIELDS)[number], value)
      }
      saveDraft(storage, getValues())
    }
    const keep = () => {
      if (state.kind !== 'sent') saveDraft(storage, getValues())
    }
    window.addEventListener('pagehide', keep)
    const unsubscribe = subscribe({ formState: { values: true }, callback: ({ values }) => saveDraft(storage, values) })
    return () => {
      window.removeEventListener('pagehide', keep)
      unsubscribe()
    }
  }, [state.kind, getValues, setValue, subscribe])

  const onSubmit = handleSubmit(async (values) => {
    setStatus({ kind: 'idle' })
    try {
      const res = await fetch(complaintUrl(lang), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, institute_id: String(values.institute_id), tid: '1', form_token: formToken }),
      })
      const body = await res.json().catch(() => null)
      if (res.ok && body?.success === 1) {
        reset(EMPTY)
        clearDraft(tabStorage())
        setStatus({ kind: 'sent', reference: body.data.reference })
        // A form token files one grievance: render the page again for a new one, so that a second
        // grievance can be filed from the same page.
        router.refresh()
        return
      }
      if (res.status === 400 && body?.errors) {
        for (const [field, message] of Object.entries(body.errors as Record<string, string>)) {
          setError(field as FieldPath<GrievanceInput>, { message })
        }
        setStatus({ kind: 'failed', message: L.fixErrors })
        return
      }
      // Refusals that explain themselves (too quick, expired form) come in the page's language.
      if (res.status === 400 && typeof body?.message === 'string') {
        setStatus({ kind: 'failed', message: body.message })
        return
      }
      // Too many attempts: the address's limit answers before the API reads `locale`, in English.
      if (res.status === 429) {
        const english = lang === 'en' && typeof body?.message === 'string'
        const seconds = Number(res.headers.get('retry-after')) || 60
        setStatus({
          kind: 'failed',
          message: english ? body.message : grievanceMessages(lang).tooMany(Math.ceil(seconds / 60)),
        })
        return
      }
      // The server's own words (English) help on the English page only.
      setStatus({
        kind: 'failed',
        message: lang === 'en' && body?.message ? `${L.failed} (${body.message})` : L.failed,
      })
    } catch {
      setStatus({ kind: 'failed', message: L.failed })
    }
  })

  const field = (name: FieldPath<GrievanceInput>, label: string, input: React.ReactNode, required = true) => (
    <div>
      <label htmlFor={`g-${name}`} className="block font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {input}
      <p id={`g-${name}-error`} className="mt-1 min-h-5 text-sm font-medium text-red-700" data-testid={`error-${name}`}>
        {errors[name]?.message}
      </p>
    </div>
  )
  const a11y = (name: FieldPath<GrievanceInput>) => ({
    id: `g-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `g-${name}-error`,
  })

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="rounded-lg bg-white p-5 shadow"
      data-testid="grievance-form"
    >
      <div role="status" aria-live="polite">
        {status.kind === 'sent' && (
          <div
            id={OUTCOME_ID}
            ref={sentRef}
            tabIndex={-1}
            autoFocus
            aria-labelledby="grievance-success-title"
            aria-describedby="grievance-success-reference"
            className="mb-4 scroll-mt-36 rounded border border-green-700 bg-green-50 p-4 text-green-900"
            data-testid="grievance-success"
          >
            <p id="grievance-success-title" className="font-bold">
              {L.success}
            </p>
            <Reference template={L.reference} reference={status.reference} />
            <CopyText
              text={status.reference}
              label={L.copyReference}
              name={L.copyReferenceName}
              copiedText={L.copiedReference}
              failedText={L.copyFailed}
            />
          </div>
        )}
      </div>
      <div role="alert">
        {status.kind === 'failed' && (
          <p
            id={OUTCOME_ID}
            tabIndex={-1}
            className="mb-4 scroll-mt-36 rounded border border-red-700 bg-red-50 p-4 text-red-900"
            data-testid="grievance-failed"
          >
            {status.message}
          </p>
        )}
      </div>
      <div className="grid gap-x-6 gap-y-2 md:grid-cols-2">
        {field(
          'name',
          L.firstName,
          <input
            {...register('name')}
            {...a11y('name')}
            defaultValue={kept?.name}
            autoComplete="given-name"
            className={inputClass}
          />,
        )}
        {field(
          'mname',
          L.lastName,
          <input
            {...register('mname')}
            {...a11y('mname')}
            defaultValue={kept?.mname}
            autoComplete="family-name"
            className={inputClass}
          />,
        )}
        {field(
          'dob',
          L.dob,
          <input
            type="date"
            {...register('dob')}
            {...a11y('dob')}
            defaultValue={kept?.dob}
            autoComplete="bday"
            className={inputClass}
          />,
        )}
        {field(
          'email',
          L.email,
          <input
            type="email"
            {...register('email')}
            {...a11y('email')}
            defaultValue={kept?.email}
            autoComplete="email"
            className={inputClass}
          />,
        )}
        {field(
          'mobile',
          L.mobile,
          <>
            {/* type="tel" without a numeric keypad: "+91" and spaces are welcome (rules.ts normalizeMobile).
                "tel", the whole number: the hint every browser's autofill fills (a phone's own number
                comes as "+91 …", which the rules make the ten digits). */}
            <input
              type="tel"
              {...register('mobile')}
              {...a11y('mobile')}
              aria-describedby="g-mobile-hint g-mobile-error"
              defaultValue={kept?.mobile}
              autoComplete="tel"
              className={inputClass}
            />
            <p id="g-mobile-hint" className="mt-1 text-sm text-muted">
              {L.mobileHint}
            </p>
          </>,
        )}
        {field(
          'institute_id',
          L.institute,
          <select
            {...register('institute_id')}
            {...a11y('institute_id')}
            defaultValue={kept?.institute_id}
            className={inputClass}
          >
            <option value="">{L.chooseInstitute}</option>
            {institutes.map((i) => (
              <option key={i.id} value={String(i.id)} lang={textLang(lang, i.name)}>
                {i.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          'type',
          L.issueType,
          <select {...register('type')} {...a11y('type')} defaultValue={kept?.type} className={inputClass}>
            <option value="">{L.chooseIssue}</option>
            {ISSUE_TYPES.map((type) => (
              <option key={type} value={type}>
                {L.issueTypes[type]}
              </option>
            ))}
          </select>,
        )}
        {field(
          'enrollment',
          L.enrollment,
          <input
            {...register('enrollment')}
            {...a11y('enrollment')}
            defaultValue={kept?.enrollment}
            className={inputClass}
          />,
          false,
        )}
      </div>
      {field(
        'message',
        L.message,
        <textarea
          rows={5}
          {...register('message')}
          {...a11y('message')}
          defaultValue={kept?.message}
          className={`${inputClass} py-2`}
        />,
      )}
      {/* A honeypot for bots that fill every field: off screen, out of the tab order, hidden from
          assistive technology, so people never meet it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="g-website">{L.honeypot}</label>
        <input id="g-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      {/* Sent by the form without JavaScript; the JavaScript submit adds it to its JSON itself. */}
      <input type="hidden" name="form_token" value={formToken} />
      <button
        type="submit"
        disabled={isSubmitting}
        className="mt-2 min-h-11 rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {isSubmitting ? L.submitting : L.submit}
      </button>
    </form>
  )
}

/** "Your reference number is GRV-2026-7KQ2MX. Please quote it …", the reference on its own to select. */
function Reference({ template, reference }: { template: string; reference: string }) {
  const [before, after = ''] = template.split('{ref}')
  return (
    <p id="grievance-success-reference">
      {before}
      <strong className="select-all whitespace-nowrap font-mono tracking-wide" data-testid="grievance-reference">
        {reference}
      </strong>
      {after}
    </p>
  )
}
