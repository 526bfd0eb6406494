import { describe, expect, it } from 'vitest'
import { systemClock } from '../clock/systemClock'
import type { EmbeddedWallet } from '../embedded/types'
import { createStore } from '../store/createStore'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'
import { farcasterLoginOf } from './farcasterLoginOf'

// The host's side only: which connector it connects, and one flow per host (the flows themselves
// cross the frame in their own tests and in e2e).
const hostWith = (types: string[], failure?: Error) => {
  const connected: string[] = []
  return {
    connected,
    connectors: createStore({
      connectors: types.map((type) => ({ id: `${type}-id`, type, name: type })),
    }) as never,
    connect: async (id: string) => {
      if (failure) throw failure
      connected.push(id)
      return {} as never
    },
    clock: systemClock,
    embeddedWallet: {} as EmbeddedWallet,
  }
}

describe('connectEmbeddedWallet', () => {
  it('connects the AUTH connector, nothing without one, and rejects with the connect error', async () => {
    const host = hostWith(['INJECTED', 'AUTH'])
    await connectEmbeddedWallet(host)
    expect(host.connected).toEqual(['AUTH-id'])
    const none = hostWith(['INJECTED'])
    await connectEmbeddedWallet(none)
    expect(none.connected).toEqual([])
    const refused = new Error('declined')
    await expect(connectEmbeddedWallet(hostWith(['AUTH'], refused))).rejects.toBe(refused)
  })
})

describe('farcasterLoginOf', () => {
  it('makes one flow per host and needs an embedded wallet', () => {
    const host = hostWith(['AUTH'])
    expect(farcasterLoginOf(host)).toBe(farcasterLoginOf(host))
    expect(farcasterLoginOf(hostWith(['AUTH']))).not.toBe(farcasterLoginOf(host))
    expect(() => farcasterLoginOf({ ...host, embeddedWallet: undefined })).toThrow(
      'No embedded wallet configured',
    )
  })
})
