import { describe, expect, it } from 'vitest'

import { typeName } from '@/lib/type-name'

describe('a notice or achievement type as visitors read it', () => {
  it('is its name in the read language, else its code', () => {
    expect(typeName({ code: 'Examination', name: 'परीक्षा' })).toBe('परीक्षा')
    expect(typeName({ code: 'Examination', name: 'Examinations' })).toBe('Examinations')
    expect(typeName({ code: 'Examination', name: '  ' })).toBe('Examination')
    expect(typeName({ code: 'Examination', name: null })).toBe('Examination')
    expect(typeName({ code: 'Examination' })).toBe('Examination')
  })
})
