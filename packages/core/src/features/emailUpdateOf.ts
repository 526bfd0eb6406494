import { createEmailUpdate, type EmailUpdate } from '../embedded/createEmailUpdate'
import { InvalidParameterError } from '../errors/parameter'
import type { FeatureHost } from './types'

const flows = new WeakMap<object, EmailUpdate>()

/** The host's email change flow (core's `createEmailUpdate`), made on first use in the email views' chunk. */
export function emailUpdateOf(host: Pick<FeatureHost, 'embeddedWallet'>): EmailUpdate {
  const known = flows.get(host)
  if (known) return known
  const wallet = host.embeddedWallet
  if (!wallet)
    throw new InvalidParameterError({
      reason: 'No embedded wallet configured (createPorticoConfig embeddedWallet)',
    })
  const flow = createEmailUpdate({ wallet })
  flows.set(host, flow)
  return flow
}
