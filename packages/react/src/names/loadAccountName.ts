import type { CreateAccountNameStoreReturnType } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'
import { connectedEvmChain, getAccountNameStore } from './getAccountNameStore'

/**
 * Starts loading `address`'s primary name (on the chain it is connected on) and returns the store that will hold it (`null`
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
  void store?.load(address, connectedEvmChain(config, address))
  return store
}
