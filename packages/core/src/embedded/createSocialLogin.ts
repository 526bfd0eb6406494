import type { Clock, ClockTimer } from '../clock/types'
import { FrameRequestError } from '../errors/frame'
import { createStore, type Store } from '../store/createStore'
import type {
  EmbeddedWallet,
  EmbeddedWalletAccount,
  EmbeddedWalletFrame,
  SocialProvider,
} from './types'

/** Where a social login is: nothing running, the popup open, the page leaving for the provider, or the frame finishing. */
export type SocialLoginStatus = 'idle' | 'popup' | 'redirecting' | 'connecting'

export type SocialLoginState = {
  /** The provider of the login running (or of the last one that failed). */
  provider: SocialProvider | undefined
  status: SocialLoginStatus
  /** Why the last login failed (a cancel is not a failure); shown by the views. */
  error: unknown
}

/** The popup the login opens (a `Window`). */
export type SocialLoginPopup = {
  readonly closed: boolean
  close(): void
  location: { href: string }
}

/** The app's window, as the login uses it. */
export type SocialLoginWindow = {
  open(url: string, target: string, features: string): SocialLoginPopup | null
  location: { href: string; assign(url: string): void }
  history: { replaceState(data: unknown, unused: string, url: string): void }
}

export type CreateSocialLoginParameters = {
  wallet: EmbeddedWallet
  clock: Clock
  window: SocialLoginWindow
  /** Connects the embedded wallet's connector once the frame holds a session. */
  connect(): Promise<void>
  /** `popup` (default) or `redirect` (the whole page goes to the provider and comes back). */
  mode?: 'popup' | 'redirect' | undefined
}

/** What `start` and `resume` end with. */
export type SocialLoginOutcome = 'connected' | 'cancelled' | 'redirecting' | 'failed'

export type SocialLogin = {
  readonly store: Store<SocialLoginState>
  /**
   * Logs in with `provider`. Call it **synchronously in the click handler**: it opens the popup
   * at once (the click's user activation allows it), then points it at the provider. Where
   * popups are blocked (or in redirect mode) the page goes to the provider instead. `view` is the
   * modal view to reopen when the page comes back.
   */
  start(provider: SocialProvider, view: string): Promise<SocialLoginOutcome>
  /** Closes the popup and forgets the login (the Connect view comes back). */
  cancel(): void
  /**
   * On a page load: a redirect-mode login coming back (`#portico_social=…` /
   * `#portico_social_error=…` in the URL's fragment, stripped from it and replaced by the page's
   * own fragment). Answers the view to reopen and how it ended, or `undefined` when no login of
   * ours is coming back.
   */
  resume(): Promise<{ view: string; outcome: SocialLoginOutcome } | undefined>
}
export type CreateSocialLoginReturnType = SocialLogin

const popupPollMs = 250
const initial: SocialLoginState = { provider: undefined, status: 'idle', error: undefined }
const codeParameter = 'portico_social'
const errorParameter = 'portico_social_error'
const isCancel = (error: unknown) =>
  error instanceof Error &&
  ('shortMessage' in error ? error.shortMessage : error.message) === 'The sign-in was cancelled'

/**
 * The social login flow of the kit (SPEC §4, §7): the frame starts the flow
 * (APP_GET_SOCIAL_REDIRECT_URI) and the provider's page opens in a popup the app window opened on
 * the click; the server's callback page hands the one-time code to the frame; once the popup is
 * closed the frame finishes (APP_CONNECT_SOCIAL). A popup closed early is a cancel (no error).
 * Redirect mode (config, or `window.open` refused; the server must allow it for the project): the
 * app origin remembers the provider, view and the page's fragment, the page goes to the provider
 * and comes back with the code in its URL's fragment ({@link SocialLogin.resume}), which redeems
 * nothing without the flow secret the frame kept.
 * On success the session (email, provider, user name) is stored and the connector connected.
 *
 * @example
 * const login = createSocialLogin({ wallet, clock, window, connect: () => client.connect('embeddedWallet') })
 * button.onclick = () => void login.start('google', 'Connect')
 */
export function createSocialLogin(
  parameters: CreateSocialLoginParameters,
): CreateSocialLoginReturnType {
  const { wallet, clock, window: win } = parameters
  const store = createStore<SocialLoginState>(initial)
  let attempt = 0
  let popup: SocialLoginPopup | undefined
  let pollTimer: ClockTimer | undefined
  let wakePoll: (() => void) | undefined

  /** Stops watching the popup; a login waiting for it ends (as superseded). */
  const stopPolling = () => {
    if (pollTimer !== undefined) clock.clearTimeout(pollTimer)
    pollTimer = undefined
    wakePoll?.()
    wakePoll = undefined
  }
  const popupClosed = (mine: number) =>
    new Promise<boolean>((resolve) => {
      wakePoll = () => resolve(false)
      const check = () => {
        if (mine !== attempt) return resolve(false)
        if (popup === undefined || popup.closed) return resolve(true)
        pollTimer = clock.setTimeout(check, popupPollMs)
      }
      check()
    })
  const finish = async (
    provider: SocialProvider,
    work: (frame: EmbeddedWalletFrame) => Promise<EmbeddedWalletAccount>,
  ): Promise<SocialLoginOutcome> => {
    const mine = attempt
    store.setState({ provider, status: 'connecting', error: undefined })
    try {
      const user = await work(await wallet.load())
      if (mine !== attempt) return 'cancelled'
      wallet.setSession({
        email: user.email,
        socialProvider: user.socialProvider ?? provider,
        ...(user.userName === undefined ? {} : { userName: user.userName }),
      })
      store.setState(initial)
      await parameters.connect()
      return 'connected'
    } catch (error) {
      if (mine !== attempt) return 'cancelled'
      if (isCancel(error)) {
        store.setState(initial)
        return 'cancelled'
      }
      store.setState({ provider, status: 'idle', error })
      return 'failed'
    }
  }
  const redirect = async (provider: SocialProvider, view: string): Promise<SocialLoginOutcome> => {
    store.setState({ provider, status: 'redirecting', error: undefined })
    try {
      // The outcome comes back in the fragment: the page's own is kept aside and put back.
      const here = new URL(win.location.href)
      const hash = here.hash
      here.hash = ''
      wallet.setPendingSocial({ provider, view, ...(hash === '' ? {} : { hash }) })
      const { uri } = await (await wallet.load()).getSocialRedirectUri(provider, here.href)
      win.location.assign(uri)
      return 'redirecting'
    } catch (error) {
      wallet.setPendingSocial(undefined)
      store.setState({ provider, status: 'idle', error })
      return 'failed'
    }
  }

  return {
    store,
    async start(provider, view) {
      attempt++
      stopPolling()
      popup?.close()
      popup = undefined
      if (parameters.mode === 'redirect') return redirect(provider, view)
      // Synchronously, inside the click: a popup opened after an await would be blocked.
      const opened = win.open('about:blank', 'portico-social', 'popup,width=480,height=640')
      if (opened === null) return redirect(provider, view)
      popup = opened
      const mine = attempt
      store.setState({ provider, status: 'popup', error: undefined })
      try {
        const { uri } = await (await wallet.load()).getSocialRedirectUri(provider)
        if (mine !== attempt) return 'cancelled'
        if (opened.closed) {
          store.setState(initial)
          return 'cancelled'
        }
        opened.location.href = uri
      } catch (error) {
        opened.close()
        if (mine !== attempt) return 'cancelled'
        store.setState({ provider, status: 'idle', error })
        return 'failed'
      }
      if (!(await popupClosed(mine))) return 'cancelled'
      popup = undefined
      return finish(provider, (frame) => frame.connectSocial(provider))
    },
    cancel() {
      attempt++
      stopPolling()
      popup?.close()
      popup = undefined
      store.setState(initial)
    },
    async resume() {
      const url = new URL(win.location.href)
      const fragment = new URLSearchParams(url.hash.slice(1))
      const code = fragment.get(codeParameter)
      const failure = fragment.get(errorParameter)
      if (code === null && failure === null) return undefined
      const pending = wallet.getPendingSocial()
      wallet.setPendingSocial(undefined)
      // The code leaves the address bar (and the history entry) before anything else runs; the
      // page gets its own fragment back.
      url.hash = pending?.hash ?? ''
      win.history.replaceState(null, '', url.href)
      if (pending === undefined) return undefined
      attempt++
      const { provider, view } = pending
      if (code === null) {
        if (failure === 'cancelled') return { view, outcome: 'cancelled' }
        const error = new FrameRequestError({ message: 'The sign-in did not complete: try again' })
        store.setState({ provider, status: 'idle', error })
        return { view, outcome: 'failed' }
      }
      return {
        view,
        outcome: await finish(provider, (frame) => frame.connectSocial(provider, code)),
      }
    },
  }
}
