import { describe, expect, it } from 'vitest'
import { readFeatureSwitches } from './featureSwitches'

describe('readFeatureSwitches', () => {
  it('keeps the defaults without the switch', () => {
    expect(readFeatureSwitches('')).toEqual({})
    expect(readFeatureSwitches('?siwx=off')).toEqual({})
  })

  it('turns named features on, and off with a leading -', () => {
    expect(readFeatureSwitches('?features=legalCheckbox,-history,-allWallets')).toEqual({
      legalCheckbox: true,
      history: false,
      allWallets: false,
    })
  })
})
