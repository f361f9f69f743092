import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { GrievanceForm } from '@/components/GrievanceForm'
import { en } from '@/i18n/en'
import { mr } from '@/i18n/mr'
import { ISSUE_TYPES } from '@/lib/grievance'
import { IDLE, type GrievanceFormState } from '@/lib/grievance-form-state'

const action = async (): Promise<GrievanceFormState> => IDLE
const render = (lang: 'en' | 'mr') =>
  renderToStaticMarkup(createElement(GrievanceForm, { institutes: [{ id: 3, name: 'Test School' }], formToken: 'token', lang, labels: (lang === 'mr' ? mr : en).grievance, action }))

describe('GrievanceForm', () => {
  it('shows its labels and issue types in Marathi on Marathi pages, sending the English codes', () => {
    const html = render('mr')
    for (const label of [mr.grievance.firstName, mr.grievance.issueType, mr.grievance.chooseInstitute, mr.grievance.submit]) expect(html).toContain(label)
    for (const type of ISSUE_TYPES) {
      expect(html).toContain(`<option value="${type}">${mr.grievance.issueTypes[type]}</option>`)
    }
    expect(html).not.toContain(en.grievance.submit)
  })

  it('keeps the English form as it was', () => {
    const html = render('en')
    for (const label of [en.grievance.firstName, en.grievance.issueType, en.grievance.submit]) expect(html).toContain(label)
    for (const type of ISSUE_TYPES) expect(html).toContain(`<option value="${type}">${type}</option>`)
  })
})
