import { createSocialLogin, type SocialLogin } from '../embedded/createSocialLogin'
import type { SocialProvider } from '../embedded/types'
import { connectWith, type LoginFlowOptions } from './emailLoginOf'
import { embeddedFlowOf } from './embeddedFlowOf'
import type { FeatureHost } from './types'

type SocialHost = Pick<
  FeatureHost,
  'embeddedWallet' | 'clock' | 'connectors' | 'connect' | 'router' | 'modal'
>

/** The host's social login: the flow, a start from a click, a redirect coming back. */
export type SocialLoginFlows = {
  /** The flow (`createSocialLogin`) on the page's window. */
  login: SocialLogin
  /**
   * Starts a login from a click (the popup opens synchronously, inside it, or was opened by the
   * click before this code loaded: `popup`, `null` when refused) and shows the social connecting
   * view; a cancel brings the view the visitor left back.
   */
  start(provider: SocialProvider, popup?: Window | null): void
  /**
   * A redirect-mode login coming back to the page (its code or error in the URL's fragment):
   * shows the social connecting view while the frame finishes; a cancel reopens the view the
   * visitor left. Does nothing when no login of ours is coming back.
   */
  resume(): Promise<void>
}

/**
 * The host's social login flows, made on first use in the chunk that reads them (the options of
 * that first call stay), on the page's window: the embedded wallet's AUTH connector connects once
 * the frame holds the session, as after an email login.
 *
 * @example
 * <button onClick={() => socialLoginOf(config).start('google')}>Continue with Google</button>
 */
export const socialLoginOf = embeddedFlowOf(
  (wallet, host: SocialHost, options: LoginFlowOptions = {}): SocialLoginFlows => {
    // A popup the click opened before this code came: the flow's next `open` gives it.
    let handed: Window | null | undefined
    const pageWindow = {
      open(url: string, target: string, features: string) {
        if (handed === undefined) return window.open(url, target, features)
        const popup = handed
        handed = undefined
        return popup
      },
      get location() {
        return window.location
      },
      get history() {
        return window.history
      },
    }
    const login = createSocialLogin({
      wallet,
      clock: host.clock,
      window: pageWindow,
      mode: wallet.socialLoginMode,
      connect: () => connectWith(host, options),
    })
    const { router } = host
    const made: SocialLoginFlows = {
      login,
      start(provider, popup) {
        const from = router.getState().view
        const view = from === 'ConnectingSocial' ? 'Connect' : from
        handed = popup
        const outcome = login.start(provider, view)
        handed = undefined
        if (from === 'ConnectingSocial') router.replace('ConnectingSocial', { provider })
        else router.push('ConnectingSocial', { provider })
        void outcome.then((result) => {
          // A cancel (not a retry that replaced this attempt) brings the view the visitor left back.
          const idle = login.store.getState().status === 'idle'
          if (result === 'cancelled' && idle && router.getState().view === 'ConnectingSocial')
            router.goBack()
        })
      },
      async resume() {
        const pending = wallet.getPendingSocial()
        if (pending === undefined) return
        const fragment = new URLSearchParams(new URL(window.location.href).hash.slice(1))
        if (!fragment.has('portico_social') && !fragment.has('portico_social_error')) return
        host.modal.open('ConnectingSocial', { provider: pending.provider })
        const done = await login.resume()
        if (done?.outcome === 'cancelled' && router.getState().view === 'ConnectingSocial')
          router.reset(done.view === 'ConnectingSocial' ? 'Connect' : (done.view as 'Connect'))
      },
    }
    return made
  },
)
