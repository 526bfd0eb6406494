import type { ChainNamespace } from '../../adapter'
import type { Clock, ClockTimer } from '../../clock/types'
import { CONNECT_RETRY_GAP_MS, PAIRING_EXPIRY_MARGIN_MS } from '../../constants'
import { BaseError } from '../../errors/base'
import { getPairingExpiry } from '../../timed/getPairingExpiry'
import { isPairingExpired } from '../../timed/isPairingExpired'
import type {
  ConnectedWallet,
  CreateConnectionStoreReturnType,
  WcLinking,
} from '../createConnectionStore'

/** A newer pairing replaced this one (the view was opened again, or the pairing expired). */
export class PairingReplacedError extends BaseError {
  override name = 'PairingReplacedError'
  constructor() {
    super('A newer WalletConnect pairing replaced this one', { docsPath: 'walletconnect.md#kit' })
  }
}

/** Parameters of {@link createWalletConnectPairing}. */
export type CreateWalletConnectPairingParameters<result> = {
  connection: Pick<
    CreateConnectionStoreReturnType,
    'getState' | 'setState' | 'setPairing' | 'setConnected' | 'reset'
  >
  clock: Clock
  /**
   * Starts one WalletConnect connection: calls `onUri` with the pairing URI, resolves when the wallet
   * approved, stops waiting when `signal` aborts (e.g. the adapter's `connect` with `onDisplayUri`).
   */
  connect: (parameters: { onUri: (uri: string) => void; signal: AbortSignal }) => Promise<result>
  /** Reuse the pairing until it expires and share concurrent connects (`isPairingReused(userAgent)`). */
  reusePairing: boolean
}

/** What {@link CreateWalletConnectPairingReturnType.connected} records. */
export type WalletConnectConnectedParameters = {
  namespace: ChainNamespace
  address: string
  caipAddress?: string | undefined
  connectorId?: string | undefined
  /** The wallet used (a directory wallet, or WalletConnect itself); becomes the recent wallet. */
  wallet: ConnectedWallet
}

/** Return type of {@link createWalletConnectPairing}. */
export type CreateWalletConnectPairingReturnType<result> = {
  /**
   * The view opened (or `Try again`): resolves when the wallet connects. Makes a fresh pairing,
   * except where pairings are reused and the current one is not expired: then the connect in
   * flight is shared. Fresh pairings start at least 1 s apart.
   */
  open: () => Promise<result>
  /** A fresh pairing now (after the retry gap), whatever the platform. */
  retry: () => Promise<result>
  /** The view went away: abandons the connect, unless pairings are reused (then it lives on until expiry). */
  leave: () => void
  /** The user opened a mobile wallet's deep link: recorded with the connection if it succeeds. */
  setLinking: (linking: WcLinking | undefined) => void
  /** Records a successful connection: deep link, recent wallet, CONNECT_SUCCESS (mobile or qrcode). */
  connected: (parameters: WalletConnectConnectedParameters) => void
  /** Abandons any connect and clears URI, expiry, linking and recent wallet (SPEC §4 reset). */
  reset: () => void
}

type Attempt<result> = {
  controller: AbortController
  promise: Promise<result>
  settled: boolean
}

/**
 * The WalletConnect pairing rules (SPEC §4, §9) over core's connection store, on an injected clock:
 * `wcUri` and `wcPairingExpiry` (now + 4 min) are set when the URI arrives; a pairing is expired
 * when missing or within 10 s of expiry, and one expiring on screen is replaced by a fresh one; on
 * Telegram or iOS Safari a new connect reuses the pairing until expiry and concurrent connects are
 * deduplicated, elsewhere each open makes a fresh pairing; retries are at least 1 s apart;
 * `buffering` while the pairing is made, `wcError` when it failed.
 *
 * @example
 * const pairing = createWalletConnectPairing({
 *   connection, clock: systemClock, reusePairing: isPairingReused(navigator.userAgent),
 *   connect: ({ onUri, signal }) => adapter.connect({ connectorId: 'walletConnect', onDisplayUri: onUri, signal }),
 * })
 * const result = await pairing.open() // the view shows connection.getState().wcUri as a QR code
 */
export function createWalletConnectPairing<result>(
  parameters: CreateWalletConnectPairingParameters<result>,
): CreateWalletConnectPairingReturnType<result> {
  const { connection, clock, connect, reusePairing } = parameters
  let current: Attempt<result> | undefined
  let lastStart = Number.NEGATIVE_INFINITY
  let expiryTimer: ClockTimer | undefined
  let onScreen = false
  let linking: WcLinking | undefined
  /** The promise callers of `open` hold: follows the attempts that replace each other on expiry. */
  let outcome:
    | {
        promise: Promise<result>
        resolve(r: result): void
        reject(e: unknown): void
        done: boolean
      }
    | undefined

  const clearExpiryTimer = () => {
    if (expiryTimer !== undefined) clock.clearTimeout(expiryTimer)
    expiryTimer = undefined
  }

  const abandon = () => {
    clearExpiryTimer()
    if (current && !current.settled) current.controller.abort(new PairingReplacedError())
    current = undefined
  }

  const newOutcome = () => {
    if (outcome && !outcome.done) outcome.reject(new PairingReplacedError())
    let resolve!: (r: result) => void
    let reject!: (e: unknown) => void
    const promise = new Promise<result>((res, rej) => {
      resolve = res
      reject = rej
    })
    promise.catch(() => {})
    const next = {
      promise,
      done: false,
      resolve: (r: result) => {
        next.done = true
        resolve(r)
      },
      reject: (e: unknown) => {
        next.done = true
        reject(e)
      },
    }
    outcome = next
    return next
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => clock.setTimeout(resolve, ms))

  /** Starts a fresh pairing for `target` (after the retry gap). */
  const start = async (target: NonNullable<typeof outcome>) => {
    abandon()
    connection.setState({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcError: false,
      buffering: true,
    })
    const wait = lastStart + CONNECT_RETRY_GAP_MS - clock.now()
    if (wait > 0) await sleep(wait)
    if (outcome !== target || target.done) return
    lastStart = clock.now()
    const controller = new AbortController()
    const attempt: Attempt<result> = {
      controller,
      settled: false,
      promise: Promise.resolve() as never,
    }
    current = attempt
    attempt.promise = connect({
      signal: controller.signal,
      onUri: (uri) => {
        if (current !== attempt) return
        const expiry = getPairingExpiry(clock.now())
        connection.setPairing({ uri, expiry })
        clearExpiryTimer()
        expiryTimer = clock.setTimeout(
          () => {
            expiryTimer = undefined
            if (current !== attempt || attempt.settled) return
            // Expired on screen: a fresh pairing replaces it; off screen: it is dropped.
            if (onScreen && outcome === target) void start(target)
            else {
              abandon()
              if (!target.done) target.reject(new PairingReplacedError())
            }
          },
          Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - clock.now()),
        )
      },
    })
    attempt.promise.then(
      (value) => {
        attempt.settled = true
        if (current !== attempt) return
        clearExpiryTimer()
        connection.setState({ buffering: false, wcError: false })
        target.resolve(value)
      },
      (error) => {
        attempt.settled = true
        if (current !== attempt) return
        clearExpiryTimer()
        current = undefined
        connection.setState({ buffering: false, wcError: true, wcUri: undefined })
        target.reject(error)
      },
    )
  }

  const fresh = () => {
    const target = newOutcome()
    void start(target)
    return target.promise
  }

  return {
    open() {
      onScreen = true
      const { wcPairingExpiry, wcUri } = connection.getState()
      const inFlight = current && !current.settled && outcome && !outcome.done
      const usable =
        wcUri === undefined || !isPairingExpired({ expiry: wcPairingExpiry, now: clock.now() })
      if (reusePairing && inFlight && outcome && usable) return outcome.promise
      return fresh()
    },
    retry() {
      onScreen = true
      return fresh()
    },
    leave() {
      onScreen = false
      if (reusePairing) return
      if (outcome && !outcome.done) outcome.reject(new PairingReplacedError())
      abandon()
      connection.setState({ wcUri: undefined, wcPairingExpiry: undefined, buffering: false })
    },
    setLinking(next) {
      linking = next
    },
    connected({ namespace, address, caipAddress, connectorId, wallet }) {
      connection.setConnected({
        namespace,
        address,
        caipAddress,
        connectorId,
        wallet,
        linking,
        method: linking ? 'mobile' : 'qrcode',
      })
      linking = undefined
      onScreen = false
    },
    reset() {
      if (outcome && !outcome.done) outcome.reject(new PairingReplacedError())
      abandon()
      linking = undefined
      onScreen = false
      connection.setState({ wcError: false, buffering: false })
      connection.reset()
    },
  }
}
