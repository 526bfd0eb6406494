// Test helper: a real EIP-1193 provider backed by a viem local account and real anvil nodes —
// what a browser extension wallet does, minus the UI. `approve` decides each approval request.
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type EIP1193Parameters,
  type EIP1193RequestFn,
  type Hex,
  http,
  type LocalAccount,
  type PublicRpcSchema,
} from 'viem'

type Listener = (...args: unknown[]) => void

export type LocalAccountProvider = {
  request: EIP1193RequestFn
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Decides approval requests (may wait, like a person); false rejects with EIP-1193 code 4001. */
  approve: (method: string) => boolean | Promise<boolean>
}

export function createLocalAccountProvider(parameters: {
  account: LocalAccount
  /** More accounts the wallet gives the app, after `account`. */
  others?: LocalAccount[]
  nodes: { chainId: number; rpcUrl: string }[]
}): LocalAccountProvider {
  const { account, nodes } = parameters
  const accounts = [account, ...(parameters.others ?? [])]
  const addresses = accounts.map((a) => a.address)
  // The account a request names (personal_sign's address, a transaction's from), else the first.
  const signer = (address: unknown) =>
    accounts.find(
      (a) => typeof address === 'string' && a.address.toLowerCase() === address.toLowerCase(),
    ) ?? account
  const listeners = new Map<string, Set<Listener>>()
  let node = nodes[0]
  if (!node) throw new Error('no node')
  let connected = false
  const emit = (event: string, ...args: unknown[]) => {
    for (const l of listeners.get(event) ?? []) l(...args)
  }
  const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })
  const clientsFor = (n: { chainId: number; rpcUrl: string }, from = account) => {
    const chain = defineChain({
      id: n.chainId,
      name: `anvil ${n.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [n.rpcUrl] } },
    })
    return {
      public: createPublicClient({ chain, transport: http(n.rpcUrl) }),
      wallet: createWalletClient({ account: from, chain, transport: http(n.rpcUrl) }),
    }
  }

  const provider: LocalAccountProvider = {
    approve: () => true,
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    request: (async ({ method, params }: EIP1193Parameters) => {
      const current = node as { chainId: number; rpcUrl: string }
      const args = (params ?? []) as unknown[]
      switch (method) {
        case 'eth_accounts':
          return connected ? addresses : []
        case 'eth_chainId':
          return `0x${current.chainId.toString(16)}`
        case 'eth_requestAccounts':
        case 'wallet_requestPermissions': {
          if (!connected && !(await provider.approve(method))) throw rejection()
          connected = true
          return method === 'eth_requestAccounts'
            ? addresses
            : [
                {
                  parentCapability: 'eth_accounts',
                  caveats: [{ type: 'restrictReturnedAccounts', value: addresses }],
                },
              ]
        }
        case 'wallet_revokePermissions':
          connected = false
          return null
        case 'wallet_switchEthereumChain': {
          const chainId = Number((args[0] as { chainId: Hex }).chainId)
          const next = nodes.find((n) => n.chainId === chainId)
          if (!next) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
          if (!(await provider.approve(method))) throw rejection()
          node = next
          emit('chainChanged', `0x${chainId.toString(16)}`)
          return null
        }
        case 'personal_sign': {
          if (!(await provider.approve(method))) throw rejection()
          return signer(args[1]).signMessage({ message: { raw: args[0] as Hex } })
        }
        case 'eth_sendTransaction': {
          if (!(await provider.approve(method))) throw rejection()
          const tx = args[0] as { from?: Hex; to: Hex; value?: Hex; data?: Hex }
          return clientsFor(current, signer(tx.from)).wallet.sendTransaction({
            to: tx.to,
            value: tx.value ? BigInt(tx.value) : undefined,
            data: tx.data,
          })
        }
        default:
          return clientsFor(current).public.request({
            method,
            params,
          } as EIP1193Parameters<PublicRpcSchema>)
      }
    }) as EIP1193RequestFn,
  }
  return provider
}
