import type { SocialProvider } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { errorText } from '../errorText'

type SocialLoginModule = typeof import('./socialLoginOf')
let loaded: SocialLoginModule | undefined

/**
 * A social button's click: starts the login, its code (the flow, then the frame client) loading
 * on this first use. A popup must open inside the click, so in popup mode it opens here at once
 * (`about:blank`, as the flow would) and the flow points it at the provider once its code came.
 *
 * @example
 * <button onClick={() => openSocialLogin(config, 'google')}>Continue with Google</button>
 */
export function openSocialLogin(config: PorticoConfig, provider: SocialProvider): void {
  if (loaded) {
    loaded.startSocialLogin(config, provider)
    return
  }
  const popup =
    config.embeddedWallet?.socialLoginMode === 'redirect'
      ? undefined
      : window.open('about:blank', 'portico-social', 'popup,width=480,height=640')
  import('./socialLoginOf').then(
    (module) => {
      loaded = module
      module.startSocialLogin(config, provider, popup)
    },
    (error: unknown) => {
      popup?.close()
      config.toast.showToast({
        variant: 'error',
        message: errorText({ error, action: 'connect', strings: config.strings }),
      })
    },
  )
}
