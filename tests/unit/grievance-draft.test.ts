import { describe, expect, it } from 'vitest'

import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from '@/grievances/draft'

/** A tab's sessionStorage, as far as the draft uses it. */
function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
  }
}

describe('the grievance form draft (kept while the language is switched)', () => {
  it('keeps the typed fields only: never the honeypot, the form token or tid', () => {
    const storage = memoryStorage()
    saveDraft(storage, {
      name: 'Asha',
      mobile: '98765 43210',
      institute_id: '3',
      message: '',
      website: 'bot',
      form_token: 'x.y',
      tid: '1',
    })
    expect(JSON.parse(storage.data.get(DRAFT_KEY)!)).toEqual({ name: 'Asha', mobile: '98765 43210', institute_id: '3' })
    expect(loadDraft(storage)).toEqual({ name: 'Asha', mobile: '98765 43210', institute_id: '3' })
  })
  it('forgets everything once the form is empty or the grievance filed', () => {
    const storage = memoryStorage()
    saveDraft(storage, { name: 'Asha' })
    saveDraft(storage, { name: '' })
    expect(storage.data.size).toBe(0)
    saveDraft(storage, { name: 'Asha' })
    clearDraft(storage)
    expect(storage.data.size).toBe(0)
  })
  it('reads nothing from a damaged or foreign entry, and never throws when storage is refused', () => {
    const storage = memoryStorage()
    storage.setItem(DRAFT_KEY, '{not json')
    expect(loadDraft(storage)).toEqual({})
    storage.setItem(DRAFT_KEY, JSON.stringify({ name: 7, email: 'a@b.org', website: 'x' }))
    expect(loadDraft(storage)).toEqual({ email: 'a@b.org' })
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(() => saveDraft(refusing, { name: 'Asha' })).not.toThrow()
    expect(loadDraft(refusing)).toEqual({})
    expect(loadDraft(undefined)).toEqual({})
  })
})
