import { describe, expect, test } from 'vitest'
import { featuresOf } from './featuresOf'
import type { FeatureHostOptions } from './types'

const configWith = (options: FeatureHostOptions) => ({ options })

describe('featuresOf: names', () => {
  test('off unless the app names its zone (ENS names need no option)', () => {
    expect(featuresOf(configWith({})).names).toBe(false)
    expect(featuresOf(configWith({ nameZone: 'portico.id' })).names).toBe(true)
  })
  test('features.names wins either way; the other features keep their defaults', () => {
    const off = featuresOf(configWith({ nameZone: 'portico.id', features: { names: false } }))
    expect(off.names).toBe(false)
    expect(off.swaps).toBe(true)
    expect(featuresOf(configWith({ features: { names: true, swaps: false } }))).toMatchObject({
      names: true,
      swaps: false,
    })
  })
})
