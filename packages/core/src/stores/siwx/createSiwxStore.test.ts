import { describe, expect, it } from 'vitest'
import type { AdapterAccount } from '../../adapter'
import type { CaipNetworkId } from '../../caip/knownNamespaces'
import { createFakeClock } from '../../clock/createFakeClock'
import { SIGN_OUT_TIMEOUT_MS, TOAST_REOPEN_DELAY_MS } from '../../constants'
import type { TrackedEvent } from '../../errors/events'
import { createRouter } from '../../router/createRouter'
import { createStore } from '../../store/createStore'
import { createModalStore } from '../createModalStore'
import { createToastStore } from '../createToastStore'
import { createSiwxStore } from './createSiwxStore'
import type { SiwxConfig, SiwxMessageInput, SiwxSession } from './types'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const requested = ['eip155:31337', 'eip155:31338']

type Deferred<T> = {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (e: unknown) => void
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** An in-memory SIWX implementation: the same contract as the server one, recorded calls. */
function createMemorySiwx(options: { required?: boolean; signOutOnDisconnect?: boolean } = {}) {
  const sessions: SiwxSession[] = []
  const calls = {
    createMessage: [] as SiwxMessageInput[],
    getSessions: [] as string[],
    setSessions: [] as SiwxSession[][],
  }
  let nonce = 0
  const siwx: SiwxConfig & {
    sessions: SiwxSession[]
    calls: typeof calls
    failGetSessions?: unknown
    failAddSession?: unknown
    slowSetSessions?: Promise<void>
  } = {
    sessions,
    calls,
    async createMessage(input) {
      calls.createMessage.push(input)
      const data = {
        domain: 'localhost:3000',
        accountAddress: input.accountAddress,
        uri: 'http://localhost:3000',
        version: '1' as const,
        chainId: input.chainId,
        nonce: `nonce${++nonce}abcdefgh`,
        issuedAt: '2026-01-01T00:00:00.000Z',
      }
      return { ...data, toString: () => `sign in ${data.accountAddress} ${data.nonce}` }
    },
    async addSession(session) {
      if (siwx.failAddSession) throw siwx.failAddSession
      sessions.push(session)
    },
    async getSessions(chainId, address) {
      calls.getSessions.push(`${chainId}:${address}`)
      if (siwx.failGetSessions) throw siwx.failGetSessions
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
    async revokeSession(chainId, address) {
      const kept = sessions.filter(
        (s) => !(s.data.chainId === chainId && s.data.accountAddress === address),
      )
      sessions.splice(0, sessions.length, ...kept)
    },
    async setSessions(next) {
      calls.setSessions.push(next)
      if (siwx.slowSetSessions) await siwx.slowSetSessions
      sessions.splice(0, sessions.length, ...next)
    },
    getRequired: () => options.required === true,
    signOutOnDisconnect: options.signOutOnDisconnect,
  }
  return siwx
}

function setup(
  options: {
    required?: boolean
    signOutOnDisconnect?: boolean
    storage?: Map<string, string>
  } = {},
) {
  const clock = createFakeClock()
  const account = createStore<Pick<AdapterAccount, 'status' | 'caipAddress'>>({
    status: 'connected',
    caipAddress: `eip155:31337:${alice}`,
  })
  const siwx = createMemorySiwx(options)
  const events: TrackedEvent[] = []
  const signed: string[] = []
  const wallet = { reject: undefined as unknown, disconnects: 0 }
  const router = createRouter({ closeModal: () => modal.close() })
  // The modal asks the sign-in store before it closes: the wiring of SPEC §2.
  const modal = createModalStore({
    router,
    signIn: { isRequired: () => store.isRequired(), hasSessions: () => store.hasSessions() },
  })
  const toast = createToastStore({ clock })
  const store = createSiwxStore({
    siwx,
    getAccount: account.getState,
    isNetworkSupported: (id) => requested.includes(id),
    async signMessage({ message }) {
      if (wallet.reject) throw wallet.reject
      signed.push(message)
      return { signature: `0x${'ab'.repeat(65)}` }
    },
    async disconnect() {
      wallet.disconnects++
      await store.signOut()
      account.setState({ status: 'disconnected', caipAddress: undefined })
      modal.close()
      router.reset('Connect')
    },
    router,
    modal,
    toast,
    clock,
    track: (event) => events.push(event),
    storage: options.storage && {
      getItem: (key) => options.storage?.get(key) ?? null,
      setItem: (key, value) => options.storage?.set(key, value),
    },
  })
  return { clock, account, siwx, events, signed, wallet, router, modal, toast, store }
}

const session = (address: string, chainId: CaipNetworkId = 'eip155:31337'): SiwxSession => ({
  data: {
    domain: 'localhost:3000',
    accountAddress: address,
    uri: 'http://localhost:3000',
    version: '1' as const,
    chainId,
    nonce: 'storednonce1234',
    issuedAt: '2026-01-01T00:00:00.000Z',
  },
  message: 'stored',
  signature: '0x01',
})

describe('createSiwxStore: check', () => {
  it('shows SIWXSignMessage when the active address has no session', async () => {
    const { store, modal, router, siwx } = setup()
    expect(await store.check()).toBe(true)
    expect(siwx.calls.getSessions).toEqual([`eip155:31337:${alice}`])
    expect(modal.getState().open).toBe(true)
    expect(router.getState().view).toBe('SIWXSignMessage')
    expect(store.getState()).toEqual({
      status: 'signed-out',
      caipAddress: `eip155:31337:${alice}`,
      sessions: [],
    })
  })

  it('recognises an existing session without a prompt', async () => {
    const { store, modal, siwx } = setup()
    siwx.sessions.push(session(alice))
    expect(await store.check()).toBe(false)
    expect(modal.getState().open).toBe(false)
    expect(store.getState().status).toBe('signed-in')
    expect(store.getState().sessions).toEqual([session(alice)])
    expect(store.hasSessions()).toBe(true)
  })

  it('waits while the network is not requested, and while disconnected', async () => {
    const { store, account, modal, siwx } = setup()
    account.setState({ caipAddress: `eip155:31339:${alice}` })
    expect(await store.check()).toBe(false)
    account.setState({ status: 'disconnected', caipAddress: undefined })
    expect(await store.check()).toBe(false)
    expect(siwx.calls.getSessions).toEqual([])
    expect(modal.getState().open).toBe(false)
    expect(store.getState().status).toBe('idle')
  })

  it('shares one request between concurrent checks of the same account', async () => {
    const { store, siwx } = setup()
    const [first, second] = await Promise.all([store.check(), store.check()])
    expect([first, second]).toEqual([true, true])
    expect(siwx.calls.getSessions).toHaveLength(1)
  })

  it('ignores an answer for an account that is no longer active', async () => {
    const { store, account, modal, siwx } = setup()
    const gate = deferred<void>()
    const getSessions = siwx.getSessions
    siwx.getSessions = async (chainId, address) => {
      await gate.promise
      return getSessions(chainId, address)
    }
    const pending = store.check()
    account.setState({ caipAddress: `eip155:31337:${bob}` })
    gate.resolve()
    expect(await pending).toBe(false)
    expect(modal.getState().open).toBe(false)
  })

  it('an initialisation failure disconnects, resets to Connect and shows the error', async () => {
    const { store, siwx, wallet, router, toast, account } = setup()
    siwx.failGetSessions = new Error('fetch failed')
    expect(await store.check()).toBe(false)
    expect(wallet.disconnects).toBe(1)
    expect(account.getState().status).toBe('disconnected')
    expect(router.getState().history).toEqual([{ view: 'Connect', data: undefined }])
    expect(toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'A problem occurred while trying initialize authentication',
    })
    expect(store.getState().status).toBe('idle')
  })

  it('an account switch re-checks: a new address is asked, a signed one is not', async () => {
    const { store, account, modal, router, siwx } = setup()
    siwx.sessions.push(session(alice))
    expect(await store.check()).toBe(false)
    account.setState({ caipAddress: `eip155:31337:${bob}` })
    expect(await store.check()).toBe(true)
    expect(router.getState().view).toBe('SIWXSignMessage')
    expect(store.getState()).toMatchObject({ status: 'signed-out', sessions: [] })
    // Back to the signed-in address while the prompt is open: the prompt goes away.
    account.setState({ caipAddress: `eip155:31337:${alice}` })
    expect(await store.check()).toBe(false)
    expect(modal.getState().open).toBe(false)
    expect(store.getState().status).toBe('signed-in')
  })

  it('a network switch re-checks the session for that chain', async () => {
    const { store, account, router, siwx } = setup()
    siwx.sessions.push(session(alice))
    await store.check()
    account.setState({ caipAddress: `eip155:31338:${alice}` })
    expect(await store.check()).toBe(true)
    expect(siwx.calls.getSessions.at(-1)).toBe(`eip155:31338:${alice}`)
    expect(router.getState().view).toBe('SIWXSignMessage')
  })
})

describe('createSiwxStore: sign', () => {
  it('builds the message, asks the wallet, stores the session, closes, tracks success', async () => {
    const { store, siwx, signed, modal, events, toast, clock } = setup()
    await store.check()
    const pending = store.sign()
    expect(store.getState().status).toBe('signing')
    expect(toast.getState()).toMatchObject({
      open: true,
      variant: 'loading',
      message: 'Authenticating...',
    })
    expect(await pending).toBe(true)
    expect(siwx.calls.createMessage).toEqual([{ accountAddress: alice, chainId: 'eip155:31337' }])
    expect(signed).toEqual([`sign in ${alice} nonce1abcdefgh`])
    expect(siwx.sessions).toHaveLength(1)
    expect(siwx.sessions[0]).toEqual({
      data: {
        domain: 'localhost:3000',
        accountAddress: alice,
        uri: 'http://localhost:3000',
        version: '1',
        chainId: 'eip155:31337',
        nonce: 'nonce1abcdefgh',
        issuedAt: '2026-01-01T00:00:00.000Z',
      },
      message: `sign in ${alice} nonce1abcdefgh`,
      signature: `0x${'ab'.repeat(65)}`,
    })
    expect(modal.getState().open).toBe(false)
    expect(toast.getState().open).toBe(false)
    expect(store.getState()).toMatchObject({ status: 'signed-in', sessions: siwx.sessions })
    expect(events).toEqual([
      { event: 'SIWX_AUTH_SUCCESS', properties: { network: 'eip155:31337' } },
    ])
    clock.advance(TOAST_REOPEN_DELAY_MS)
    expect(toast.getState().open).toBe(false)
  })

  it('a refusal in the wallet (4001) reopens the view with `Signature declined`', async () => {
    const { store, wallet, modal, router, toast, clock, events, siwx } = setup()
    await store.check()
    modal.close() // e.g. the user closed it, then signed from the app
    wallet.reject = { code: 4001, message: 'User rejected the request.' }
    expect(await store.sign()).toBe(false)
    expect(siwx.sessions).toEqual([])
    expect(modal.getState().open).toBe(true)
    expect(router.getState().view).toBe('SIWXSignMessage')
    clock.advance(TOAST_REOPEN_DELAY_MS)
    expect(toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Signature declined',
    })
    expect(store.getState().status).toBe('signed-out')
    expect(events).toEqual([
      {
        event: 'SIWX_AUTH_ERROR',
        properties: { network: 'eip155:31337', message: 'Signature declined' },
      },
    ])
  })

  it('a refused verification shows the server’s message', async () => {
    const { store, siwx, toast, clock, router } = setup()
    await store.check()
    siwx.failAddSession = new Error('The nonce was already used')
    expect(await store.sign()).toBe(false)
    clock.advance(TOAST_REOPEN_DELAY_MS)
    expect(toast.getState().message).toBe('The nonce was already used')
    expect(router.getState().view).toBe('SIWXSignMessage')
  })

  it('needs a connected account', async () => {
    const { store, account } = setup()
    account.setState({ status: 'disconnected', caipAddress: undefined })
    await expect(store.sign()).rejects.toThrow('No ActiveCaipAddress found')
  })
})

describe('createSiwxStore: cancel and closing', () => {
  it('not required: closes, resets to Connect, tracks, and does not ask this address again', async () => {
    const { store, modal, router, events, account, wallet } = setup()
    await store.check()
    await store.cancel()
    expect(modal.getState().open).toBe(false)
    expect(router.getState().view).toBe('Connect')
    expect(events).toEqual([{ event: 'CLICK_CANCEL_SIWX' }])
    expect(wallet.disconnects).toBe(0)
    expect(account.getState().status).toBe('connected')
    // A network switch re-checks, but the user already said no for this address.
    account.setState({ caipAddress: `eip155:31338:${alice}` })
    expect(await store.check()).toBe(false)
    // Another address is asked.
    account.setState({ caipAddress: `eip155:31338:${bob}` })
    expect(await store.check()).toBe(true)
  })

  it('required: cancel disconnects and resets to Connect', async () => {
    const { store, modal, router, events, wallet, account } = setup({ required: true })
    await store.check()
    await store.cancel()
    expect(wallet.disconnects).toBe(1)
    expect(account.getState().status).toBe('disconnected')
    expect(router.getState().history).toEqual([{ view: 'Connect', data: undefined }])
    expect(modal.getState().open).toBe(true)
    expect(events).toEqual([{ event: 'CLICK_CANCEL_SIWX' }])
  })

  it('required with no session: the sign view cannot be closed', async () => {
    const { store, modal } = setup({ required: true })
    await store.check()
    expect(modal.canClose()).toBe(false)
    expect(modal.close()).toBe(false)
    expect(modal.getState().open).toBe(true)
    await store.sign()
    expect(modal.getState().open).toBe(false)
  })

  it('closing the sign view (not required) counts as declining for the address', async () => {
    const { store, modal, account } = setup()
    await store.check()
    expect(modal.close()).toBe(true)
    account.setState({ caipAddress: `eip155:31338:${alice}` })
    expect(await store.check()).toBe(false)
    expect(modal.getState().open).toBe(false)
  })
})

describe('createSiwxStore: declined addresses survive a reload', () => {
  it('a store made again on the same storage does not ask again; sign-out forgets', async () => {
    const storage = new Map<string, string>()
    const first = setup({ storage })
    await first.store.check()
    await first.store.cancel()
    expect(JSON.parse(storage.get('portico.siwx.declined') ?? '[]')).toEqual([alice.toLowerCase()])

    const reloaded = setup({ storage })
    expect(await reloaded.store.check()).toBe(false)
    expect(reloaded.modal.getState().open).toBe(false)

    await reloaded.store.signOut()
    expect(JSON.parse(storage.get('portico.siwx.declined') ?? '[]')).toEqual([])
    expect(await setup({ storage }).store.check()).toBe(true)
  })

  it('unreadable stored data is ignored (the question is asked)', async () => {
    const storage = new Map([['portico.siwx.declined', '{not json']])
    expect(await setup({ storage }).store.check()).toBe(true)
    storage.set('portico.siwx.declined', JSON.stringify({ alice: true }))
    expect(await setup({ storage }).store.check()).toBe(true)
  })
})

describe('createSiwxStore: signOut', () => {
  it('clears the sessions on the implementation and in the store, and forgets dismissals', async () => {
    const { store, siwx, account, modal } = setup()
    siwx.sessions.push(session(alice))
    await store.check()
    await store.signOut()
    expect(siwx.calls.setSessions).toEqual([[]])
    expect(siwx.sessions).toEqual([])
    expect(store.getState()).toEqual({ status: 'idle', caipAddress: undefined, sessions: [] })
    await store.check()
    await store.cancel()
    await store.signOut()
    account.setState({ caipAddress: `eip155:31337:${alice}` })
    expect(await store.check()).toBe(true)
    expect(modal.getState().open).toBe(true)
  })

  it('waits for the server at most SIGN_OUT_TIMEOUT_MS, and survives its failure', async () => {
    const { store, siwx, clock } = setup()
    siwx.slowSetSessions = new Promise<void>(() => {})
    let done = false
    const pending = store.signOut().then(() => {
      done = true
    })
    await Promise.resolve()
    clock.advance(SIGN_OUT_TIMEOUT_MS - 1)
    await Promise.resolve()
    expect(done).toBe(false)
    clock.advance(1)
    await pending
    expect(done).toBe(true)

    siwx.slowSetSessions = Promise.reject(new Error('server down'))
    siwx.slowSetSessions.catch(() => undefined)
    await expect(store.signOut()).resolves.toBeUndefined()
    expect(clock.pending()).toBe(0)
  })

  it('keeps the server session when signOutOnDisconnect is false', async () => {
    const { store, siwx } = setup({ signOutOnDisconnect: false })
    siwx.sessions.push(session(alice))
    await store.signOut()
    expect(siwx.calls.setSessions).toEqual([])
    expect(siwx.sessions).toHaveLength(1)
  })
})
