import type { ChainNamespace } from '../adapter'
import type { PorticoClient } from '../client/types'
import type { BaseError } from '../errors/base'
import { type ChainAdapterNotFoundError, NoActiveCaipAddressError } from '../errors/connection'
import { formatAmount } from '../format/formatAmount'

export type GetBalanceParameters = {
  /** The address to read; the namespace's connected account by default. */
  address?: string | undefined
  /** The network to read on; the account's (else the adapter's first network) by default. */
  chainId?: number | string | undefined
  /** The namespace to read in; the active one by default. */
  namespace?: ChainNamespace | undefined
}
export type GetBalanceReturnType = {
  /** Amount in the smallest unit (wei, lamports). */
  value: bigint
  decimals: number
  symbol: string
  /** `value` in whole tokens, e.g. `'1.5'`. */
  formatted: string
}
export type GetBalanceErrorType = NoActiveCaipAddressError | ChainAdapterNotFoundError | BaseError

/**
 * Reads the native balance of an address (the connected account's by default) through its
 * namespace's adapter, straight from the chain.
 *
 * @throws {NoActiveCaipAddressError} `No ActiveCaipAddress found` without an address and no account.
 * @example
 * const { formatted, symbol } = await getBalance(client)
 * // '10000', 'ETH'
 * await getBalance(client, { namespace: 'solana', address: '9WzD…AWWM' })
 */
export async function getBalance(
  client: Pick<PorticoClient, 'accounts' | 'namespace' | 'getAdapter'>,
  parameters: GetBalanceParameters = {},
): Promise<GetBalanceReturnType> {
  const namespace = parameters.namespace ?? client.namespace.getState().active
  const adapter = client.getAdapter(namespace)
  const account = client.accounts.getState()[namespace]
  const connected = account?.status === 'connected' ? account : undefined
  const address = parameters.address ?? connected?.address
  if (!address) throw new NoActiveCaipAddressError({ details: `Namespace: ${namespace}` })
  const chainId = parameters.chainId ?? connected?.chainId ?? adapter.networks[0]?.id
  const { value, decimals, symbol } = await adapter.getBalance({ address, chainId })
  return { value, decimals, symbol, formatted: formatAmount(value, decimals) }
}
