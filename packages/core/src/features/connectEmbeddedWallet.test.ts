import { describe, expect, it } from 'vitest'
import { systemClock } from '../clock/systemClock'
import type { EmbeddedWallet } from '../embedded/types'
import { createStore } from '../store/createStore'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'
import { connectWith, emailLoginOf } from './emailLoginOf'
import { farcasterLoginOf } from './farcasterLoginOf'
import { socialLoginOf } from './socialLoginOf'

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

describe('emailLoginOf and socialLoginOf', () => {
  it('make one flow per host, need an embedded wallet, and keep the first options', () => {
    const host = { ...hostWith(['AUTH']), router: {} as never, modal: {} as never }
    expect(emailLoginOf(host)).toBe(emailLoginOf(host, { onConnectError: () => {} }))
    expect(socialLoginOf(host)).toBe(socialLoginOf(host))
    expect(socialLoginOf(host).login).toBe(socialLoginOf(host).login)
    const bare = { ...host, embeddedWallet: undefined }
    expect(() => emailLoginOf(bare)).toThrow('No embedded wallet configured')
    expect(() => socialLoginOf(bare)).toThrow('No embedded wallet configured')
  })

  it("hand a failed connect to the UI's onConnectError, or reject with it", async () => {
    const refused = new Error('declined')
    const seen: unknown[] = []
    await connectWith(hostWith(['AUTH'], refused), { onConnectError: (e) => seen.push(e) })
    expect(seen).toEqual([refused])
    await expect(connectWith(hostWith(['AUTH'], refused), {})).rejects.toBe(refused)
    const host = hostWith(['AUTH'])
    await connectWith(host, { onConnectError: (e) => seen.push(e) })
    expect(host.connected).toEqual(['AUTH-id'])
    expect(seen).toHaveLength(1)
  })
})
