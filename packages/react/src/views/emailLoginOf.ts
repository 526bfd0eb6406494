import { InvalidParameterError } from '@portico/core'
import { createEmailLogin, type EmailLogin } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { toastError } from '../toastError'

export type EmailLoginStore = EmailLogin

const flows = new WeakMap<PorticoConfig, EmailLogin>()

/**
 * The config's email login flow (core's `createEmailLogin`), made on first use inside the email
 * views' chunk: the embedded wallet's AUTH connector connects like any wallet of the list.
 */
export function emailLoginOf(config: PorticoConfig): EmailLogin {
  const known = flows.get(config)
  if (known) return known
  const wallet = config.embeddedWallet
  if (!wallet)
    throw new InvalidParameterError({
      reason: 'No embedded wallet configured (createPorticoConfig embeddedWallet)',
    })
  const flow = createEmailLogin({
    wallet,
    clock: config.clock,
    connect: async () => {
      const auth = config.connectors.getState().connectors.find((c) => c.type === 'AUTH')
      if (auth) await config.connect(auth.id).catch(toastError(config, 'connect'))
    },
  })
  flows.set(config, flow)
  return flow
}
