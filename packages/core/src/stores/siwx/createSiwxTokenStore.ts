import type { Clock, ClockTimer } from '../../clock/types'
import { SiwxNotEnabledError } from '../../errors/siwx'
import { createStore, type Store } from '../../store/createStore'
import type { SiwxState, SiwxToken } from './types'

/** Where the app's backend token stands. */
export type SiwxTokenState = {
  /** The current token (a JWT for `authorization: Bearer …`), kept in memory only. */
  token: string | undefined
  /** When it expires, ms since the epoch. */
  expiresAt: number | undefined
  /** `idle` (none yet), `fetching`, `ready`, or `error` (the last request failed: `error`). */
  status: 'idle' | 'fetching' | 'ready' | 'error'
  error: Error | undefined
}

export type CreateSiwxTokenStoreParameters = {
  /** The sign-in state: a token belongs to its account, and is dropped when it changes or signs out. */
  siwx: Store<SiwxState>
  /** Fetches a token (`SiwxConfig.getToken`); absent: sign-in is off or has no tokens. */
  getToken: (() => Promise<SiwxToken>) | undefined
  clock: Clock
}
export type CreateSiwxTokenStoreReturnType = Store<SiwxTokenState> & {
  /** A token valid for a while yet: the current one, or a new one (one request at a time). */
  getToken(): Promise<string>
}

const initial: SiwxTokenState = {
  token: undefined,
  expiresAt: undefined,
  status: 'idle',
  error: undefined,
}
/** A failed refresh (other than a refusal) is tried again after this long. */
const retryMs = 30_000

/**
 * The token a signed-in visitor's app sends to its own backend. While anything subscribes and the
 * account is signed in, the store fetches a token and renews it before it expires (a fifth of
 * its life before, at most a minute); `getToken()` answers with a token that is not about to
 * expire. Tokens live in memory only (never `localStorage`), and are dropped when the account
 * changes or signs out.
 *
 * @example
 * const tokens = createSiwxTokenStore({ siwx: client.siwx, getToken: siwxConfig.getToken, clock })
 * const response = await fetch('/api/me', { headers: { authorization: `Bearer ${await tokens.getToken()}` } })
 */
export function createSiwxTokenStore({
  siwx,
  getToken,
  clock,
}: CreateSiwxTokenStoreParameters): CreateSiwxTokenStoreReturnType {
  const store = createStore<SiwxTokenState>(initial)
  let generation = 0
  let receivedAt = 0
  let inflight: Promise<string> | undefined
  let timer: ClockTimer | undefined
  let watchers = 0

  const signedIn = () => siwx.getState().status === 'signed-in'
  const renewAt = () => {
    const { expiresAt = 0 } = store.getState()
    return expiresAt - Math.min(60_000, (expiresAt - receivedAt) / 5)
  }
  const fresh = () => store.getState().token !== undefined && clock.now() < renewAt()
  const stopTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
  }
  const renew = () => void fetchToken().catch(() => undefined)
  const schedule = () => {
    stopTimer()
    if (watchers === 0 || !signedIn()) return
    const { status, error } = store.getState()
    if (status === 'ready') timer = clock.setTimeout(renew, Math.max(0, renewAt() - clock.now()))
    // A refusal (no live session: 401) is not retried; a network or server failure is.
    else if (status === 'error' && (error as { status?: number } | undefined)?.status !== 401)
      timer = clock.setTimeout(renew, retryMs)
  }

  const fetchToken = (): Promise<string> => {
    if (getToken === undefined)
      return Promise.reject(
        new SiwxNotEnabledError({ details: 'The sign-in config gives no tokens (getToken)' }),
      )
    if (inflight !== undefined) return inflight
    const mine = generation
    store.setState({ status: 'fetching', error: undefined })
    const request = getToken().then(
      ({ token, expiresAt }) => {
        if (mine !== generation) return fetchToken() // the account changed meanwhile
        receivedAt = clock.now()
        store.setState({
          token,
          expiresAt: Date.parse(expiresAt),
          status: 'ready',
          error: undefined,
        })
        schedule()
        return token
      },
      (error: Error) => {
        if (mine === generation) {
          store.setState({ ...initial, status: 'error', error })
          schedule()
        }
        throw error
      },
    )
    const settled = request.finally(() => {
      if (inflight === settled) inflight = undefined
    })
    inflight = settled
    return settled
  }

  siwx.subscribe((state, previous) => {
    const left = state.status === 'signed-out' || state.status === 'idle'
    if (state.caipAddress !== previous.caipAddress || (left && previous.status !== state.status)) {
      generation++
      inflight = undefined
      stopTimer()
      store.setState(initial)
    }
    if (state.status === 'signed-in' && previous.status !== 'signed-in' && watchers > 0 && !fresh())
      renew()
  })

  return {
    ...store,
    subscribe(listener) {
      const unsubscribe = store.subscribe(listener)
      watchers++
      if (watchers === 1) {
        if (signedIn() && !fresh()) renew()
        else schedule()
      }
      let done = false
      return () => {
        if (done) return
        done = true
        unsubscribe()
        watchers--
        if (watchers === 0) stopTimer()
      }
    },
    getToken: () => {
      const { token } = store.getState()
      return token !== undefined && fresh() ? Promise.resolve(token) : fetchToken()
    },
  }
}
