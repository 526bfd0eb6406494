import { createFakeClock } from '@portico/core/internal'
import { hashMessage } from '@portico/walletconnect'
import { describe, expect, it } from 'vitest'
import { admitPublish } from './admitPublish'
import { createTokenBucket } from './createTokenBucket'
import { relayLimitDefaults } from './types'

const clock = createFakeClock({ start: 1_000_000 })
const topic = 'ab'.repeat(32)
const peer = (storageBytes = 1000) => ({
  clientId: 'did:key:alice',
  bucket: createTokenBucket({ capacity: 2, refillPerSecond: 1, clock }),
  storage: createTokenBucket({ capacity: storageBytes, refillPerSecond: 1, clock }),
})
const limits = { ...relayLimitDefaults, maxStoredTtlSeconds: 600 }

describe('admitPublish', () => {
  it('returns the records, kept at most the stored ttl whatever the ttl asked', () => {
    const records = admitPublish({
      peer: peer(),
      items: [{ topic, message: 'bW9udGg=', ttl: 2_592_000, tag: 1108 }],
      limits,
      now: 5000,
    })
    expect(records).toEqual([
      {
        topic,
        hash: hashMessage('bW9udGg='),
        message: 'bW9udGg=',
        tag: 1108,
        sender: 'did:key:alice',
        publishedAt: 5000,
        expiresAt: 5000 + 600_000,
      },
    ])
  })

  it('refuses past the publish bucket or the address storage quota, taking nothing', () => {
    const one = { topic, message: 'eA==', ttl: 60, tag: 1 }
    const client = peer(10)
    expect(() => admitPublish({ peer: client, items: [one, one, one], limits, now: 0 })).toThrow(
      'Too many requests: at most 50 publishes per second (burst 200)',
    )
    expect(() =>
      admitPublish({
        peer: client,
        items: [{ ...one, message: 'eHh4eHh4eHh4eA==' }],
        limits,
        now: 0,
      }),
    ).toThrow('Too many requests: this address may store 262144 bytes per second (burst 67108864)')
    expect(client.bucket.available()).toBe(2)
    expect(client.storage.available()).toBe(10)
    expect(admitPublish({ peer: client, items: [one, one], limits, now: 0 })).toHaveLength(2)
    expect(client.storage.available()).toBe(2)
  })
})
