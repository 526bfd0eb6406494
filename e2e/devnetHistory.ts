import { expect } from '@playwright/test'
import type { Transaction } from '@portico/core'
import { devnetTokenAbi, getDevnetContracts } from '@portico/devnet'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const projectId = 'portico-local'

/** A devnet chain of the e2e stack, as `stack.chains` lists them. */
export type HistoryChain = { caipNetworkId: string; rpcUrl: string }

/**
 * The first page of an account's history, as the server answers it.
 *
 * @example
 * const items = await readHistory(stack.appUrl, chain, account.address)
 */
export async function readHistory(
  appUrl: string,
  chain: HistoryChain,
  address: string,
): Promise<Transaction[]> {
  const url = new URL(`/v1/account/${chain.caipNetworkId}:${address}/history`, appUrl)
  url.searchParams.set('projectId', projectId)
  const response = await fetch(url)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: Transaction[] }).data
}

/**
 * Waits until the server's indexer lists every hash in the account's history (it polls the chain
 * every second); returns that page.
 *
 * @example
 * const items = await waitForHistory(stack.appUrl, chain, account.address, [hash])
 */
export async function waitForHistory(
  appUrl: string,
  chain: HistoryChain,
  address: string,
  hashes: Hex[],
): Promise<Transaction[]> {
  let items: Transaction[] = []
  await expect
    .poll(
      async () => {
        items = await readHistory(appUrl, chain, address)
        return hashes.every((hash) => items.some((item) => item.metadata.hash === hash))
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return items
}

/**
 * Mints `amount` base units of the devnet's pUSD to `to` (its `mint` is open: a faucet), sent by
 * a fresh account given gas with `anvil_setBalance` (so no other spec's nonces are touched):
 * a `mint` in `to`'s history. Returns the hash once mined.
 *
 * @example
 * const hash = await mintDevnetPusd(chain, account.address, 7_654_000n) // 7.654 pUSD
 */
export async function mintDevnetPusd(chain: HistoryChain, to: Hex, amount: bigint): Promise<Hex> {
  const node = createPublicClient({ transport: http(chain.rpcUrl) })
  const minter = privateKeyToAccount(generatePrivateKey())
  await node.request({
    method: 'anvil_setBalance' as never,
    params: [minter.address, numberToHex(parseEther('1'))] as never,
  })
  const wallet = createWalletClient({ account: minter, transport: http(chain.rpcUrl) })
  const hash = await wallet.writeContract({
    chain: null,
    address: getDevnetContracts().pUSD,
    abi: devnetTokenAbi,
    functionName: 'mint',
    args: [to, amount],
  })
  await node.waitForTransactionReceipt({ hash })
  return hash
}
