import type { CreateAccountNameStoreReturnType } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { getAccountNameStore } from './getAccountNameStore'

/**
 * Starts loading `address`'s primary name and returns the store that will hold it (`null`
 * without a server). Imported on demand by {@link useAccountName}, so the first load does not
 * carry the name-service client.
 *
 * @example
 * const store = loadAccountName(config, '0xf39F…2266')
 */
export function loadAccountName(
  config: PorticoConfig,
  address: string,
): CreateAccountNameStoreReturnType | null {
  const store = getAccountNameStore(config)
  void store?.load(address)
  return store
}
