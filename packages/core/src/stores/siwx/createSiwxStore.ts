import type { AdapterAccount } from '../../adapter'
import { splitCaipAddress } from '../../caip/splitCaipAddress'
import type { Clock } from '../../clock/types'
import { SIGN_OUT_TIMEOUT_MS } from '../../constants'
import { NoActiveCaipAddressError } from '../../errors/connection'
import { type TrackEvent, trackedEvents } from '../../errors/events'
import { isUserRejection } from '../../errors/isUserRejection'
import { messageOf } from '../../errors/messageOf'
import { userMessages } from '../../errors/messages'
import { SignatureDeclinedError, SiwxInitializationError } from '../../errors/siwx'
import type { CreateRouterReturnType } from '../../router/createRouter'
import { createStore, type Store } from '../../store/createStore'
import type { CreateModalStoreReturnType } from '../createModalStore'
import type { CreateToastStoreReturnType } from '../createToastStore'
import { initialSiwxState } from './initialSiwxState'
import type { SiwxConfig, SiwxSession, SiwxState } from './types'

/** Parameters of {@link createSiwxStore}. */
export type CreateSiwxStoreParameters = {
  /** The sign-in implementation (e.g. `createPorticoSiwx(…)`, or the app's own). */
  siwx: SiwxConfig
  /** The active account, read when a flow starts (the adapter's `getAccount`). */
  getAccount: () => Pick<AdapterAccount, 'status' | 'caipAddress'>
  /** Whether the app requested this network; sign-in waits while it is not. */
  isNetworkSupported: (caipNetworkId: string) => boolean
  /** Asks the wallet to sign a text (the adapter's `signMessage`). */
  signMessage: (parameters: { message: string }) => Promise<{ signature: string }>
  /** Disconnects the wallet (the app's disconnect, which calls the store's `signOut`). */
  disconnect: () => Promise<void>
  router: Pick<CreateRouterReturnType, 'getState' | 'reset'>
  modal: Pick<CreateModalStoreReturnType, 'getState' | 'open' | 'close' | 'subscribe'>
  toast: Pick<CreateToastStoreReturnType, 'showToast' | 'hideToast'>
  /** Receives SIWX_AUTH_SUCCESS, SIWX_AUTH_ERROR and CLICK_CANCEL_SIWX; nothing by default. */
  track?: TrackEvent | undefined
  /** Bounds the sign-out on disconnect ({@link SIGN_OUT_TIMEOUT_MS}). */
  clock: Clock
  /** An existing store to drive (e.g. one the UI already reads); a new one by default. */
  store?: Store<SiwxState> | undefined
  /**
   * Where the addresses that declined an optional sign-in are kept, so a reload does not ask them
   * again (cleared on sign-out/disconnect); a `localStorage`-like object, none by default.
   */
  storage?: SiwxDeclinedStorage | undefined
}

/** A `localStorage`-like place for the addresses that declined an optional sign-in. */
export type SiwxDeclinedStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** Storage key of the declined addresses. */
const declinedKey = 'portico.siwx.declined'

function readDeclined(storage: SiwxDeclinedStorage | undefined): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(declinedKey) ?? '[]')
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []
  } catch {
    return [] // unreadable stored data is ignored
  }
}

/** Return type of {@link createSiwxStore}. */
export type CreateSiwxStoreReturnType = Store<SiwxState> & {
  /**
   * Checks the active account (after a connect, a reload, an account or network switch): reads its
   * sessions and shows SIWXSignMessage when it has none. Resolves to whether the view is shown.
   * A failure disconnects, resets to Connect and shows
   * `A problem occurred while trying initialize authentication`.
   */
  check: () => Promise<boolean>
  /**
   * Signs in: builds the message, asks the wallet, stores the session, closes the modal. On failure
   * shows SIWXSignMessage again with the error (`Signature declined` when the user refused).
   * Resolves to whether a session was stored; with `throwOnError` a failure rejects with the
   * error shown instead (`SignatureDeclinedError` on a refusal).
   */
  sign: (options?: { throwOnError?: boolean | undefined }) => Promise<boolean>
  /** The sign view's Cancel: disconnects when sign-in is required, else closes; then resets to Connect. */
  cancel: () => Promise<void>
  /** Forgets the sessions, and signs out (`setSessions([])`, at most 3 s) unless configured not to. */
  signOut: () => Promise<void>
  /** Sign-in is required. */
  isRequired: () => boolean
  /** The active address has at least one session. */
  hasSessions: () => boolean
}

/**
 * Creates the sign-in store and its flows (SPEC §4 "Sign-in"): framework-free, on an injected
 * implementation, adapter functions, router, modal, toast and clock. When the user closes the sign
 * view (sign-in not required), the address is not asked again until a disconnect.
 *
 * @example
 * const siwxStore = createSiwxStore({
 *   siwx: createPorticoSiwx({ apiUrl: location.origin, projectId: 'portico-local' }),
 *   getAccount: () => adapter.getAccount(),
 *   isNetworkSupported: (id) => networks.some((n) => n.caipNetworkId === id),
 *   signMessage: (p) => adapter.signMessage(p),
 *   disconnect: () => config.disconnect(),
 *   router, modal, toast, clock: systemClock,
 * })
 * adapter.watchAccount(() => void siwxStore.check())
 */
export function createSiwxStore(parameters: CreateSiwxStoreParameters): CreateSiwxStoreReturnType {
  const { siwx, getAccount, isNetworkSupported, router, modal, toast, track, clock } = parameters
  const store = parameters.store ?? createStore<SiwxState>(initialSiwxState)
  /** Addresses whose sign view the user closed (sign-in not required): not asked again. */
  const declined = new Set<string>(readDeclined(parameters.storage))
  const saveDeclined = () => {
    try {
      parameters.storage?.setItem(declinedKey, JSON.stringify([...declined]))
    } catch {
      // a full or refused storage only means the question comes again after a reload
    }
  }
  const dismissed = {
    has: (key: string) => declined.has(key),
    add: (key: string) => {
      declined.add(key)
      saveDeclined()
    },
    clear: () => {
      declined.clear()
      saveDeclined()
    },
  }
  let checking: { caipAddress: string; promise: Promise<boolean> } | undefined

  const isRequired = () => siwx.getRequired?.() === true
  const hasSessions = () => store.getState().sessions.length > 0
  const onSignView = () => modal.getState().open && router.getState().view === 'SIWXSignMessage'
  const showSignView = () => {
    if (!onSignView()) modal.open('SIWXSignMessage')
  }
  const active = () => {
    const { status, caipAddress } = getAccount()
    if (status !== 'connected' || !caipAddress) return undefined
    // The connected account's id, made by the kit: split, not re-validated (keeps this chunk light).
    return { caipAddress, ...splitCaipAddress(caipAddress) }
  }
  const addressKey = (address: string) => address.toLowerCase()

  // Closing the sign view (Close, Escape, backdrop) is declining, for this address.
  modal.subscribe((state, previous) => {
    if (previous.open && !state.open && router.getState().view === 'SIWXSignMessage') {
      const account = active()
      if (account && !hasSessions() && !isRequired()) dismissed.add(addressKey(account.address))
    }
  })

  const runCheck = async (caipAddress: string): Promise<boolean> => {
    const stale = () => getAccount().caipAddress !== caipAddress
    try {
      const { caipNetworkId, address } = splitCaipAddress(caipAddress)
      if (store.getState().caipAddress !== caipAddress) {
        store.setState({ status: 'checking', caipAddress, sessions: [] })
      } else store.setState({ status: 'checking' })
      const sessions = await siwx.getSessions(caipNetworkId, address)
      if (stale()) return false
      if (sessions.length > 0) {
        store.setState({ status: 'signed-in', sessions })
        if (onSignView()) modal.close()
        return false
      }
      store.setState({ status: 'signed-out', sessions: [] })
      if (!isRequired() && dismissed.has(addressKey(address))) return false
      showSignView()
      return true
    } catch (error) {
      if (stale()) return false
      store.setState({ ...initialSiwxState })
      await parameters.disconnect().catch(() => undefined)
      router.reset('Connect')
      toast.showToast({
        variant: 'error',
        message: new SiwxInitializationError({ cause: error }).shortMessage,
      })
      return false
    }
  }

  const check = async () => {
    const account = active()
    if (!account) {
      if (store.getState().caipAddress) store.setState({ ...initialSiwxState })
      return false
    }
    if (!isNetworkSupported(account.caipNetworkId)) return false
    const { caipAddress } = account
    if (checking?.caipAddress === caipAddress) return checking.promise
    const promise = runCheck(caipAddress).finally(() => {
      if (checking?.promise === promise) checking = undefined
    })
    checking = { caipAddress, promise }
    return promise
  }

  const sign = async (options: { throwOnError?: boolean | undefined } = {}) => {
    const account = active()
    if (!account) throw new NoActiveCaipAddressError()
    if (store.getState().status === 'signing') return false
    const { caipAddress, caipNetworkId, address } = account
    store.setState({ status: 'signing', caipAddress })
    toast.showToast({ variant: 'loading', message: userMessages.authenticating })
    try {
      const siwxMessage = await siwx.createMessage({
        accountAddress: address,
        chainId: caipNetworkId,
      })
      const message = siwxMessage.toString()
      const { toString: _, ...data } = siwxMessage
      const { signature } = await parameters.signMessage({ message })
      const session: SiwxSession = { data, message, signature }
      await siwx.addSession(session)
      toast.hideToast()
      // The wallet moved to another account meanwhile: its own check decides what to show.
      if (getAccount().caipAddress === caipAddress) {
        store.setState({ status: 'signed-in', caipAddress, sessions: [session] })
        modal.close()
      }
      track?.({ event: trackedEvents.SIWX_AUTH_SUCCESS, properties: { network: caipNetworkId } })
      return true
    } catch (error) {
      const shown = isUserRejection(error) ? new SignatureDeclinedError({ cause: error }) : error
      const message = messageOf(shown)
      store.setState({ status: 'signed-out' })
      showSignView()
      toast.showToast({ variant: 'error', message })
      track?.({
        event: trackedEvents.SIWX_AUTH_ERROR,
        properties: { network: caipNetworkId, message },
      })
      if (options.throwOnError) throw shown
      return false
    }
  }

  const cancel = async () => {
    const account = active()
    if (isRequired()) await parameters.disconnect()
    else {
      if (account) dismissed.add(addressKey(account.address))
      modal.close()
    }
    router.reset('Connect')
    track?.({ event: trackedEvents.CLICK_CANCEL_SIWX })
  }

  const signOut = async () => {
    dismissed.clear()
    checking = undefined
    store.setState({ ...initialSiwxState })
    if (siwx.signOutOnDisconnect === false) return
    let timer: unknown
    const timeout = new Promise<void>((resolve) => {
      timer = clock.setTimeout(resolve, SIGN_OUT_TIMEOUT_MS)
    })
    // The wallet disconnects whatever the server says: a failed or slow sign-out is not fatal.
    await Promise.race([siwx.setSessions([]).catch(() => undefined), timeout])
    clock.clearTimeout(timer)
  }

  return { ...store, check, sign, cancel, signOut, isRequired, hasSessions }
}
