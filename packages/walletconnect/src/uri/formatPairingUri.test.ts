import { describe, expect, it } from 'vitest'
import { InvalidPairingUriError } from '../errors/uri'
import { formatPairingUri } from './formatPairingUri'

const topic = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('formatPairingUri', () => {
  it('writes topic, version 2, relay protocol, symKey and expiry in that order', () => {
    expect(
      formatPairingUri({ topic, symKey, relayProtocol: 'irn', expiryTimestamp: 1705667684 }),
    ).toBe(`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1705667684`)
  })

  it('adds methods separated by commas (URL-encoded) and relay data', () => {
    const uri = formatPairingUri({
      topic,
      symKey,
      relayProtocol: 'irn',
      relayData: 'ab',
      expiryTimestamp: 1705667684,
      methods: ['wc_sessionPropose', 'wc_sessionAuthenticate'],
    })
    expect(uri).toBe(
      `wc:${topic}@2?relay-protocol=irn&relay-data=ab&symKey=${symKey}&expiryTimestamp=1705667684&methods=wc_sessionPropose%2Cwc_sessionAuthenticate`,
    )
  })

  it('refuses bad parts with a typed error', () => {
    const base = { topic, symKey, relayProtocol: 'irn', expiryTimestamp: 1705667684 }
    const cases: [Partial<typeof base> & { methods?: string[] }, string][] = [
      [{ topic: 'abc' }, 'topic'],
      [{ symKey: `${symKey}0` }, 'symKey'],
      [{ relayProtocol: '' }, 'relay-protocol'],
      [{ expiryTimestamp: 0 }, 'expiryTimestamp'],
      [{ expiryTimestamp: 1.5 }, 'expiryTimestamp'],
      [{ expiryTimestamp: Number.NaN }, 'expiryTimestamp'],
      [{ methods: [''] }, 'methods'],
    ]
    for (const [change, reason] of cases) {
      let caught: unknown
      try {
        formatPairingUri({ ...base, ...change })
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(InvalidPairingUriError)
      expect((caught as InvalidPairingUriError).reason).toBe(reason)
    }
  })
})
