import { shortenAddress } from '@portico/core'
import { errorTextOf } from '@portico/core/internal'
import type { Strings } from '../strings/en'

type SendErrorFields = Parameters<Strings['send']['errors'][string]>[0]

/**
 * The text to show for a swap error: the catalogue's swap text (Portico's own checks), else the
 * send flow's (amount format, declined, failed), else the error's short message (SPEC §8 texts,
 * verbatim, e.g. `Network not supported for Swaps`): core's `errorTextOf`.
 *
 * @example
 * swapErrorText(new SwapNoLiquidityError(), en) // 'No liquidity for this swap: try a smaller…'
 */
export function swapErrorText(error: unknown, strings: Strings): string {
  const { hash } = (error ?? {}) as { hash?: string }
  return errorTextOf<SendErrorFields>({
    error,
    texts: [strings.swap.errors, strings.send.errors],
    fields: { namespace: 'eip155', hash: hash ? shortenAddress(hash) : hash },
    fallback: strings.unknownError,
  })
}
