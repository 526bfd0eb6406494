import { AccountNotFoundError } from '@portico/core'
import type { Config } from '@wagmi/core'
import { type Address, isAddressEqual } from 'viem'

/**
 * Makes one of the connected wallet's accounts the one wagmi uses (its connection's first
 * account), without a prompt: `getConnection(config).address`, the signatures and the sends follow
 * (SPEC §4 "Switch account": same connector, only the address changes). The wallet's own account
 * change (`accountsChanged`) still wins afterwards.
 *
 * @throws {AccountNotFoundError} `Account not found` when the connected wallet did not give this
 * app that address (or nothing is connected).
 * @example
 * selectAccount(config, { address: '0x7099…79C8' })
 */
export function selectAccount(config: Config, { address }: { address: string }): void {
  const { current, connections } = config.state
  const connection = current ? connections.get(current) : undefined
  const chosen = connection?.accounts.find((a) => isAddressEqual(a, address as Address))
  if (!connection || !current || !chosen)
    throw new AccountNotFoundError({ details: `The wallet did not give the address ${address}` })
  const accounts = [chosen, ...connection.accounts.filter((a) => a !== chosen)] as const
  config.setState((state) => ({
    ...state,
    connections: new Map(state.connections).set(current, { ...connection, accounts }),
  }))
}
