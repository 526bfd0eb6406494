import { devnetTokenAbi, getDevnetContracts, uniswapV2PairAbi } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** The seeded contracts (same on every devnet chain). */
export const contracts = getDevnetContracts()

/** viem clients of one devnet chain, read directly (not through the server). */
export function devnetClients(rpcUrl: string, id: number) {
  const chain = defineChain({
    id,
    name: `devnet ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: contracts.multicall3 } },
  })
  return { chain, client: createPublicClient({ chain, transport: http(rpcUrl) }) }
}

/**
 * A fresh account funded with `ether` by `anvil_setBalance`, so tests never share a sender (no
 * nonce races with other files) and start from zero token balances.
 */
export async function freshAccount(rpcUrl: string, id: number, ether = '5') {
  const { chain, client } = devnetClients(rpcUrl, id)
  const account = privateKeyToAccount(generatePrivateKey())
  await client.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [account.address, numberToHex(parseEther(ether))] as unknown as undefined,
  })
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const send = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
  }
  return {
    address: account.address,
    /** The account's viem wallet client (sends from its own key). */
    wallet,
    /** Mints `amount` base units of a devnet token to `to` (the tokens' open faucet). */
    mint: async (token: Address, to: Address, amount: bigint) =>
      send(
        await wallet.writeContract({
          address: token,
          abi: devnetTokenAbi,
          functionName: 'mint',
          args: [to, amount],
        }),
      ),
    transfer: async (token: Address, to: Address, amount: bigint) =>
      send(
        await wallet.writeContract({
          address: token,
          abi: devnetTokenAbi,
          functionName: 'transfer',
          args: [to, amount],
        }),
      ),
  }
}

/** USD per whole token from the seeded pool of `token` with pUSD, read from the node (exact). */
export async function poolPrice(rpcUrl: string, id: number, token: 'PTK' | 'WETH') {
  const { client } = devnetClients(rpcUrl, id)
  const [pool, address, decimals] =
    token === 'PTK'
      ? [contracts.pools.PTK_pUSD, contracts.PTK, 18]
      : [contracts.pools.WETH_pUSD, contracts.weth, 18]
  const [reserve0, reserve1] = await client.readContract({
    address: pool,
    abi: uniswapV2PairAbi,
    functionName: 'getReserves',
  })
  const tokenIsToken0 = address.toLowerCase() < contracts.pUSD.toLowerCase()
  const [reserveToken, reserveUsd] = tokenIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
  return { numerator: reserveUsd * 10n ** BigInt(decimals), denominator: reserveToken * 10n ** 6n }
}
