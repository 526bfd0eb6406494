import { describe, expect, it } from 'vitest'
import { createSeenMessages } from './createSeenMessages'

describe('createSeenMessages', () => {
  it('knows a message per topic, and forgets the oldest past the limit', () => {
    const seen = createSeenMessages(2)
    expect(seen.add('a', 'm1')).toBe(true)
    expect(seen.add('a', 'm1')).toBe(false)
    expect(seen.add('b', 'm1')).toBe(true)
    expect(seen.add('a', 'm2')).toBe(true)
    expect(seen.size).toBe(2)
    // ('a', 'm1') was the oldest and is forgotten
    expect(seen.add('a', 'm1')).toBe(true)
    expect(seen.add('a', 'm2')).toBe(false)
  })
})
