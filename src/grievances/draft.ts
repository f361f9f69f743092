import { GRIEVANCE_FORM_FIELDS, type GrievanceFormField } from '@/grievances/form-state'

/**
 * What was typed into the grievance form, kept in the tab's sessionStorage while it is being
 * filled, so that switching the page's language (a new page, /grievances ⇄ /mr/grievances) or a
 * reload does not lose it. sessionStorage belongs to this tab only: it is never sent anywhere and
 * the browser drops it when the tab is closed. It is cleared as soon as the grievance is filed.
 * Only the fields a person fills in (GRIEVANCE_FORM_FIELDS), never the honeypot or the form token.
 */

export const DRAFT_KEY = 'grievance-form-draft'

export type GrievanceDraft = Partial<Record<GrievanceFormField, string>>

/** The typed fields worth keeping: text, not empty, within a field's own length. */
export function draftOf(values: Record<string, unknown>): GrievanceDraft {
  const draft: GrievanceDraft = {}
  for (const name of GRIEVANCE_FORM_FIELDS) {
    const value = values[name]
    if (typeof value === 'string' && value !== '') draft[name] = value.slice(0, 5000)
  }
  return draft
}

/** Keep the typed fields (or forget them when none is filled). Storage may be refused (private modes, quota): then nothing is kept. */
export function saveDraft(storage: Storage | undefined, values: Record<string, unknown>): void {
  try {
    const draft = draftOf(values)
    if (Object.keys(draft).length) storage?.setItem(DRAFT_KEY, JSON.stringify(draft))
    else storage?.removeItem(DRAFT_KEY)
  } catch {}
}

/** The kept fields, or none (nothing kept, or not readable). */
export function loadDraft(storage: Storage | undefined): GrievanceDraft {
  try {
    const raw = storage?.getItem(DRAFT_KEY)
    if (!raw) return {}
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? draftOf(parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

export function clearDraft(storage: Storage | undefined): void {
  try {
    storage?.removeItem(DRAFT_KEY)
  } catch {}
}

/** The tab's sessionStorage in the browser; undefined on the server or where it is refused. */
export function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}
