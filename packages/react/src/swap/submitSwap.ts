import { formatAmount, toExplorerUrl } from '@portico/core'
import { getSwapStore } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { refreshAfterTransaction } from '../send/refreshAfterTransaction'
import { swapErrorText } from './swapErrorText'

/** Return type of {@link submitSwap}: the swap's hash when it was mined and succeeded. */
export type SubmitSwapReturnType = { hash: string } | undefined

/**
 * The Swap view's button: runs the store's approve-then-swap stack, then toasts what was swapped
 * (with an explorer link when the network has one), refreshes the balance, the tokens and
 * Activity, and goes back to Account. Any refusal (declined in the wallet, slippage exceeded on
 * chain, …) toasts its text and stays on the Swap view with the draft.
 *
 * @example
 * await submitSwap(config)
 */
export async function submitSwap(config: PorticoConfig): Promise<SubmitSwapReturnType> {
  const store = getSwapStore(config)
  if (!store) return undefined
  const { strings, toast, router } = config
  try {
    const result = await store.swap()
    const { caipAddress } = config.account.getState()
    const network = config.networks.find((n) => caipAddress?.startsWith(`${n.caipNetworkId}:`))
    const explorer = toExplorerUrl({ network, kind: 'tx', value: result.hash })
    const paid = `${formatAmount(result.fromAmount, result.sourceToken.decimals)} ${result.sourceToken.symbol}`
    const received = `${formatAmount(result.toAmount, result.toToken.decimals)} ${result.toToken.symbol}`
    toast.showToast({
      variant: 'success',
      message: strings.swap.swapped(paid, received),
      link: explorer ? { href: explorer, label: strings.swap.viewOnExplorer } : undefined,
    })
    void refreshAfterTransaction(config, result.hash)
    router.reset('Account')
    return { hash: result.hash }
  } catch (error) {
    toast.showToast({ variant: 'error', message: swapErrorText(error, strings) })
    return undefined
  }
}
