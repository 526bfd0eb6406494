import type { EmbeddedWallet } from '../embedded/types'
import { InvalidParameterError } from '../errors/parameter'
import type { FeatureHost } from './types'

/**
 * A flow of the host's embedded wallet, made once per host on first use (a `WeakMap` keyed by the
 * host; the arguments of that first call stay); a host without an embedded wallet is an
 * `InvalidParameterError`.
 *
 * @example
 * export const emailUpdateOf = embeddedFlowOf((wallet) => createEmailUpdate({ wallet }))
 */
export function embeddedFlowOf<
  Host extends Pick<FeatureHost, 'embeddedWallet'>,
  Flow,
  Rest extends unknown[],
>(
  make: (wallet: EmbeddedWallet, host: Host, ...rest: Rest) => Flow,
): (host: Host, ...rest: Rest) => Flow {
  const flows = new WeakMap<object, Flow>()
  return (host, ...rest) => {
    const known = flows.get(host)
    if (known !== undefined) return known
    const wallet = host.embeddedWallet
    if (!wallet)
      throw new InvalidParameterError({
        reason: 'No embedded wallet configured (createPorticoConfig embeddedWallet)',
      })
    const flow = make(wallet, host, ...rest)
    flows.set(host, flow)
    return flow
  }
}
