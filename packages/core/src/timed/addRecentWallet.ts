import { RECENT_WALLETS_MAX } from '../constants'
import { InvalidParameterError } from '../errors/parameter'

/**
 * Puts `wallet` first in the recent list, without duplicates by id, keeping the last
 * {@link RECENT_WALLETS_MAX} (2). Returns a new list.
 *
 * @example
 * addRecentWallet([{ id: 'a' }, { id: 'b' }], { id: 'c' }) // [{ id: 'c' }, { id: 'a' }]
 */
export function addRecentWallet<wallet extends { id: string }>(
  list: readonly wallet[],
  wallet: wallet,
): wallet[] {
  if (!wallet || typeof wallet.id !== 'string' || !wallet.id) {
    throw new InvalidParameterError({ reason: 'A recent wallet needs a non-empty string id' })
  }
  const others = Array.isArray(list) ? list.filter((w) => w?.id !== wallet.id) : []
  return [wallet, ...others].slice(0, RECENT_WALLETS_MAX)
}
