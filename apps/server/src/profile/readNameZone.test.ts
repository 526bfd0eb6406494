import { describe, expect, test } from 'vitest'
import { InvalidConfigError } from '../errors'
import { readNameZone } from './readNameZone'

describe('readNameZone', () => {
  test('unset: no name service; a lower-case domain when set', () => {
    expect(readNameZone({})).toBeUndefined()
    expect(readNameZone({ PORTICO_NAME_ZONE: 'names.example.org' })).toBe('names.example.org')
  })
  test.each(['Portico.ID', '.portico.id', 'portico..id', 'por tico.id', '-a.id'])(
    'refuses %s',
    (value) => {
      expect(() => readNameZone({ PORTICO_NAME_ZONE: value })).toThrow(InvalidConfigError)
    },
  )
})
