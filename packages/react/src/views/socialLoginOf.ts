import {
  type SocialLogin,
  type SocialLoginFlows,
  type SocialProvider,
  socialLoginOf as socialLoginOfHost,
} from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { toastError } from '../toastError'

/** Core's social login flows of the config; a failed connect shows the modal's error toast. */
const flowsOf = (config: PorticoConfig): SocialLoginFlows =>
  socialLoginOfHost(config, { onConnectError: toastError(config, 'connect') })

/** The config's social login flow (core's `socialLoginOf`), made on first use in the email views' chunk. */
export function socialLoginOf(config: PorticoConfig): SocialLogin {
  return flowsOf(config).login
}

/**
 * Starts a social login from a click (the popup opens inside it, or was opened by the click
 * before this code loaded: `popup`) and shows the social connecting view (core's `start`).
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
  flowsOf(config).start(provider, popup)
}

/**
 * A redirect-mode social login coming back to the page (core's `resume`): nothing when the app
 * has no embedded wallet or no login of ours is coming back.
 *
 * @example
 * void resumeSocialLogin(config)
 */
export async function resumeSocialLogin(config: PorticoConfig): Promise<void> {
  if (config.embeddedWallet) await flowsOf(config).resume()
}
