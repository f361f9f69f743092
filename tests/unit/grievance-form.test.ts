import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { GrievanceForm } from '@/grievances/GrievanceForm'
import { en } from '@/i18n/en'
import { mr } from '@/i18n/mr'
import { ISSUE_TYPES } from '@/grievances/rules'
import { formValuesOf, GRIEVANCE_FORM_FIELDS, IDLE, type GrievanceFormState } from '@/grievances/form-state'

// Rendered outside Next.js's app router: the form only asks it to refresh after a grievance is filed.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => {} }) }))

const action = async (): Promise<GrievanceFormState> => IDLE
const render = (lang: 'en' | 'mr') =>
  renderToStaticMarkup(
    createElement(GrievanceForm, {
      institutes: [{ id: 3, name: 'Test School' }],
      formToken: 'token',
      lang,
      labels: (lang === 'mr' ? mr : en).grievance,
      action,
    }),
  )

describe('GrievanceForm', () => {
  it('shows its labels and issue types in Marathi on Marathi pages, sending the English codes', () => {
    const html = render('mr')
    for (const label of [
      mr.grievance.firstName,
      mr.grievance.issueType,
      mr.grievance.chooseInstitute,
      mr.grievance.submit,
    ])
      expect(html).toContain(label)
    for (const type of ISSUE_TYPES) {
      expect(html).toContain(`<option value="${type}">${mr.grievance.issueTypes[type]}</option>`)
    }
    expect(html).not.toContain(en.grievance.submit)
  })

  it('keeps the English form as it was', () => {
    const html = render('en')
    for (const label of [en.grievance.firstName, en.grievance.issueType, en.grievance.submit])
      expect(html).toContain(label)
    for (const type of ISSUE_TYPES) expect(html).toContain(`<option value="${type}">${type}</option>`)
  })

  it('carries its form token for the post without JavaScript, and no "turn on JavaScript" notice', () => {
    const html = render('en')
    expect(html).toContain('<input type="hidden" name="form_token" value="token"/>')
    for (const name of GRIEVANCE_FORM_FIELDS) expect(html).toContain(`name="${name}"`)
    expect(html).not.toMatch(/turn on JavaScript|<noscript/i)
  })
})

describe('formValuesOf', () => {
  it('keeps the typed fields as text, and nothing else', () => {
    const data = new FormData()
    data.append('name', 'Asha')
    data.append('email', 'not-an-email')
    data.append('message', 'line one\nline two')
    data.append('form_token', 'secret-ish')
    data.append('website', 'http://spam.example')
    data.append('$ACTION_1:1', '[{"kind":"idle"}]')
    data.append('mobile', new Blob(['9876543210']), 'mobile.txt')
    expect(formValuesOf(data)).toEqual({
      name: 'Asha',
      mname: '',
      dob: '',
      email: 'not-an-email',
      mobile: '',
      institute_id: '',
      type: '',
      enrollment: '',
      message: 'line one\nline two',
    })
  })
})
