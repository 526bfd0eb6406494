import { shortenAddress, TransactionDeclinedError, toExplorerUrl } from '@portico/core'
import { getSendStore } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { refreshAfterTransaction } from './refreshAfterTransaction'
import { sendErrorText } from './sendErrorText'

/** Return type of {@link submitSend}: the hash when the transfer was mined and succeeded. */
export type SubmitSendReturnType = { hash: string } | undefined

/**
 * The SendPreview view's `Send`: asks the wallet, waits for the receipt, then (SPEC §4) clears the
 * draft, shows a toast with the short hash (and an explorer link when the network has one),
 * refreshes the native balance, the token list and Activity, and goes back to Account. A
 * rejection toasts `Transaction declined` and keeps the draft; a revert toasts `Transaction failed`
 * with the hash and returns to the Send view with the draft.
 *
 * @example
 * await submitSend(config)
 */
export async function submitSend(config: PorticoConfig): Promise<SubmitSendReturnType> {
  const store = getSendStore(config)
  const { strings, toast, router } = config
  try {
    const { hash, preview } = await store.send()
    const network = config.networks.find((n) => n.caipNetworkId === preview.caipNetworkId)
    const explorer = toExplorerUrl({ network, kind: 'tx', value: hash })
    toast.showToast({
      variant: 'success',
      message: strings.send.sent(shortenAddress(hash)),
      link: explorer ? { href: explorer, label: strings.send.viewOnExplorer } : undefined,
    })
    void refreshAfterTransaction(config, hash)
    router.reset('Account')
    return { hash }
  } catch (error) {
    toast.showToast({
      variant: 'error',
      message: sendErrorText(error, strings, config.namespace.getState().active),
    })
    // Declined: nothing was sent, the preview stays. Otherwise back to the draft to fix or retry.
    if (!(error instanceof TransactionDeclinedError) && router.getState().view === 'SendPreview')
      router.goBack()
    return undefined
  }
}
