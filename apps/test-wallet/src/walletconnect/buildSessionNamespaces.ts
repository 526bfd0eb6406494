import type { ProposalNamespaces, SessionNamespaces } from '@portico/walletconnect'

/** Methods the test wallet serves over WalletConnect. */
export const walletConnectMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
] as const

/** Events the test wallet emits over WalletConnect. */
export const walletConnectEvents = ['accountsChanged', 'chainChanged'] as const

/** Parameters of {@link buildSessionNamespaces}. */
export type BuildSessionNamespacesParameters = {
  /** What the dapp asked for (only the required part can make the wallet refuse). */
  requiredNamespaces: ProposalNamespaces
  /** The wallet's WalletConnect chains (e.g. 31337, 31338). */
  chains: number[]
  address: string
}

/** The granted namespaces, or why the proposal cannot be granted (a WalletConnect error). */
export type BuildSessionNamespacesReturnType =
  | { namespaces: SessionNamespaces }
  | { error: { code: number; message: string } }

/**
 * What the test wallet grants a proposal: `eip155` on all its WalletConnect chains, its account on
 * each, the methods it serves and `accountsChanged`/`chainChanged`. A required namespace, chain,
 * method or event it lacks gives the WalletConnect error to reject with (5100/5101/5102).
 *
 * @example
 * buildSessionNamespaces({ requiredNamespaces: {}, chains: [31337], address: '0xf39F…' })
 * // { namespaces: { eip155: { chains: ['eip155:31337'], accounts: ['eip155:31337:0xf39F…'], … } } }
 */
export function buildSessionNamespaces(
  parameters: BuildSessionNamespacesParameters,
): BuildSessionNamespacesReturnType {
  const { requiredNamespaces, address } = parameters
  const chains = parameters.chains.map((id) => `eip155:${id}`)
  for (const [key, namespace] of Object.entries(requiredNamespaces ?? {})) {
    const [name, reference] = key.split(':')
    const wanted = reference ? [key] : (namespace.chains ?? [])
    if (name !== 'eip155' || wanted.some((chain) => !chains.includes(chain)))
      return { error: { code: 5100, message: 'Unsupported chains.' } }
    if (namespace.methods.some((m) => !(walletConnectMethods as readonly string[]).includes(m)))
      return { error: { code: 5101, message: 'Unsupported methods.' } }
    if (namespace.events.some((e) => !(walletConnectEvents as readonly string[]).includes(e)))
      return { error: { code: 5102, message: 'Unsupported events.' } }
  }
  return {
    namespaces: {
      eip155: {
        chains,
        accounts: chains.map((chain) => `${chain}:${address}`),
        methods: [...walletConnectMethods],
        events: [...walletConnectEvents],
      },
    },
  }
}
