import { getServerApi, getTransactionsStore } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'

/**
 * After a mined send or swap (SPEC §4): refreshes the native balance, the token list and
 * Activity; Activity re-reads its first page until the server's indexer lists `hash`.
 *
 * @example
 * void refreshAfterTransaction(config, hash)
 */
export async function refreshAfterTransaction(config: PorticoConfig, hash: string): Promise<void> {
  const { caipAddress } = config.account.getState()
  const api = getServerApi(config)
  await Promise.allSettled([
    config.refreshBalance(),
    caipAddress && api ? api.tokens.load({ caipAddress, force: true }) : undefined,
    refreshActivity(config, hash),
  ])
}

/** Activity reads its first page (once) and re-reads it until the server's indexer lists `hash`. */
async function refreshActivity(config: PorticoConfig, hash: string) {
  const { caipAddress } = config.account.getState()
  const transactions = getTransactionsStore(config)
  if (!transactions || !caipAddress) return
  await transactions.fetch({ account: caipAddress })
  await transactions.refresh({ hash })
}
