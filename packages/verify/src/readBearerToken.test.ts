import { describe, expect, it } from 'vitest'
import { PorticoTokenMissingError } from './errors'
import { readBearerToken } from './readBearerToken'

describe('readBearerToken', () => {
  it('reads the token of a Bearer header, in any case of the scheme', () => {
    expect(readBearerToken('Bearer a.b.c')).toBe('a.b.c')
    expect(readBearerToken('bearer  a.b.c ')).toBe('a.b.c')
    expect(readBearerToken(['Bearer x.y.z'])).toBe('x.y.z')
  })

  it('refuses no header, another scheme and an empty token', () => {
    for (const header of [undefined, null, '', 'Basic dXNlcjpwdw==', 'Bearer ', 'Bearer a b'])
      expect(() => readBearerToken(header)).toThrow(PorticoTokenMissingError)
  })
})
