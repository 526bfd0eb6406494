import { InvalidParameterError } from '@portico/core'
import { createEmailUpdate, type EmailUpdate } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'

const flows = new WeakMap<PorticoConfig, EmailUpdate>()

/** The config's email change flow (core's `createEmailUpdate`), made on first use in the email views' chunk. */
export function emailUpdateOf(config: PorticoConfig): EmailUpdate {
  const known = flows.get(config)
  if (known) return known
  const wallet = config.embeddedWallet
  if (!wallet)
    throw new InvalidParameterError({
      reason: 'No embedded wallet configured (createPorticoConfig embeddedWallet)',
    })
  const flow = createEmailUpdate({ wallet })
  flows.set(config, flow)
  return flow
}
