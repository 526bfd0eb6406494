import type { AdapterAccount } from '@portico/core'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'

export type UsePorticoAccountReturnType = {
  address: string | undefined
  /** `namespace:chainId:address`. */
  caipAddress: AdapterAccount['caipAddress']
  status: AdapterAccount['status']
  isConnected: boolean
}

/**
 * The connected account, read from the adapter (wagmi for EVM).
 *
 * @example
 * const { address, isConnected } = usePorticoAccount()
 */
export function usePorticoAccount(): UsePorticoAccountReturnType {
  const config = usePorticoConfig()
  const { address, caipAddress, status } = useStore(config.account)
  return { address, caipAddress, status, isConnected: status === 'connected' && !!address }
}
