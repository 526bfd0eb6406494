import { describe, expect, test } from 'vitest'
import { parseRegistration } from './parseRegistration'

const now = 1_800_000_000
const parse = (body: unknown) =>
  parseRegistration({ message: JSON.stringify(body), zone: 'portico.id', nowSeconds: now })

describe('parseRegistration', () => {
  test('accepts a valid message, lower-cases the name and keeps the attributes', () => {
    expect(
      parse({ name: 'Ada-99.Portico.ID', attributes: { bio: 'hi' }, timestamp: now - 600 }),
    ).toEqual({
      ok: true,
      registration: {
        name: 'ada-99.portico.id',
        label: 'ada-99',
        zone: 'portico.id',
        attributes: { bio: 'hi' },
        timestamp: now - 600,
      },
    })
    expect(parse({ name: 'abcd.portico.id', timestamp: now }).ok).toBe(true)
  })

  test.each([
    [{ name: 'abc.portico.id', timestamp: now }, /letters, digits and hyphens only, 4 to 63/],
    [{ name: 'ab.c.portico.id', timestamp: now }, /letters, digits and hyphens only/],
    [{ name: 'abcd.other.id', timestamp: now }, /must end with \.portico\.id/],
    [{ name: 'abcd.portico.id', timestamp: now - 601 }, /more than 10 minutes/],
    [{ name: 'abcd.portico.id', timestamp: now + 601 }, /more than 10 minutes/],
    [{ name: 'abcd.portico.id', timestamp: '1' }, /whole unix seconds/],
    [{ name: 'abcd.portico.id', timestamp: now, attributes: [] }, /must be an object/],
    [{ name: 'abcd.portico.id', timestamp: now, attributes: { a: 1 } }, /attribute "a"/],
    [{ timestamp: now }, /no "name"/],
  ])('refuses %j', (body, reason) => {
    const result = parse(body)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toMatch(reason)
  })

  test('refuses text that is not a JSON object', () => {
    for (const message of ['nope', '[1]', 'null'])
      expect(parseRegistration({ message, zone: 'portico.id', nowSeconds: now }).ok).toBe(false)
  })
})
