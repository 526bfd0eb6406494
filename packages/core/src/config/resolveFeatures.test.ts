import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, resolveFeatures, type SOCIAL_PROVIDERS } from './resolveFeatures'

describe('resolveFeatures', () => {
  it('has SPEC §1 defaults: all on but the legal checkbox and collapsed wallets', () => {
    expect(resolveFeatures()).toEqual(DEFAULT_FEATURES)
    expect(resolveFeatures()).toMatchInlineSnapshot(`
      {
        "allWallets": true,
        "analytics": true,
        "collapseWallets": false,
        "email": true,
        "history": true,
        "legalCheckbox": false,
        "names": false,
        "onramp": true,
        "receive": true,
        "send": true,
        "socials": [
          "google",
          "x",
          "discord",
          "farcaster",
          "github",
          "apple",
          "facebook",
        ],
        "swaps": true,
      }
    `)
  })

  it('takes what the app set and keeps the defaults for the rest (undefined is unset)', () => {
    const features = resolveFeatures({ swaps: false, legalCheckbox: true, send: undefined })
    expect(features.swaps).toBe(false)
    expect(features.legalCheckbox).toBe(true)
    expect(features.send).toBe(true)
  })

  it('reads socials false as none and drops providers it does not know', () => {
    expect(resolveFeatures({ socials: false }).socials).toEqual([])
    const socials = ['github', 'myspace', 'google'] as unknown as typeof SOCIAL_PROVIDERS
    expect(resolveFeatures({ socials }).socials).toEqual(['github', 'google'])
  })
})
