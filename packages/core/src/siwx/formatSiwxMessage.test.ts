import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toChecksumAddress } from '../validation/toChecksumAddress'
import { formatSiwxMessage } from './formatSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'
import type { SiwxMessageData } from './types'
import { siweVectors, toSiwxData } from './vectorData.test-helpers'

const base: SiwxMessageData = {
  domain: 'localhost:3000',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: 'Sign in to Portico',
  uri: 'http://localhost:3000',
  version: '1',
  chainId: 'eip155:31337',
  nonce: 'a1b2c3d4e5f6a7b8c9',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

describe('formatSiwxMessage', () => {
  it('writes EIP-4361 text with every optional field in its place', () => {
    expect(
      formatSiwxMessage({
        ...base,
        expirationTime: '2026-01-08T00:00:00.000Z',
        notBefore: '2026-01-01T00:00:00.000Z',
        requestId: 'req-1',
        resources: ['https://example.com/a', 'ipfs://Qm1'],
      }),
    ).toMatchInlineSnapshot(`
      "localhost:3000 wants you to sign in with your Ethereum account:
      0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266

      Sign in to Portico

      URI: http://localhost:3000
      Version: 1
      Chain ID: 31337
      Nonce: a1b2c3d4e5f6a7b8c9
      Issued At: 2026-01-01T00:00:00.000Z
      Expiration Time: 2026-01-08T00:00:00.000Z
      Not Before: 2026-01-01T00:00:00.000Z
      Request ID: req-1
      Resources:
      - https://example.com/a
      - ipfs://Qm1"
    `)
  })

  it('writes an empty statement as no statement (three line breaks, as the ABNF says)', () => {
    const none = formatSiwxMessage({ ...base, statement: undefined })
    expect(formatSiwxMessage({ ...base, statement: '' })).toBe(none)
    expect(none).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\nURI: ')
  })

  it('writes the Solana header for a solana chain', () => {
    const text = formatSiwxMessage({
      ...base,
      accountAddress: '11111111111111111111111111111111',
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    })
    expect(text.split('\n')[0]).toBe(
      'localhost:3000 wants you to sign in with your Solana account:',
    )
    expect(text).toContain('\nChain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1\n')
  })

  describe('siwe negative objects: refused', () => {
    for (const [name, fields] of Object.entries(siweVectors.parsingNegativeObjects)) {
      it(name, () => {
        expect(() => formatSiwxMessage(toSiwxData(fields))).toThrow(/^Invalid sign-in message: /)
      })
    }
  })

  it('refuses data that cannot be a message, with the field named', () => {
    expect(() => formatSiwxMessage({ ...base, statement: 'two\nlines' })).toThrow(
      'Invalid sign-in message: statement must be one line of printable ASCII',
    )
    expect(() =>
      formatSiwxMessage({ ...base, chainId: 'bip122:000000000019d6689c085ae165831e93' }),
    ).toThrow('Invalid sign-in message: chainId namespace bip122 cannot sign in')
    expect(() => formatSiwxMessage({ ...base, chainId: 'eip155:01' })).toThrow(
      'Invalid sign-in message: chainId must be a CAIP-2 network id, got "eip155:01"',
    )
    expect(() => formatSiwxMessage({ ...base, scheme: '1http' })).toThrow(
      'Invalid sign-in message: scheme must be an RFC 3986 scheme, got "1http"',
    )
    expect(() => formatSiwxMessage({ ...base, requestId: 'a b' })).toThrow(
      'Invalid sign-in message: requestId must be RFC 3986 path characters',
    )
    expect(() => formatSiwxMessage(null as unknown as SiwxMessageData)).toThrow(
      'Invalid sign-in message: data must be an object',
    )
  })

  it('round-trips through parseSiwxMessage for any valid data (property)', () => {
    const alnum = fc.stringMatching(/^[A-Za-z0-9]{8,40}$/)
    const time = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString())
    const address = fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((bytes) => toChecksumAddress(Buffer.from(bytes).toString('hex')))
    const data = fc.record(
      {
        domain: fc.constantFrom('example.com', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000'),
        accountAddress: address,
        statement: fc.stringMatching(/^[A-Za-z0-9 .,:!?'()-]{1,60}$/),
        uri: fc.webUrl(),
        version: fc.constant('1' as const),
        chainId: fc.integer({ min: 1, max: 2 ** 31 }).map((id) => `eip155:${id}` as const),
        nonce: alnum,
        issuedAt: time,
        expirationTime: time,
        notBefore: time,
        requestId: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
        resources: fc.array(fc.webUrl(), { maxLength: 3 }),
      },
      {
        requiredKeys: [
          'domain',
          'accountAddress',
          'uri',
          'version',
          'chainId',
          'nonce',
          'issuedAt',
        ],
      },
    )
    fc.assert(
      fc.property(data, (value) => {
        const text = formatSiwxMessage(value)
        expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text)
        expect(parseSiwxMessage(text)).toEqual(value)
      }),
    )
  })
})
