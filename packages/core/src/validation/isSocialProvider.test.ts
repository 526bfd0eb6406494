import { describe, expect, it } from 'vitest'
import { isSocialProvider, socialProviders } from './isSocialProvider'

describe('isSocialProvider', () => {
  it('accepts exactly the six providers of SPEC §5', () => {
    expect(socialProviders).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    for (const provider of socialProviders) expect(isSocialProvider(provider)).toBe(true)
  })

  it('rejects others, other casing, empty strings and non-strings', () => {
    for (const value of ['', 'Google', 'twitter', 'farcaster', 'email', ' x', undefined, 1]) {
      expect(isSocialProvider(value)).toBe(false)
    }
  })
})
