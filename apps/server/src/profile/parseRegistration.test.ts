import { describe, expect, test } from 'vitest'
import { parseRegistration } from './parseRegistration'

const nonce = 'ab'.repeat(16)
const chainId = 31337
const parse = (body: unknown) =>
  parseRegistration({ message: JSON.stringify(body), zone: 'portico.id' })

describe('parseRegistration', () => {
  test('accepts a valid message, lower-cases the name and keeps the attributes', () => {
    expect(
      parse({
        name: 'Ada-99.Portico.ID',
        attributes: { bio: 'hi', avatar: 'ipfs://bafy/a.png' },
        nonce,
        chainId,
      }),
    ).toEqual({
      ok: true,
      registration: {
        name: 'ada-99.portico.id',
        signedName: 'Ada-99.Portico.ID',
        label: 'ada-99',
        zone: 'portico.id',
        attributes: { bio: 'hi', avatar: 'ipfs://bafy/a.png' },
        nonce,
        chainId,
      },
    })
    expect(
      parse({
        name: 'abcd.portico.id',
        attributes: { avatar: 'https://a.test/a.png' },
        nonce,
        chainId,
      }).ok,
    ).toBe(true)
  })

  test.each([
    [{ name: 'abc.portico.id', nonce, chainId }, /letters, digits and hyphens only, 4 to 63/],
    [{ name: 'ab.c.portico.id', nonce, chainId }, /letters, digits and hyphens only/],
    [{ name: 'abcd.other.id', nonce, chainId }, /must end with \.portico\.id/],
    [{ name: 'abcd.portico.id', chainId }, /"nonce" must be a nonce of this server/],
    [{ name: 'abcd.portico.id', nonce: 'x', chainId }, /"nonce" must be a nonce of this server/],
    [{ name: 'abcd.portico.id', nonce }, /"chainId" must be/],
    [{ name: 'abcd.portico.id', nonce, chainId: 0 }, /"chainId" must be/],
    [{ name: 'abcd.portico.id', nonce, chainId, attributes: [] }, /must be an object/],
    [{ name: 'abcd.portico.id', nonce, chainId, attributes: { a: 1 } }, /attribute "a"/],
    [{ nonce, chainId }, /no "name"/],
  ])('refuses %j', (body, reason) => {
    const result = parse(body)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toMatch(reason)
  })

  test('an avatar is an https: or ipfs: URL, nothing else (N-L6)', () => {
    for (const avatar of [
      'http://evil.test/a.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '/relative.png',
      'not a url',
    ]) {
      const result = parse({ name: 'abcd.portico.id', attributes: { avatar }, nonce, chainId })
      expect(result, avatar).toEqual({
        ok: false,
        name: 'abcd.portico.id',
        reason: 'the avatar must be an https: or ipfs: URL',
      })
    }
  })

  test('refuses text that is not a JSON object', () => {
    for (const message of ['nope', '[1]', 'null'])
      expect(parseRegistration({ message, zone: 'portico.id' }).ok).toBe(false)
  })
})
