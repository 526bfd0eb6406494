import { describe, expect, it } from 'vitest'
import { isUnsupportedChain } from './isUnsupportedChain'

const networks = [{ id: 31337 }, { id: 31338 }]
const base = { networks, enableNetworkSwitch: true, allowUnsupportedChain: false }

describe('isUnsupportedChain', () => {
  it('is true for a chain the app did not request', () => {
    expect(isUnsupportedChain({ ...base, chainId: 31339 })).toBe(true)
  })

  it('is false for a requested chain, by number or string id', () => {
    expect(isUnsupportedChain({ ...base, chainId: 31338 })).toBe(false)
    expect(isUnsupportedChain({ ...base, chainId: '31337' })).toBe(false)
  })

  it('is false when not connected', () => {
    expect(isUnsupportedChain({ ...base, chainId: undefined })).toBe(false)
  })

  it('is false when switching is disabled or unsupported chains are allowed', () => {
    expect(isUnsupportedChain({ ...base, chainId: 1, enableNetworkSwitch: false })).toBe(false)
    expect(isUnsupportedChain({ ...base, chainId: 1, allowUnsupportedChain: true })).toBe(false)
  })
})
