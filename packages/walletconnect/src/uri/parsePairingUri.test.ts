import { parseUri } from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidPairingUriError } from '../errors/uri'
import { formatPairingUri } from './formatPairingUri'
import { parsePairingUri } from './parsePairingUri'

// The example of the WalletConnect pairing URI specification (specs/clients/core/pairing/pairing-uri).
const specTopic = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
const specSymKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const specUri = `wc:${specTopic}@2?symKey=${specSymKey}&methods=[wc_sessionPropose],[wc_authRequest,wc_authBatchRequest]&relay-protocol=irn&expiryTimestamp=1705667684`

const hex64 = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'))

function reasonOf(uri: string): string {
  try {
    parsePairingUri(uri)
  } catch (error) {
    if (error instanceof InvalidPairingUriError) return error.reason
    throw error
  }
  throw new Error('expected an InvalidPairingUriError')
}

describe('parsePairingUri', () => {
  it('reads the example of the specification', () => {
    expect(parsePairingUri(specUri)).toEqual({
      protocol: 'wc',
      version: 2,
      topic: specTopic,
      symKey: specSymKey,
      relayProtocol: 'irn',
      relayData: undefined,
      expiryTimestamp: 1705667684,
      methods: ['[wc_sessionPropose]', '[wc_authRequest', 'wc_authBatchRequest]'],
    })
  })

  it('reads what it writes (property)', () => {
    fc.assert(
      fc.property(
        hex64,
        hex64,
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.option(
          fc.array(fc.stringMatching(/^[a-zA-Z_]{1,20}$/), { minLength: 1, maxLength: 4 }),
          {
            nil: undefined,
          },
        ),
        fc.option(
          fc.stringMatching(/^[0-9a-f]{0,16}$/).filter((s) => s.length > 0),
          { nil: undefined },
        ),
        (topic, symKey, expiryTimestamp, methods, relayData) => {
          const uri = formatPairingUri({
            topic,
            symKey,
            relayProtocol: 'irn',
            relayData,
            expiryTimestamp,
            methods,
          })
          expect(parsePairingUri(uri)).toEqual({
            protocol: 'wc',
            version: 2,
            topic,
            symKey,
            relayProtocol: 'irn',
            relayData,
            expiryTimestamp,
            methods,
          })
        },
      ),
    )
  })

  it('accepts the wc:// form of Android deep links and URIs without expiry (older clients)', () => {
    const parsed = parsePairingUri(`wc://${specTopic}@2?relay-protocol=irn&symKey=${specSymKey}`)
    expect(parsed.topic).toBe(specTopic)
    expect(parsed.expiryTimestamp).toBeUndefined()
    expect(parsed.methods).toBeUndefined()
  })

  it('names the part that is wrong, without echoing the secret key', () => {
    const query = `relay-protocol=irn&symKey=${specSymKey}&expiryTimestamp=1705667684`
    expect(reasonOf(`http:${specTopic}@2?${query}`)).toBe('protocol')
    expect(reasonOf(`wc:${specTopic}@1?${query}`)).toBe('version')
    expect(reasonOf(`wc:${specTopic}?${query}`)).toBe('version')
    expect(reasonOf(`wc:${specTopic}@20?${query}`)).toBe('version')
    expect(reasonOf(`wc:@2?${query}`)).toBe('topic')
    expect(reasonOf(`wc:${specTopic.slice(2)}@2?${query}`)).toBe('topic')
    expect(reasonOf(`wc:${specTopic.replace('7f', 'zz')}@2?${query}`)).toBe('topic')
    expect(reasonOf(`wc:${specTopic}@2?relay-protocol=irn`)).toBe('symKey')
    expect(reasonOf(`wc:${specTopic}@2?relay-protocol=irn&symKey=${specSymKey}00`)).toBe('symKey')
    expect(reasonOf(`wc:${specTopic}@2?symKey=${specSymKey}`)).toBe('relay-protocol')
    expect(reasonOf(`wc:${specTopic}@2?relay-protocol=&symKey=${specSymKey}`)).toBe(
      'relay-protocol',
    )
    for (const expiry of ['soon', '-5', '0', '1.5', '99999999999999999999']) {
      expect(reasonOf(`wc:${specTopic}@2?${query.replace('1705667684', expiry)}`)).toBe(
        'expiryTimestamp',
      )
    }
    expect(reasonOf(`wc:${specTopic}@2?${query}&methods=a,,b`)).toBe('methods')

    let caught: unknown
    try {
      parsePairingUri(`wc:${specTopic}@1?${query}`)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(InvalidPairingUriError)
    expect((caught as Error).message).toBe(
      'Invalid pairing URI: only version 2 is supported\n\nDetails: got version 1\nDocs: docs/walletconnect.md#pairing-uri',
    )
    expect((caught as Error).message).not.toContain(specSymKey)
  })

  it('refuses a value that is not a string', () => {
    expect(() => parsePairingUri(42 as unknown as string)).toThrow(InvalidPairingUriError)
  })
})

describe('pairing URI interop with @walletconnect/utils@2.21.8', () => {
  it('their parser reads our URI', () => {
    const uri = formatPairingUri({
      topic: specTopic,
      symKey: specSymKey,
      relayProtocol: 'irn',
      expiryTimestamp: 1705667684,
      methods: ['wc_sessionPropose', 'wc_sessionAuthenticate'],
    })
    // (their parser leaves `protocol` empty for `wc:` URIs; the fields that matter are below)
    expect(parseUri(uri)).toMatchObject({
      topic: specTopic,
      version: 2,
      symKey: specSymKey,
      relay: { protocol: 'irn' },
      methods: ['wc_sessionPropose', 'wc_sessionAuthenticate'],
      expiryTimestamp: 1705667684,
    })
  })

  it('our parser reads their URI', async () => {
    const { formatUri } = await import('@walletconnect/utils')
    const uri = formatUri({
      protocol: 'wc',
      version: 2,
      topic: specTopic,
      symKey: specSymKey,
      relay: { protocol: 'irn' },
      expiryTimestamp: 1705667684,
      methods: ['wc_sessionPropose'],
    })
    expect(parsePairingUri(uri)).toMatchObject({
      topic: specTopic,
      symKey: specSymKey,
      relayProtocol: 'irn',
      expiryTimestamp: 1705667684,
      methods: ['wc_sessionPropose'],
    })
  })

  it('meets random input with InvalidPairingUriError only (fuzz)', () => {
    const arbitrary = fc.oneof(
      fc.string(),
      fc.string().map((tail) => `wc:${specTopic}@2?${tail}`),
      fc.string().map((tail) => `wc:${tail}`),
    )
    fc.assert(
      fc.property(arbitrary, (input) => {
        try {
          parsePairingUri(input)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidPairingUriError)
        }
      }),
    )
  })
})
