'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'

import type { Dictionary } from '@/i18n'
import { textLang } from '@/i18n/fallback'
import { fill } from '@/i18n/format'
import type { Lang } from '@/i18n/lang'
import { complaintUrl, grievanceMessages, grievanceSchemaIn, ISSUE_TYPES, type Grievance, type GrievanceInput } from '@/lib/grievance'

type Institute = { id: number; name: string }
type Status = { kind: 'idle' } | { kind: 'sent'; reference: string } | { kind: 'failed'; message: string }

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

const inputClass =
  'mt-1 block min-h-11 w-full rounded border border-muted/50 bg-white px-3 text-base aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

/**
 * The grievance form (SPEC.md section 5): checked on blur and on submit with the same zod schema
 * the server uses, in the page's language; after success it shows 'Grievance submitted !' with the
 * reference and resets. A failed submit says so and keeps what was typed.
 * Its labels come from the page (only this form's strings reach the browser); `lang` picks the
 * validation messages and the language the server answers in.
 */
export function GrievanceForm({ institutes, formToken, lang, labels: L }: { institutes: Institute[]; formToken: string; lang: Lang; labels: Dictionary['grievance'] }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const form = useForm<GrievanceInput, unknown, Grievance>({
    resolver: zodResolver(grievanceSchemaIn(lang)),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
  })
  const { register, handleSubmit, formState, reset, setError } = form
  const { errors, isSubmitting } = formState

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
        setStatus({ kind: 'sent', reference: body.data.reference })
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
        setStatus({ kind: 'failed', message: english ? body.message : grievanceMessages(lang).tooMany(Math.ceil(seconds / 60)) })
        return
      }
      // The server's own words (English) help on the English page only.
      setStatus({ kind: 'failed', message: lang === 'en' && body?.message ? `${L.failed} (${body.message})` : L.failed })
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
    <form onSubmit={onSubmit} noValidate className="rounded-lg bg-white p-5 shadow" data-testid="grievance-form">
      <div role="status" aria-live="polite">
        {status.kind === 'sent' && (
          <div className="mb-4 rounded border border-green-700 bg-green-50 p-4 text-green-900" data-testid="grievance-success">
            <p className="font-bold">{L.success}</p>
            <p>{fill(L.reference, { ref: status.reference })}</p>
          </div>
        )}
      </div>
      <div role="alert">
        {status.kind === 'failed' && (
          <p className="mb-4 rounded border border-red-700 bg-red-50 p-4 text-red-900" data-testid="grievance-failed">
            {status.message}
          </p>
        )}
      </div>
      <div className="grid gap-x-6 gap-y-2 md:grid-cols-2">
        {field('name', L.firstName, <input {...register('name')} {...a11y('name')} autoComplete="given-name" className={inputClass} />)}
        {field('mname', L.lastName, <input {...register('mname')} {...a11y('mname')} autoComplete="family-name" className={inputClass} />)}
        {field('dob', L.dob, <input type="date" {...register('dob')} {...a11y('dob')} autoComplete="bday" className={inputClass} />)}
        {field('email', L.email, <input type="email" {...register('email')} {...a11y('email')} autoComplete="email" className={inputClass} />)}
        {field(
          'mobile',
          L.mobile,
          <input type="tel" inputMode="numeric" {...register('mobile')} {...a11y('mobile')} autoComplete="tel-national" className={inputClass} />,
        )}
        {field(
          'institute_id',
          L.institute,
          <select {...register('institute_id')} {...a11y('institute_id')} className={inputClass}>
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
          <select {...register('type')} {...a11y('type')} className={inputClass}>
            <option value="">{L.chooseIssue}</option>
            {ISSUE_TYPES.map((type) => (
              <option key={type} value={type}>
                {L.issueTypes[type]}
              </option>
            ))}
          </select>,
        )}
        {field('enrollment', L.enrollment, <input {...register('enrollment')} {...a11y('enrollment')} className={inputClass} />, false)}
      </div>
      {field('message', L.message, <textarea rows={5} {...register('message')} {...a11y('message')} className={`${inputClass} py-2`} />)}
      {/* A honeypot for bots that fill every field: off screen, out of the tab order, hidden from
          assistive technology, so people never meet it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="g-website">{L.honeypot}</label>
        <input id="g-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <button type="submit" disabled={isSubmitting} className="mt-2 min-h-11 rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
        {isSubmitting ? L.submitting : L.submit}
      </button>
    </form>
  )
}
