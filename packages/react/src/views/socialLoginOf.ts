import { createSocialLogin, type SocialLogin, type SocialProvider } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'

const flows = new WeakMap<PorticoConfig, SocialLogin>()

/** A popup the click opened before this chunk came (`openSocialLogin`): the next `open` gives it. */
let handed: Window | null | undefined

/** The page's window as the flow uses it, giving a popup the click already opened. */
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

/**
 * The config's social login flow (core's `createSocialLogin`), made on first use inside the email
 * views' chunk, on the page's window: the embedded wallet's AUTH connector connects once the frame
 * holds the session, as after an email login.
 */
export function socialLoginOf(config: PorticoConfig): SocialLogin {
  const known = flows.get(config)
  if (known) return known
  const wallet = config.embeddedWallet
  if (!wallet)
    throw new TypeError('No embedded wallet configured (createPorticoConfig embeddedWallet)')
  const flow = createSocialLogin({
    wallet,
    clock: config.clock,
    window: pageWindow,
    mode: wallet.socialLoginMode,
    connect: () => connectEmbeddedWallet(config),
  })
  flows.set(config, flow)
  return flow
}

/**
 * Starts a social login from a click (the popup opens synchronously, inside it, or was opened by
 * the click before this code loaded: `popup`) and shows the social connecting view; a cancel
 * brings the view the visitor left back.
 *
 * @example
 * <button onClick={() => startSocialLogin(config, 'google')}>Continue with Google</button>
 */
export function startSocialLogin(
  config: PorticoConfig,
  provider: SocialProvider,
  /** The popup the click opened already (`null`: refused), when this code came after it. */
  popup?: Window | null,
): void {
  const from = config.router.getState().view
  const view = from === 'ConnectingSocial' ? 'Connect' : from
  handed = popup
  const outcome = socialLoginOf(config).start(provider, view)
  handed = undefined
  if (from === 'ConnectingSocial') config.router.replace('ConnectingSocial', { provider })
  else config.router.push('ConnectingSocial', { provider })
  void outcome.then((result) => {
    // A cancel (not a retry that replaced this attempt) brings the view the visitor left back.
    const idle = socialLoginOf(config).store.getState().status === 'idle'
    if (result === 'cancelled' && idle && config.router.getState().view === 'ConnectingSocial')
      config.router.goBack()
  })
}
