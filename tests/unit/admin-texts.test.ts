/**
 * What the staff side says where a clerk and the society office meet (src/components/admin/
 * notice-approval-texts.ts, compliance-summary.ts, src/access/refusals.ts, the institution field's
 * default in src/collections/fields.ts): the notice's header and the sentence at its top in each
 * step of approval, the editor's button, the dashboard's line per institution, the refusals, and
 * which institution a clerk's new document gets.
 */
import { describe, expect, it } from 'vitest'

import { hiddenRefusal, readOnlyRefusal } from '@/access/refusals'
import { soleInstitution } from '@/collections/fields'
import { complianceLines } from '@/dashboard/compliance-summary'
import { CHOOSE_HINT, FIXED_HINT, institutionHint, isFixedInstitution } from '@/components/admin/institution-hint'
import { approvalSentence, approvalStatus, submitButton } from '@/notices/admin/approval-texts'

describe('a notice in approval', () => {
  it('the header says where it stands, with the note when it came back', () => {
    expect(approvalStatus({ state: 'submitted', note: null })).toBe('Waiting for approval')
    expect(approvalStatus({ state: 'returned', note: ' Add the Saturday timings. ' })).toBe(
      'Returned: Add the Saturday timings.',
    )
    expect(approvalStatus({ state: 'returned' })).toBe('Returned')
    // Not in approval: Payload's own Draft, Published, Changed.
    expect(approvalStatus({ state: null, note: 'an old note' })).toBeNull()
    expect(approvalStatus(undefined)).toBeNull()
  })

  it('the sentence at the top tells the editor it went to the society office, and the office what to do', () => {
    expect(approvalSentence({ state: 'submitted' }, false)).toMatch(
      /^Sent to the society office: this notice waits for an administrator’s approval/,
    )
    expect(approvalSentence({ state: 'submitted' }, true)).toMatch(
      /^This notice waits for your approval: press Publish changes/,
    )
    expect(approvalSentence({ state: 'returned', note: 'x' }, false)).toMatch(
      /sent this notice back.*Submit again for approval/,
    )
    expect(approvalSentence({ state: null }, false)).toBeNull()
  })

  it('the editor’s button: nothing to send while it waits unchanged', () => {
    expect(submitButton({ state: null }, false)).toEqual({ label: 'Submit for approval', disabled: false })
    expect(submitButton({ state: 'submitted' }, false)).toEqual({ label: 'Waiting for approval', disabled: true })
    expect(submitButton({ state: 'submitted' }, true)).toEqual({
      label: 'Submit changes for approval',
      disabled: false,
    })
    expect(submitButton({ state: 'returned' }, false)).toEqual({ label: 'Submit again for approval', disabled: false })
  })
})

describe('the dashboard’s line per institution for the mandatory disclosures', () => {
  const finding = (institution: number, kind: 'missing' | 'expiring' | 'expired' | 'committee') => ({
    institution,
    kind,
    label: 'x',
  })
  it('counts each kind in words, least complete first, ties in the given order', () => {
    const lines = complianceLines([
      { institution: 1, name: 'A', percent: 100, findings: [] },
      {
        institution: 2,
        name: 'B',
        percent: 60,
        findings: [finding(2, 'missing'), finding(2, 'missing'), finding(2, 'expired'), finding(2, 'committee')],
      },
      { institution: 3, name: 'C', percent: 100, findings: [finding(3, 'expiring')] },
      { institution: 4, name: 'D', percent: 100, findings: [] },
    ])
    expect(lines.map((l) => l.institution)).toEqual([2, 3, 1, 4])
    expect(lines[0]!.gaps).toBe('2 missing, 1 expired, 1 committee without members')
    expect(lines[1]!.gaps).toBe('1 expiring')
    expect(lines[2]!.gaps).toBe('all in order')
  })
})

describe('refusals say what the thing is, whose it is, and what to do instead', () => {
  const notice = { singular: 'notice', plural: 'notices', id: 2 }
  it('a document the clerk may read but not change', () => {
    expect(readOnlyRefusal({ ...notice, owner: null })).toBe(
      'This notice is the society’s: only society administrators change it. You can read it here; to have it changed, ask the society office.',
    )
    expect(readOnlyRefusal({ ...notice, owner: 'Vidya Vikas School, Dadar' })).toContain(
      'belongs to Vidya Vikas School, Dadar, which is not one of your institutions',
    )
  })
  it('a document the clerk may not open, or that does not exist', () => {
    expect(hiddenRefusal({ ...notice, owner: 'Vidya Vikas School, Mulund' }, true)).toBe(
      'Notice 2 belongs to Vidya Vikas School, Mulund, which is not one of your institutions: only its editors and the society office open it. The notices you can open are listed below.',
    )
    expect(hiddenRefusal({ ...notice, owner: null }, true)).toMatch(
      /^Notice 2 is the society’s and not on the website now/,
    )
    expect(
      hiddenRefusal(
        { singular: 'institution', plural: 'institutions', id: 2, owner: 'Vidya Vikas Junior College', itself: true },
        true,
      ),
    ).toBe(
      'Vidya Vikas Junior College is not one of your institutions: only its editors and the society office open it. The institutions you can open are listed below.',
    )
    expect(hiddenRefusal(notice, false)).toBe(
      'There is no notice 2: it may have been deleted. The notices you can open are listed below.',
    )
  })
})

describe('a clerk’s institution', () => {
  it('is filled in for an editor of exactly one institution, for no one else', () => {
    expect(soleInstitution({ role: 'editor', institutions: [7] })).toBe(7)
    expect(soleInstitution({ role: 'editor', institutions: [{ id: 7, name: 'A' }] })).toBe(7)
    expect(soleInstitution({ role: 'editor', institutions: [7, 8] })).toBeUndefined()
    expect(soleInstitution({ role: 'admin', institutions: [7] })).toBeUndefined()
    expect(soleInstitution(null)).toBeUndefined()
  })
})

describe('the hint under the institution field', () => {
  it('is true for the person reading it', () => {
    const forAdmins = 'Leave empty for a notice of the whole society (administrators only).'
    expect(institutionHint({ role: 'admin' }, forAdmins)).toBe(forAdmins)
    expect(institutionHint({ role: 'editor', institutions: [7] }, forAdmins)).toBe(FIXED_HINT)
    expect(institutionHint({ role: 'editor', institutions: [7, 8] }, forAdmins)).toBe(CHOOSE_HINT)
    expect(institutionHint(null, forAdmins)).toBeUndefined()
    expect(isFixedInstitution({ role: 'editor', institutions: [7] })).toBe(true)
    expect(isFixedInstitution({ role: 'editor', institutions: [7, 8] })).toBe(false)
    expect(isFixedInstitution({ role: 'admin', institutions: [7] })).toBe(false)
  })
})
