import { describe, expect, it } from 'vitest'
import { relayMessage, relayTag, relayTopic } from './relaySchemas'

describe('relay schemas', () => {
  it('take what WalletConnect clients send', () => {
    expect(relayTopic.safeParse('ab'.repeat(32)).success).toBe(true)
    expect(relayMessage.safeParse('AKjz+/9Q0Q==').success).toBe(true)
    expect(relayMessage.safeParse('bXNn-_x').success).toBe(true)
    expect(relayTag.safeParse(1108).success).toBe(true)
    expect(relayTag.safeParse(2 ** 31 - 1).success).toBe(true)
  })

  it('refuse what the database would refuse or what is no topic', () => {
    for (const topic of ['t', `${'ab'.repeat(31)}a\u0000`, 'g'.repeat(64), 'a'.repeat(65)])
      expect(relayTopic.safeParse(topic).success).toBe(false)
    for (const message of ['', 'poison\u0000', 'with space', 'é'])
      expect(relayMessage.safeParse(message).success).toBe(false)
    for (const tag of [-1, 2 ** 31, 2 ** 40, 1.5])
      expect(relayTag.safeParse(tag).success).toBe(false)
  })
})
