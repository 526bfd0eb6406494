import type { ChainNamespace } from '../adapter'
import { splitCaipAddress } from '../caip/splitCaipAddress'
import { AccountNotFoundError } from '../errors/adapter'
import { saveAccountChoice } from './accountChoice'
import type { PorticoClient } from './types'

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

/**
 * SPEC §4 "Switch account", a core action (its code is not in the client, so a page's first load
 * does not carry it): when the namespace's wallet is connected,
 * only the address changes (one of the wallet's `addresses`; the namespace becomes the active
 * one); otherwise the matching wallet (`connectorId`) is connected — or Connect opens filtered to
 * the namespace — and the address is taken when that wallet gives it. The choice is kept in the
 * client's storage: after a reload the client makes it the account again while the wallet gives it.
 *
 * @throws {InvalidCaipAddressError} `Invalid CAIP-10 address: {value}`.
 * @throws {AccountNotFoundError} `Account not found` when the connected wallet does not give the address.
 * @example
 * await switchAccount(client, { caipAddress: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
 */
export async function switchAccount(
  client: SwitchAccountClient,
  parameters: SwitchAccountParameters,
): Promise<void> {
  const { accounts, namespace } = client
  const { caipAddress, connectorId } = parameters
  const { caipNetworkId, address } = splitCaipAddress(caipAddress)
  const [ns, chainId] = caipNetworkId.split(':') as [ChainNamespace, string]
  if (accounts.getState()[ns]?.status !== 'connected') {
    namespace.setState({ connectTo: { namespace: ns, chainId } })
    if (!connectorId) {
      if (client.modal.getState().open) client.router.push('Connect')
      else client.modal.open('Connect')
      return
    }
    await client.connect(connectorId)
  }
  const account = accounts.getState()[ns]
  if (account?.status !== 'connected') return // the connect was refused (already shown)
  // EVM addresses compare without their checksum case; others exactly.
  const same = (a = '') =>
    ns === 'eip155' ? a.toLowerCase() === address.toLowerCase() : a === address
  const chosen = (account.addresses ?? [account.address]).find(same)
  const adapter = client.getAdapter(ns)
  if (!chosen || (!same(account.address) && !adapter.switchAccount))
    throw new AccountNotFoundError({ details: `The ${ns} wallet does not give ${address}` })
  if (namespace.getState().active !== ns) client.setActiveNamespace(ns)
  if (!same(account.address)) await adapter.switchAccount?.({ address: chosen })
  saveAccountChoice(client.storage, ns, chosen)
}
