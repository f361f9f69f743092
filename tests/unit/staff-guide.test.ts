import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The staff guide describes the grievance desk as it is: the officer's reply is written in "Reply
 * to the complainant", mailed to the complainant in the grievance's language and shown on the
 * status page; the guide no longer says the website does not pass the answer on.
 */
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

describe('the staff guide on answering a grievance', () => {
  const guide = read('src/components/admin/StaffGuide.tsx')
  const grievance = guide.slice(guide.indexOf("id: 'grievance'"))
  it('tells officers to write the reply and where the complainant reads it, in English and Marathi', () => {
    expect(grievance).not.toContain('does not send them your answer')
    expect(grievance).not.toContain('संकेतस्थळ तुमचे उत्तर त्यांना पाठवत नाही')
    const [en, mr] = grievance.split('mr: {')
    for (const part of [en!, mr!]) {
      expect(part).toContain("b('Reply to the complainant')")
      expect(part).toMatch(/\/grievances\/status/)
    }
  })
  it('names the field as the admin labels it, and the developer docs agree', () => {
    expect(read('src/grievances/Grievances.ts')).toMatch(/name: 'reply',\s+label: 'Reply to the complainant'/)
    expect(read('src/grievances/jobs/emails.ts')).toContain('/grievances/status')
    // The reply is mailed in the grievance's language now: neither the guide nor the docs may say otherwise.
    expect(read('docs/staff.md')).not.toMatch(/No mail carries the reply/)
    expect(read('docs/staff.md')).toMatch(
      /Saving a new reply, or closing the grievance \(Resolved or Rejected\),\s+queues one mail to the\s+complainant in the grievance's language/,
    )
    expect(grievance).not.toContain('The website does not mail the reply itself')
    expect(grievance).not.toContain('संकेतस्थळ उत्तर स्वतंत्र ई-मेलने पाठवत नाही')
  })
})
