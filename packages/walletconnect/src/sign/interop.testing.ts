// Helper of the interop tests here and in apps/server (through `@portico/walletconnect/testing`):
// a devnet signer answering wallet requests.
import type { DevnetAccount, RunningDevnetChain } from '@portico/devnet'
import { createWalletClient, type Hex, http, type TransactionRequest } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type DevnetSigner = {
  address: Hex
  /** Answers personal_sign and eth_sendTransaction like a wallet would. */
  handle(method: string, params: unknown): Promise<unknown>
}

export function createDevnetSigner(chain: RunningDevnetChain, key: DevnetAccount): DevnetSigner {
  const account = privateKeyToAccount(key.privateKey as Hex)
  const wallet = createWalletClient({
    account,
    chain: {
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    },
    transport: http(chain.rpcUrl),
  })
  return {
    address: account.address,
    async handle(method, params) {
      if (method === 'personal_sign') {
        const [message] = params as [Hex, Hex]
        return account.signMessage({ message: { raw: message } })
      }
      if (method === 'eth_sendTransaction') {
        const [tx] = params as [{ to: Hex; value?: Hex; data?: Hex }]
        return wallet.sendTransaction({
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : undefined,
          data: tx.data,
        } as TransactionRequest & { to: Hex })
      }
      throw new Error(`unsupported method ${method}`)
    },
  }
}
