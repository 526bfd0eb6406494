import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isRegistrableName } from '../validation/isRegistrableName'
import { checkNameLabel } from './checkNameLabel'

describe('checkNameLabel', () => {
  it('says what is wrong (SPEC §5: letters, digits, hyphens, at least 4)', () => {
    expect(checkNameLabel('ada-99')).toBeUndefined()
    expect(checkNameLabel('ADA9')).toBeUndefined()
    expect(checkNameLabel('ada')).toBe('short')
    expect(checkNameLabel('ada_9')).toBe('characters')
    expect(checkNameLabel('ada.id')).toBe('characters')
    expect(checkNameLabel('é-ada')).toBe('characters')
    expect(checkNameLabel('a'.repeat(63))).toBeUndefined()
    expect(checkNameLabel('a'.repeat(64))).toBe('long')
  })

  it('agrees with isRegistrableName up to 63 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 63 }), (label) => {
        expect(checkNameLabel(label) === undefined).toBe(isRegistrableName(label))
      }),
    )
  })
})
