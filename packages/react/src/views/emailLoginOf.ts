import type { EmailLogin } from '@portico/core'
import type { PorticoConfig } from '../createPorticoConfig'

export type EmailLoginStore = EmailLogin

/** The config's email login; the email views are shown only when the app configured an embedded wallet. */
export function emailLoginOf(config: PorticoConfig): EmailLogin {
  if (!config.emailLogin)
    throw new TypeError('No embedded wallet configured (createPorticoConfig embeddedWallet)')
  return config.emailLogin
}
