import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createEmbeddedWallet } from './createEmbeddedWallet'

// The frame client (an iframe on another origin) is the boundary: each load records the chain it
// was injected with and starts there, as the real frame does with its query `chainId`.
const injected: (number | string)[] = []
const defaultsSent: unknown[] = []
vi.mock('../client/createEmbeddedWalletClient', () => ({
  createEmbeddedWalletClient: (parameters: {
    chainId: number | string
    defaultAccountTypes?: unknown
  }) => {
    injected.push(parameters.chainId)
    defaultsSent.push(parameters.defaultAccountTypes)
    let chain = String(parameters.chainId)
    return {
      ready: Promise.resolve(),
      switchNetwork: async (next: number | string) => {
        if (next === 99999) throw new Error('Not supported by this wallet')
        chain = String(next)
        return { chainId: chain }
      },
      rpcRequest: async () => `0x${Number(chain).toString(16)}`,
      destroy: () => {},
    }
  },
}))

function appStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}
const page = (storage: ReturnType<typeof appStorage>) =>
  createEmbeddedWallet({
    frameUrl: 'http://localhost:3001/frame',
    projectId: 'p',
    chainId: 31337,
    storage,
  })

beforeEach(() => {
  injected.length = 0
})

describe('createEmbeddedWallet: the frame follows the app chain across reloads', () => {
  it('a first load injects the first chain; after a switch, a reload injects the switched chain', async () => {
    const storage = appStorage()
    const frame = await page(storage).load()
    expect(injected).toEqual([31337])
    await frame.switchNetwork(31338)
    expect(await frame.rpcRequest('eth_chainId')).toBe('0x7a6a')

    // A reload: a new handle on the same app storage; the frame starts on 31338, not 31337.
    const reloaded = await page(storage).load()
    expect(injected.at(-1)).toBe('31338')
    expect(await reloaded.rpcRequest('eth_chainId')).toBe('0x7a6a')
    // Only the chain id is remembered on the app origin.
    expect([...storage.items.values()]).toEqual(['31338'])
  })

  it('a refused switch remembers nothing: the next load starts where the app was', async () => {
    const storage = appStorage()
    const frame = await page(storage).load()
    await expect(frame.switchNetwork(99999)).rejects.toThrow('Not supported by this wallet')
    expect(storage.items.size).toBe(0)
    await page(storage).load()
    expect(injected).toEqual([31337, 31337])
  })
})

describe('createEmbeddedWallet: the default account types', () => {
  it('hands the frame client the types the kit set on the handle (createPorticoConfig), when it loads', async () => {
    const wallet = page(appStorage())
    wallet.defaultAccountTypes = { eip155: 'eoa' }
    await wallet.load()
    expect(defaultsSent.at(-1)).toEqual({ eip155: 'eoa' })
  })
})

describe('createEmbeddedWallet: social logins', () => {
  it('remembers the provider and user name with the session, and a redirect-mode login in progress', () => {
    const storage = appStorage()
    const wallet = page(storage)
    wallet.setSession({ email: '', socialProvider: 'github', userName: 'Carol' })
    expect(page(storage).getSession()).toEqual({
      email: '',
      socialProvider: 'github',
      userName: 'Carol',
    })
    wallet.setPendingSocial({ provider: 'x', view: 'Connect' })
    expect(page(storage).getPendingSocial()).toEqual({ provider: 'x', view: 'Connect' })
    // The page's own fragment comes back with it (only a fragment).
    wallet.setPendingSocial({ provider: 'x', view: 'Connect', hash: '#/cart' })
    expect(page(storage).getPendingSocial()).toEqual({
      provider: 'x',
      view: 'Connect',
      hash: '#/cart',
    })
    storage.setItem(
      'portico.embedded.socialPending',
      '{"provider":"x","view":"Connect","hash":"/evil"}',
    )
    expect(wallet.getPendingSocial()).toEqual({ provider: 'x', view: 'Connect' })
    storage.setItem('portico.embedded.socialPending', '{"provider":"myspace","view":"Connect"}')
    expect(wallet.getPendingSocial()).toBeUndefined()
    wallet.setPendingSocial(undefined)
    expect(storage.items.has('portico.embedded.socialPending')).toBe(false)
    expect(wallet.socialLoginMode).toBe('popup')
  })

  it("lists the server's providers (known ids only) once, without loading the frame; a failure lists none and asks again", async () => {
    const asked: string[] = []
    let fail = true
    const wallet = createEmbeddedWallet({
      frameUrl: 'http://localhost:3001/frame',
      projectId: 'p',
      chainId: 31337,
      storage: null,
      fetch: async (input, init) => {
        asked.push(`${String(input)} ${String(init?.body)}`)
        if (fail) return new Response('{}', { status: 502 })
        return Response.json({
          providers: [{ id: 'google' }, { id: 'farcaster' }, { id: 'myspace' }, { id: 'discord' }],
        })
      },
    })
    expect(await wallet.getSocialProviders()).toEqual([])
    fail = false
    expect(await wallet.getSocialProviders()).toEqual(['google', 'farcaster', 'discord'])
    expect(await wallet.getSocialProviders()).toEqual(['google', 'farcaster', 'discord'])
    expect(asked).toEqual([
      'http://localhost:3001/v1/embedded/social/providers {"projectId":"p"}',
      'http://localhost:3001/v1/embedded/social/providers {"projectId":"p"}',
    ])
    expect(injected).toEqual([])
  })
})
