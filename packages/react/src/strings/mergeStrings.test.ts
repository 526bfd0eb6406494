import { expect, it } from 'vitest'
import { mergeStrings } from './mergeStrings'

it('merges nested objects key by key, replaces texts and functions, keeps undefined ones', () => {
  const greet = (name: string) => `Hi ${name}`
  const defaults = { a: 'A', b: 'B', greet, errors: { X: 'x', Y: 'y' } }
  const merged = mergeStrings(defaults, {
    b: undefined,
    greet: (name: string) => `Salut ${name}`,
    errors: { Y: 'why' },
  })
  expect(merged.a).toBe('A')
  expect(merged.b).toBe('B')
  expect(merged.greet('Ada')).toBe('Salut Ada')
  expect(merged.errors).toEqual({ X: 'x', Y: 'why' })
  expect(defaults.errors).toEqual({ X: 'x', Y: 'y' })
  expect(mergeStrings(defaults, undefined)).toBe(defaults)
})
