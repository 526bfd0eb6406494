import type { AdapterAccount, ChainNamespace } from '../adapter'
import { splitCaipAddress } from '../caip/splitCaipAddress'
import { saveAccountChoice } from '../client/accountChoice'
import type { PorticoClient } from '../client/types'
import { AccountNotFoundError } from '../errors/adapter'
import type { InvalidCaipAddressError } from '../errors/caip'
import type { ConnectErrorType } from './connect'

/** The client's parts a switch of account uses. */
export type SwitchAccountClient = Pick<
  PorticoClient,
  | 'accounts'
  | 'namespace'
  | 'getAdapter'
  | 'setActiveNamespace'
  | 'connect'
  | 'modal'
  | 'router'
  | 'storage'
>

/** Parameters of {@link switchAccount}. */
export type SwitchAccountParameters = {
  /** The account to use: `namespace:chainId:address` (CAIP-10). */
  caipAddress: string
  /** The wallet to connect when the namespace has none connected; Connect opens without it. */
  connectorId?: string | undefined
}

export type SwitchAccountReturnType = undefined
export type SwitchAccountErrorType =
  | InvalidCaipAddressError
  | AccountNotFoundError
  | ConnectErrorType

/**
 * SPEC §4 "Switch account", a core action (its code is not in the client, so a page's first load
 * does not carry it): when the wallet giving the address is connected in the namespace — the one
 * in use or another of its `connections` — only the address (and, for another wallet, the wallet
 * in use) changes, with no prompt; the namespace becomes the active one. Otherwise the matching
 * wallet (`connectorId`) is connected — beside the ones connected, when the adapter holds several —
 * or Connect opens filtered to the namespace, and the address is taken when that wallet gives it.
 * The choice is kept in the client's storage: after a reload the client makes it the account
 * again while the wallet gives it.
 *
 * @throws {InvalidCaipAddressError} `Invalid CAIP-10 address: {value}`.
 * @throws {AccountNotFoundError} `Account not found` when no connected wallet gives the address.
 * @throws the wallet's refusal (`Connection declined`) when the wallet to connect refuses.
 * @example
 * await switchAccount(client, { caipAddress: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
 */
export async function switchAccount(
  client: SwitchAccountClient,
  parameters: SwitchAccountParameters,
): Promise<SwitchAccountReturnType> {
  const { accounts, namespace } = client
  const { caipAddress, connectorId } = parameters
  const { caipNetworkId, address } = splitCaipAddress(caipAddress)
  const [ns, chainId] = caipNetworkId.split(':') as [ChainNamespace, string]
  // EVM addresses compare without their checksum case; others exactly.
  const same = (a = '') =>
    ns === 'eip155' ? a.toLowerCase() === address.toLowerCase() : a === address
  const holding = (account: AdapterAccount | undefined) =>
    account?.status === 'connected' &&
    (account.connections ?? [{ connectorId: account.connectorId, addresses: [] }]).some(
      (c) => c.connectorId === connectorId,
    )
  const current = accounts.getState()[ns]
  if (current?.status !== 'connected' || (connectorId && !holding(current))) {
    namespace.setState({ connectTo: { namespace: ns, chainId } })
    if (!connectorId) {
      if (client.modal.getState().open) client.router.push('Connect')
      else client.modal.open('Connect')
      return
    }
    await client.connect(connectorId)
  }
  const adapter = client.getAdapter(ns)
  let account = accounts.getState()[ns]
  if (account?.status !== 'connected') return // connected in no namespace of the address
  // Another wallet held in the namespace gives it: that wallet is now in use (no prompt).
  const held = account.connections?.find(
    (c) => (!connectorId || c.connectorId === connectorId) && c.addresses.some(same),
  )
  if (held && held.connectorId !== account.connectorId && adapter.switchConnection) {
    await adapter.switchConnection({ connectorId: held.connectorId })
    account = accounts.getState()[ns] ?? account
  }
  const chosen = (account.addresses ?? [account.address]).find(same)
  if (!chosen || (!same(account.address) && !adapter.switchAccount))
    throw new AccountNotFoundError({ details: `The ${ns} wallet does not give ${address}` })
  if (namespace.getState().active !== ns) client.setActiveNamespace(ns)
  if (!same(account.address)) await adapter.switchAccount?.({ address: chosen })
  saveAccountChoice(client.storage, ns, chosen)
}
