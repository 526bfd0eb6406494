import type { ChainNamespace } from '@portico/core'
import type { GetAccountReturnType } from '@portico/core/actions'
import { useMemo } from 'react'
import { type ConfigParameter, usePorticoConfig } from '../context'
import { useStore } from '../useStore'

export type UseAccountsParameters = ConfigParameter
/** The connected account of each namespace, in the order of the config's adapters. */
export type UseAccountsReturnType = readonly (GetAccountReturnType & { address: string })[]

/**
 * Every connected account, one per namespace (a wallet offering EVM and Solana gives two): each
 * with its `namespace`, `address`, `caipAddress`, `chainId`, and `addresses`/`connections` when
 * the wallet gives several.
 *
 * @example
 * const accounts = useAccounts()
 * accounts.map((a) => `${a.namespace}: ${a.address}`) // ['eip155: 0xf39F…', 'solana: 9WzD…']
 */
export function useAccounts(parameters: UseAccountsParameters = {}): UseAccountsReturnType {
  const config = usePorticoConfig(parameters)
  const accounts = useStore(config.accounts)
  return useMemo(
    () =>
      config.adapters.flatMap((adapter) => {
        const namespace: ChainNamespace = adapter.namespace
        const account = accounts[namespace]
        if (account?.status !== 'connected' || !account.address) return []
        return [{ ...account, address: account.address, namespace, isConnected: true }]
      }),
    [config, accounts],
  )
}
