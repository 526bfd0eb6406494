import { formatSiwxMessage, type SiwxMessageData } from '@portico/core/siwx'
import { describe, expect, test } from 'vitest'
import { checkSignInMessage } from './checkSignInMessage'

const origin = 'http://127.0.0.1:3000'
const data: SiwxMessageData = {
  domain: '127.0.0.1:3000',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: 'Sign in with your wallet to 127.0.0.1:3000.',
  uri: 'http://127.0.0.1:3000',
  version: '1',
  chainId: 'eip155:31337',
  nonce: 'a1b2c3d4e5f6a7b8c9',
  issuedAt: '2026-11-24T10:00:00.000Z',
}
const message = (overrides: Partial<SiwxMessageData> = {}) =>
  formatSiwxMessage({ ...data, ...overrides })
const refusal = (reason: string) => ({
  code: 4100,
  shortMessage: `The wallet refuses to sign this sign-in message: ${reason}.`,
})

describe('checkSignInMessage (security review L10)', () => {
  test('text that is not a sign-in message is not checked', () => {
    expect(checkSignInMessage({ message: 'hello portico', origin })).toBeUndefined()
    expect(checkSignInMessage({ message: '', origin })).toBeUndefined()
  })

  test('a message for the requesting origin passes, with the line the prompt shows', () => {
    expect(checkSignInMessage({ message: message(), origin })).toEqual({
      domain: '127.0.0.1:3000',
      warnings: [
        `Sign-in to 127.0.0.1:3000: the domain and URI match the requesting site ${origin}.`,
      ],
    })
    // A path on the origin, userinfo and a written scheme are all still this site.
    for (const overrides of [
      { uri: `${origin}/app/login?x=1` },
      { domain: 'alice@127.0.0.1:3000' },
      { scheme: 'http' },
    ])
      expect(checkSignInMessage({ message: message(overrides), origin })?.domain).toBe(
        overrides.domain ?? '127.0.0.1:3000',
      )
    // Default ports and case are the URL's business.
    expect(
      checkSignInMessage({
        message: message({ domain: 'Example.COM:443', uri: 'https://example.com/' }),
        origin: 'https://example.com',
      })?.domain,
    ).toBe('Example.COM:443')
  })

  test.each([
    [
      'another domain',
      { domain: 'evil.example' },
      `it is for evil.example, but ${origin} asked for it`,
    ],
    [
      'another port',
      { domain: '127.0.0.1:4000' },
      `it is for 127.0.0.1:4000, but ${origin} asked for it`,
    ],
    [
      'another scheme',
      { scheme: 'https' },
      `it is for https://127.0.0.1:3000, but ${origin} asked for it`,
    ],
    [
      'a URI on another origin',
      { uri: 'http://evil.example/' },
      `its URI http://evil.example/ is not on ${origin}, which asked for it`,
    ],
    [
      'a URI on another port',
      { uri: 'http://127.0.0.1:3001' },
      `its URI http://127.0.0.1:3001 is not on ${origin}, which asked for it`,
    ],
  ])('%s is refused with 4100', (_, overrides, reason) => {
    expect(() => checkSignInMessage({ message: message(overrides), origin })).toThrowError(
      expect.objectContaining(refusal(reason)),
    )
  })

  test('the victim’s site asked from elsewhere is refused (the attack of L10)', () => {
    expect(() =>
      checkSignInMessage({ message: message(), origin: 'https://evil.example' }),
    ).toThrowError(
      expect.objectContaining(
        refusal('it is for 127.0.0.1:3000, but https://evil.example asked for it'),
      ),
    )
  })

  test('a domain dressed up with a path, or a header that is not EIP-4361, is refused', () => {
    const valid = message()
    const path = valid.replace('127.0.0.1:3000 wants', '127.0.0.1:3000/x wants')
    expect(() => checkSignInMessage({ message: path, origin: 'http://127.0.0.1:3000' })).toThrow(
      /it is for 127\.0\.0\.1:3000\/x/,
    )
    for (const header of [` ${valid}`, valid.replace(' wants', '  wants')])
      expect(() => checkSignInMessage({ message: header, origin })).toThrowError(
        expect.objectContaining(
          refusal(`its first line is not an EIP-4361 header, and ${origin} asked for it`),
        ),
      )
  })

  test('a broken message for this site gets a warning; its URI line is still checked', () => {
    const broken = message().replace(/\nNonce: .*/, '')
    const checked = checkSignInMessage({ message: broken, origin })
    expect(checked?.warnings).toEqual([
      `Sign-in to 127.0.0.1:3000: the domain and URI match the requesting site ${origin}.`,
      'Warning: this is not a valid EIP-4361 message (Invalid sign-in message: nonce line "Nonce:" is missing or out of order).',
    ])
    const elsewhere = message({ uri: 'http://evil.example' }).replace(/\nNonce: .*/, '')
    expect(() => checkSignInMessage({ message: elsewhere, origin })).toThrow(
      /its URI http:\/\/evil\.example is not on/,
    )
  })

  test('CRLF line ends are read as lines', () => {
    expect(
      checkSignInMessage({ message: message().replaceAll('\n', '\r\n'), origin })?.domain,
    ).toBe('127.0.0.1:3000')
  })
})
