import type { AdapterNetwork } from '@portico/core'
import { useStore } from '@portico/react'
import { useMemo } from 'react'
import { portico } from '../portico'

/** A connected account of one namespace, and the app's networks of that namespace. */
export type ConnectedAccount = {
  namespace: string
  address: string
  /** `namespace:chainId:address` on the network the wallet is on. */
  caipAddress: string
  networks: AdapterNetwork[]
}

/**
 * Every connected account (one per namespace: the test wallet connects EVM and Solana), with the
 * networks the app requests for it. Read from the kit's `accounts` store.
 *
 * @example
 * const accounts = useConnectedAccounts() // [{ namespace: 'eip155', address: '0xf39F…', … }]
 */
export function useConnectedAccounts(): ConnectedAccount[] {
  const accounts = useStore(portico.accounts)
  return useMemo(
    () =>
      Object.entries(accounts).flatMap(([namespace, account]) =>
        account?.status === 'connected' && account.address && account.caipAddress
          ? [
              {
                namespace,
                address: account.address,
                caipAddress: account.caipAddress,
                networks: portico.networks.filter((n) => n.chainNamespace === namespace),
              },
            ]
          : [],
      ),
    [accounts],
  )
}
