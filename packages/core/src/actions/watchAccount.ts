import type { PorticoClient } from '../client/types'
import { type GetAccountParameters, type GetAccountReturnType, getAccount } from './getAccount'

export type WatchAccountParameters = GetAccountParameters & {
  /** Called with the account whenever its status, address, network or wallet changes. */
  onChange: (account: GetAccountReturnType, previous: GetAccountReturnType) => void
}
/** Stops watching. */
export type WatchAccountReturnType = () => void
export type WatchAccountErrorType = never

/**
 * Calls `onChange` when the account of a namespace (the active one by default) changes, including
 * when another namespace becomes the active one.
 *
 * @example
 * const unwatch = watchAccount(client, { onChange: (account) => console.log(account.address) })
 */
export function watchAccount(
  client: Pick<PorticoClient, 'accounts' | 'namespace'>,
  parameters: WatchAccountParameters,
): WatchAccountReturnType {
  const { onChange, ...rest } = parameters
  let previous = getAccount(client, rest)
  const check = () => {
    const next = getAccount(client, rest)
    if (
      next.status === previous.status &&
      next.caipAddress === previous.caipAddress &&
      next.connectorId === previous.connectorId &&
      next.namespace === previous.namespace
    )
      return
    const before = previous
    previous = next
    onChange(next, before)
  }
  const stops = [client.accounts.subscribe(check), client.namespace.subscribe(check)]
  return () => {
    for (const stop of stops) stop()
  }
}
