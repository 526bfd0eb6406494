import { sendErrorText } from '../send/sendErrorText'
import type { Strings } from '../strings/en'

/**
 * The text to show for a swap error: the catalogue's swap text (Portico's own checks), else the
 * send flow's (amount format, declined, failed), else the error's short message (SPEC §8 texts,
 * verbatim, e.g. `Network not supported for Swaps`).
 *
 * @example
 * swapErrorText(new SwapNoLiquidityError(), en) // 'No liquidity for this swap: try a smaller…'
 */
export function swapErrorText(error: unknown, strings: Strings): string {
  const { name, symbol } = (error ?? {}) as { name?: string; symbol?: string }
  const text = name ? strings.swap.errors[name] : undefined
  if (text) return text({ symbol })
  return sendErrorText(error, strings)
}
