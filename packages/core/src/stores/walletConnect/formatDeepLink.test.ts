import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDeepLink } from './formatDeepLink'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000'
const encoded = encodeURIComponent(uri)

describe('formatDeepLink', () => {
  it('builds native scheme links', () => {
    expect(formatDeepLink({ link: 'metamask://', uri })).toBe(`metamask://wc?uri=${encoded}`)
    expect(formatDeepLink({ link: 'rainbow:', uri })).toBe(`rainbow://wc?uri=${encoded}`)
    expect(formatDeepLink({ link: 'trust:/', uri })).toBe(`trust://wc?uri=${encoded}`)
    expect(formatDeepLink({ link: 'zerion://app', uri })).toBe(`zerion://app/wc?uri=${encoded}`)
  })

  it('builds universal links', () => {
    expect(formatDeepLink({ link: 'https://rnbwapp.com', uri })).toBe(
      `https://rnbwapp.com/wc?uri=${encoded}`,
    )
    expect(formatDeepLink({ link: 'https://metamask.app.link/', uri })).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
  })

  it('refuses bad input clearly', () => {
    expect(() => formatDeepLink({ link: 'metamask://', uri: 'https://x' })).toThrow(
      'formatDeepLink needs a WalletConnect URI (wc:…)',
    )
    expect(() => formatDeepLink({ link: 'no scheme', uri })).toThrow(
      'formatDeepLink needs a wallet link with a scheme, got "no scheme"',
    )
  })

  it('always carries the whole URI, encoded, once (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('metamask://', 'https://w.example/app', 'trust:', 'x-wallet://a/b/'),
        fc.string(),
        (link, tail) => {
          const pairing = `wc:${tail}`
          const out = formatDeepLink({ link, uri: pairing })
          const query = out.slice(out.indexOf('wc?uri=') + 'wc?uri='.length)
          expect(decodeURIComponent(query)).toBe(pairing)
          expect(out.split('wc?uri=')).toHaveLength(2)
        },
      ),
    )
  })
})
