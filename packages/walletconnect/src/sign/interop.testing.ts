// Helpers of the interop tests (not exported): the official 2.21.8 client (Apache-2.0, a dev
// dependency only) on a memory key-value store, and a devnet signer answering wallet requests.
import type { DevnetAccount, RunningDevnetChain } from '@portico/devnet'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { createWalletClient, type Hex, http, type TransactionRequest } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

let prefix = 0

/** The official SignClient 2.21.8 pointed at a local relay, storing in memory, telemetry off. */
export async function createOfficialClient(relayUrl: string, name: string, projectId = 'interop') {
  const items = new Map<string, unknown>()
  const storage = {
    async getKeys() {
      return [...items.keys()]
    },
    async getEntries() {
      return [...items.entries()] as [string, never][]
    },
    async getItem(key: string) {
      return items.get(key) as never
    },
    async setItem(key: string, value: unknown) {
      items.set(key, value)
    },
    async removeItem(key: string) {
      items.delete(key)
    },
  }
  const core = new Core({
    projectId,
    relayUrl,
    storage,
    customStoragePrefix: `interop-${name}-${prefix++}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  return SignClient.init({
    core,
    logger: 'silent',
    metadata: {
      name,
      description: `${name} (official 2.21.8)`,
      url: `https://${name}.test`,
      icons: [],
    },
  })
}

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
