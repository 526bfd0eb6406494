import { createFrameWallet, type FrameWallet } from '@portico/embedded-wallet'
import { recoverMessageAddress, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type EmailTestServer,
  frameOrigin,
  newEmail,
  projectId,
  startEmailServer,
} from './emailTestKit'
import { frameOriginFetch, memoryFrameStorage } from './frameTestBrowser'

// N-L3 (review 2026-11-28): device shares are kept per user and every rebuilt key is checked
// against the account's address, so two users of one browser never sign with a mixed key.
let server: EmailTestServer
let apiUrl: string
beforeAll(async () => {
  server = await startEmailServer()
  apiUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => server.close())

const app = 'http://localhost:3000'
type Address = `0x${string}`
/** The frame in one browser (`store` is its storage: the same Map = the same browser). */
const frame = (store: Map<string, string>) =>
  createFrameWallet({
    apiUrl,
    projectId,
    chainId: 'eip155:31337',
    fetch: frameOriginFetch(frameOrigin),
    storage: memoryFrameStorage(store).storage,
    approve: async () => true,
  })

async function login(wallet: FrameWallet, email: string) {
  server.clock.advance(31_000) // past the per-address code cooldown of the previous login
  const start = (await wallet.handle('APP_CONNECT_EMAIL', { email }, app)) as { action: string }
  if (start.action === 'VERIFY_DEVICE')
    await wallet.handle('APP_CONNECT_DEVICE', { code: await server.codeFor(email) }, app)
  const code = await server.codeFor(email)
  return ((await wallet.handle('APP_CONNECT_OTP', { code }, app)) as { address: Address }).address
}

async function signer(wallet: FrameWallet, address: Address) {
  const message = toHex('hello portico')
  const signature = (await wallet.handle(
    'APP_RPC_REQUEST',
    { method: 'personal_sign', params: [message, address] },
    app,
  )) as Address
  return recoverMessageAddress({ message: { raw: message }, signature })
}

const shareKeys = (store: Map<string, string>) =>
  [...store.keys()].filter((key) => key.startsWith('deviceShare')).sort()

describe("the frame's device shares", () => {
  it("user B on user A's browser signs with B's own key (the review's proof, refused)", async () => {
    const alice = newEmail('alice')
    const bob = newEmail('bob')
    const bobAddress = await login(frame(new Map()), bob) // Bob's wallet, made on his own browser
    const shared = new Map<string, string>()
    const aliceAddress = await login(frame(shared), alice)
    const aliceId = shared.get('userId')
    expect(shareKeys(shared)).toEqual([`deviceShare:${aliceId}`])

    // Alice signs out: her session leaves the browser; her share stays, used for her alone.
    await frame(shared).handle('APP_SIGN_OUT', undefined, app)
    expect(shareKeys(shared)).toEqual([`deviceShare:${aliceId}`])
    expect(shared.has('session')).toBe(false)

    const onShared = frame(shared)
    expect(await login(onShared, bob)).toBe(bobAddress)
    expect(await signer(onShared, bobAddress)).toBe(bobAddress)

    // Alice again, without Bob signing out: each keeps a share of their own and signs as themself.
    expect(await login(onShared, alice)).toBe(aliceAddress)
    expect(await signer(onShared, aliceAddress)).toBe(aliceAddress)
    expect(shareKeys(shared)).toHaveLength(2)
    expect(await login(onShared, bob)).toBe(bobAddress)
    expect(await signer(onShared, bobAddress)).toBe(bobAddress)
  })

  it('a share that rebuilds another key is never used: a clear refusal, the share dropped, no signature', async () => {
    const alice = newEmail('alice')
    const bob = newEmail('bob')
    const aliceStore = new Map<string, string>()
    await login(frame(aliceStore), alice)
    const aliceShare = aliceStore.get(`deviceShare:${aliceStore.get('userId')}`) as string
    const store = new Map<string, string>()
    const wallet = frame(store)
    const bobAddress = await login(wallet, bob)
    const bobKey = `deviceShare:${store.get('userId')}`
    expect(await signer(wallet, bobAddress)).toBe(bobAddress)

    // Alice's share put under Bob's name: the recovery share is not released again to this browser
    // (it made Bob's wallet), so the frame refuses, drops the share and signs nothing.
    store.set(bobKey, aliceShare)
    await expect(signer(wallet, bobAddress)).rejects.toThrow(
      "This browser's key share does not match this account: sign in again",
    )
    expect(store.has(bobKey)).toBe(false)
    await expect(signer(wallet, bobAddress)).rejects.toThrow(
      'This browser holds no key share: sign in again',
    )
    // Bob's wallet is whole: a browser approved now rebuilds it and signs as him.
    server.clock.advance(31_000)
    const fresh = frame(new Map())
    expect(await login(fresh, bob)).toBe(bobAddress)
    expect(await signer(fresh, bobAddress)).toBe(bobAddress)
  })

  it('moves a share kept by an older frame (one `deviceShare`) to its user only when it rebuilds that user', async () => {
    const alice = newEmail('alice')
    const bob = newEmail('bob')
    const bobAddress = await login(frame(new Map()), bob)
    // An older frame's browser: Alice's share under the single project-wide key.
    const store = new Map<string, string>()
    const aliceAddress = await login(frame(store), alice)
    const aliceId = store.get('userId') as string
    const aliceShare = store.get(`deviceShare:${aliceId}`) as string
    store.delete(`deviceShare:${aliceId}`)
    store.set('deviceShare', aliceShare)

    // Bob signs in there: the old share is not his, he gets his own; Alice's stays for her.
    const wallet = frame(store)
    expect(await login(wallet, bob)).toBe(bobAddress)
    expect(await signer(wallet, bobAddress)).toBe(bobAddress)
    expect(store.get('deviceShare')).toBe(aliceShare)

    // Alice signs in: the old share is hers, so it moves under her id.
    expect(await login(wallet, alice)).toBe(aliceAddress)
    expect(store.has('deviceShare')).toBe(false)
    expect(store.get(`deviceShare:${aliceId}`)).toBe(aliceShare)
    expect(await signer(wallet, aliceAddress)).toBe(aliceAddress)
  })
})
