import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { avatarGradientOf } from './avatarGradientOf'

describe('avatarGradientOf', () => {
  it('gives one address the same gradient in any case, and another address another', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(avatarGradientOf(address)).toBe(avatarGradientOf(address.toLowerCase()))
    expect(avatarGradientOf(address)).toMatch(
      /^linear-gradient\(135deg, hsl\(\d{1,3} 75% 60%\), hsl\(\d{1,3} 70% 42%\)\)$/,
    )
    expect(avatarGradientOf(address)).not.toBe(
      avatarGradientOf('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
    )
  })

  it('spreads hues over the wheel, the two colours of one avatar apart', () => {
    const hues = new Set<number>()
    fc.assert(
      fc.property(fc.stringMatching(/^0x[0-9a-f]{40}$/), (address) => {
        const [first, second] = [...avatarGradientOf(address).matchAll(/hsl\((\d+)/g)].map((m) =>
          Number(m[1]),
        )
        hues.add(Math.floor((first ?? 0) / 30))
        const apart = Math.abs((first ?? 0) - (second ?? 0))
        expect(Math.min(apart, 360 - apart)).toBeGreaterThanOrEqual(40)
      }),
      { numRuns: 300 },
    )
    // All twelve 30° sectors are used by 300 random addresses.
    expect(hues.size).toBe(12)
  })
})
