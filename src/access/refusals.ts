import type { Role } from './roles'

/**
 * What a staff member reads where the admin refuses them something: what they may
 * not do, and who can, in words; never Payload's "Unauthorized, you must be logged in". The rules
 * themselves are src/access/roles.ts; these sentences follow them.
 */

/** Collections only society administrators change (ACCESS.sharedContent, scheduledContent, referenceData; notices are editors' too). */
const ADMINS_ONLY: Record<string, string> = {
  'media-talks': 'publish media talks',
  trustees: 'change the list of trustees',
  awards: 'add and change awards',
  'rti-items': 'change the RTI items',
  'important-links': 'change the important links',
  magazines: 'publish the magazine',
  policies: 'publish policies',
  'notice-types': 'keep the list of notice types',
  'achievement-types': 'keep the list of achievement types',
  'academic-years': 'keep the list of academic years',
  institutions: 'add institutions',
  users: 'create staff accounts',
  'site-settings': 'change the site settings',
  'rti-disclosure': 'change the RTI disclosure',
  'visitor-counter': 'see and set the visitor counter',
}

const ASK = 'Ask the society office.'

/** The sentence for a user of `role` who may not add to (or change) the collection `slug` of `plural` ("albums"). */
export function refusalFor(slug: string, role: Role | null | undefined, plural: string): string {
  if (slug === 'grievances')
    return 'Grievances are filed by the public on the website’s grievance form; no one creates them here.'
  const adminsOnly = ADMINS_ONLY[slug]
  if (adminsOnly) return `Only society administrators ${adminsOnly}. ${ASK}`
  if (role === 'officer')
    return `Grievance officers work grievances only: ${plural} are kept by institution editors and society administrators.`
  if (role === 'editor') return `You can add ${plural} once a society administrator assigns you an institution. ${ASK}`
  return `Only society administrators add ${plural}. ${ASK}`
}
