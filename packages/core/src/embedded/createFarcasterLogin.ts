import type { Clock, ClockTimer } from '../clock/types'
import { GO_BACK_SYNC_DELAY_MS } from '../constants'
import { FrameRequestError } from '../errors/frame'
import { createStore, type Store } from '../store/createStore'
import type { EmbeddedWallet } from './types'

/** Where a Farcaster login is: nothing running, the link being made, waiting for the visitor's Farcaster app, or connecting. */
export type FarcasterLoginStatus = 'idle' | 'starting' | 'waiting' | 'connecting'

export type FarcasterLoginState = {
  status: FarcasterLoginStatus
  /** The sign-in link while waiting (shown as a QR code and a link). */
  url: string | undefined
  /** Why the last login failed (expired, refused by the server, frame error); shown by the view. */
  error: unknown
}

export type CreateFarcasterLoginParameters = {
  wallet: EmbeddedWallet
  clock: Clock
  /** Connects the embedded wallet's connector once the frame holds a session. */
  connect(): Promise<void>
  /** How often the frame is asked whether the visitor signed (default {@link FARCASTER_POLL_MS}). */
  pollMs?: number | undefined
}

/** What `start` ends with: connected, superseded or cancelled, or failed (the error is in the store). */
export type FarcasterLoginOutcome = 'connected' | 'cancelled' | 'failed'

export type FarcasterLogin = {
  readonly store: Store<FarcasterLoginState>
  /** Makes a new sign-in link (a running login is replaced) and polls until the visitor signed. */
  start(): Promise<FarcasterLoginOutcome>
  /** Stops polling and forgets the login. */
  cancel(): void
  /**
   * SPEC §2, going back from the view with no connected address: reloads the embedded auth
   * connector (APP_RELOAD: the frame drops the login in progress) and re-syncs its app data
   * (APP_SYNC_DAPP_DATA) {@link GO_BACK_SYNC_DELAY_MS} later. Never rejects.
   */
  reload(): Promise<void>
}
export type CreateFarcasterLoginReturnType = FarcasterLogin

/**
 * The view asks the frame whether the visitor signed every this many ms (SPEC §2: it polls; the
 * interval is Portico's). Here, not in `constants.ts`, so the first load does not carry it.
 */
export const FARCASTER_POLL_MS = 1_000

const initial: FarcasterLoginState = { status: 'idle', url: undefined, error: undefined }

/**
 * The kit's Sign In With Farcaster flow (SPEC §2 ConnectingFarcaster, §7): the frame starts it
 * (APP_GET_FARCASTER_URI) and answers the sign-in link, which the view shows as a QR code and a
 * link; the flow then asks the frame every `pollMs` (APP_CONNECT_FARCASTER) until the visitor's
 * Farcaster client signed. On success the session is stored (`socialProvider: 'farcaster'`, the
 * Farcaster username) and the embedded wallet's connector connected, as after a social login. An
 * expired or refused login fails with the frame's message (the view offers a retry); a frame
 * without these calls fails with `An error occurred` (SPEC §8's default frame error).
 *
 * @example
 * const login = createFarcasterLogin({ wallet, clock, connect: () => client.connect('embeddedWallet') })
 * void login.start() // login.store.getState().url is the link to show
 */
export function createFarcasterLogin(
  parameters: CreateFarcasterLoginParameters,
): CreateFarcasterLoginReturnType {
  const { wallet, clock } = parameters
  const pollMs = parameters.pollMs ?? FARCASTER_POLL_MS
  const store = createStore<FarcasterLoginState>(initial)
  let attempt = 0
  let timer: ClockTimer | undefined
  let wake: (() => void) | undefined

  const stopWaiting = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    wake?.()
    wake = undefined
  }
  /** Resolves after `pollMs`, or at once when the login is cancelled or replaced. */
  const pause = () =>
    new Promise<void>((resolve) => {
      wake = resolve
      timer = clock.setTimeout(() => {
        timer = undefined
        wake = undefined
        resolve()
      }, pollMs)
    })

  return {
    store,
    async start() {
      attempt++
      stopWaiting()
      const mine = attempt
      store.setState({ status: 'starting', url: undefined, error: undefined })
      try {
        const frame = await wallet.load()
        const { getFarcasterUri, connectFarcaster } = frame
        if (getFarcasterUri === undefined || connectFarcaster === undefined)
          throw new FrameRequestError()
        const { url } = await getFarcasterUri.call(frame)
        if (mine !== attempt) return 'cancelled'
        store.setState({ status: 'waiting', url, error: undefined })
        for (;;) {
          await pause()
          if (mine !== attempt) return 'cancelled'
          const answer = await connectFarcaster.call(frame)
          if (mine !== attempt) return 'cancelled'
          if ('pending' in answer) continue
          store.setState({ status: 'connecting', url: undefined, error: undefined })
          wallet.setSession({
            email: answer.email,
            socialProvider: answer.socialProvider ?? 'farcaster',
            ...(answer.userName === undefined ? {} : { userName: answer.userName }),
          })
          await parameters.connect()
          if (mine === attempt) store.setState(initial)
          return 'connected'
        }
      } catch (error) {
        if (mine !== attempt) return 'cancelled'
        store.setState({ status: 'idle', url: undefined, error })
        return 'failed'
      }
    },
    cancel() {
      attempt++
      stopWaiting()
      store.setState(initial)
    },
    async reload() {
      try {
        const frame = await wallet.load()
        await frame.reload?.()
        clock.setTimeout(() => void frame.syncDappData?.().catch(() => {}), GO_BACK_SYNC_DELAY_MS)
      } catch {
        // A frame that cannot be reached has no login to drop; the next use loads it again.
      }
    },
  }
}
