import type { PorticoConfig } from '../createPorticoConfig'
import { socialLoginOf } from './socialLoginOf'

/**
 * A redirect-mode social login coming back to the page (its code or error in the URL's fragment): shows the
 * social connecting view while the frame finishes, which connects as a popup login does; a cancel
 * reopens the view the visitor left, a failure stays on the social view with `Try again`. The
 * code is stripped from the URL first. Does nothing when no login of ours is coming back.
 *
 * @example
 * if (config.embeddedWallet?.getPendingSocial()) void resumeSocialLogin(config)
 */
export async function resumeSocialLogin(config: PorticoConfig): Promise<void> {
  const pending = config.embeddedWallet?.getPendingSocial()
  if (pending === undefined) return
  const fragment = new URLSearchParams(new URL(window.location.href).hash.slice(1))
  if (!fragment.has('portico_social') && !fragment.has('portico_social_error')) return
  config.modal.open('ConnectingSocial', { provider: pending.provider })
  const done = await socialLoginOf(config).resume()
  if (done?.outcome === 'cancelled' && config.router.getState().view === 'ConnectingSocial')
    config.router.reset(done.view === 'ConnectingSocial' ? 'Connect' : (done.view as 'Connect'))
}
