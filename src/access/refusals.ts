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

/**
 * Where a staff member may not open or change one document: what it is, whose it is, and what they
 * may do instead (AccessDescription.tsx). `owner`: the institution it belongs to, or null for the
 * society's; undefined where the collection has no institution. `itself`: the document is an institution
 * (`owner` its own name).
 */
export type DocumentRefusal = {
  singular: string
  plural: string
  id: number | string
  owner?: string | null
  itself?: boolean
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A document the person may read but not change: the edit view shows it greyed out. */
export function readOnlyRefusal({ singular, owner }: DocumentRefusal): string {
  if (owner === null)
    return `This ${singular} is the society’s: only society administrators change it. You can read it here; to have it changed, ${ASK.toLowerCase()}`
  if (owner)
    return `This ${singular} belongs to ${owner}, which is not one of your institutions: you can read it here; its editors and the society office change it.`
  return `You can read this ${singular} here; only society administrators change it. ${ASK}`
}

/** A document the person may not open (Payload sends them to the list with "could not be found"), or one that does not exist (`exists` false). */
export function hiddenRefusal({ singular, plural, id, owner, itself }: DocumentRefusal, exists: boolean): string {
  if (!exists)
    return `There is no ${singular} ${id}: it may have been deleted. The ${plural} you can open are listed below.`
  if (itself && owner)
    return `${owner} is not one of your institutions: only its editors and the society office open it. The ${plural} you can open are listed below.`
  if (owner === null)
    return `${capital(singular)} ${id} is the society’s and not on the website now: only society administrators open it. The ${plural} you can open are listed below.`
  if (owner)
    return `${capital(singular)} ${id} belongs to ${owner}, which is not one of your institutions: only its editors and the society office open it. The ${plural} you can open are listed below.`
  return `Only society administrators open ${singular} ${id}. The ${plural} you can open are listed below.`
}
