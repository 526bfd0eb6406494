import {
  type Address,
  createWalletClient,
  custom,
  erc20Abi,
  type Hash,
  type Hex,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainClients } from '../balances/createChainClients'

/** What the sandbox sends: an ERC-20's address or the chain's native currency. */
export type TreasuryAsset = Address | 'native'

export type CreateTreasuryParameters = {
  chainClients: ChainClients
  /** The treasury account's private key (`PORTICO_ONRAMP_SANDBOX_KEY`). */
  key: Hex
}
export type Treasury = {
  address: Address
  /** The treasury's balance of `asset` on `chainId` (throws when the node does not answer). */
  balanceOf(chainId: string, asset: TreasuryAsset): Promise<bigint>
  /**
   * Sends `amount` of `asset` to `to` and returns the transaction hash once the node took it.
   * Sends on one chain run one after another, so the treasury's nonces never collide.
   */
  send(chainId: string, asset: TreasuryAsset, to: Address, amount: bigint): Promise<Hash>
  /** Waits for the transaction's receipt: true when it succeeded. */
  confirmed(chainId: string, hash: Hash): Promise<boolean>
}
export type CreateTreasuryReturnType = Treasury

/**
 * The sandbox's treasury: a local-key account that pays purchases on the configured chains
 * through the server's own chain clients (the key never leaves the process).
 *
 * @example
 * const treasury = createTreasury({ chainClients, key: config.onramp.sandbox.treasuryKey })
 * const hash = await treasury.send('eip155:31337', pUSD, buyer, 99_000_000n)
 */
export function createTreasury(parameters: CreateTreasuryParameters): CreateTreasuryReturnType {
  const account = privateKeyToAccount(parameters.key)
  const queues = new Map<string, Promise<unknown>>()
  const clientOf = (chainId: string): PublicClient => {
    const client = parameters.chainClients.get(chainId)
    if (!client) throw new Error(`No node for ${chainId}`)
    return client
  }
  const walletOf = (chainId: string) => {
    const client = clientOf(chainId)
    return createWalletClient({
      account,
      chain: client.chain,
      transport: custom({ request: (request) => client.request(request) }),
    })
  }
  return {
    address: account.address,
    async balanceOf(chainId, asset) {
      const client = clientOf(chainId)
      if (asset === 'native') return client.getBalance({ address: account.address })
      return client.readContract({
        address: asset,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      })
    },
    send(chainId, asset, to, amount) {
      const wallet = walletOf(chainId)
      const run = async () =>
        asset === 'native'
          ? wallet.sendTransaction({ to, value: amount, chain: wallet.chain })
          : wallet.writeContract({
              address: asset,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to, amount],
              chain: wallet.chain,
            })
      const previous = queues.get(chainId) ?? Promise.resolve()
      const next = previous.catch(() => {}).then(run)
      queues.set(chainId, next)
      return next
    },
    async confirmed(chainId, hash) {
      const receipt = await clientOf(chainId).waitForTransactionReceipt({ hash })
      return receipt.status === 'success'
    },
  }
}
