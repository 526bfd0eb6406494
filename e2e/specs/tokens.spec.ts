import type { Page } from '@playwright/test'
import { formatBalance, formatUsd, shortenAddress, type TokenBalance } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  formatUnits,
  getAddress,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'

const account = mnemonicToAccount(devnetMnemonic)
const receiver = mnemonicToAccount(devnetMnemonic, { addressIndex: 1 }).address

/** The chain's own answer for each token the server lists: quantity read with viem. */
async function readChain(rpcUrl: string, tokens: TokenBalance[]) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return Promise.all(
    tokens.map(async (token) => {
      const decimals = Number(token.quantity.decimals)
      const raw = token.address
        ? await client.readContract({
            address: getAddress(token.address.split(':')[2] ?? ''),
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account.address],
          })
        : await client.getBalance({ address: account.address })
      return { symbol: token.symbol, quantity: formatUnits(raw, decimals) }
    }),
  )
}

async function serverBalances(appUrl: string, forceUpdate: boolean): Promise<TokenBalance[]> {
  const url = new URL(`/v1/account/${account.address}/balance`, appUrl)
  url.search = new URLSearchParams({
    projectId: 'portico-local',
    currency: 'usd',
    chainId: 'eip155:31337',
    forceUpdate: String(forceUpdate),
  }).toString()
  const response = await fetch(url)
  expect(response.status).toBe(200)
  return ((await response.json()) as { balances: TokenBalance[] }).balances
}

/** What the Account view shows: one row per token (symbol, quantity, USD value) and the total. */
async function expectTokens(
  page: Page,
  tokens: TokenBalance[],
  chain: { symbol: string; quantity: string }[],
) {
  const account = page.getByRole('dialog', { name: 'Account' })
  const list = account.getByRole('list', { name: 'Tokens' })
  const shown = tokens.filter((token) => token.quantity.decimals !== '0')
  await expect(list.getByRole('listitem')).toHaveCount(shown.length)
  for (const token of shown) {
    const onChain = chain.find((c) => c.symbol === token.symbol)
    expect(token.quantity.numeric).toBe(onChain?.quantity)
    const row = list
      .getByRole('listitem')
      .filter({ has: page.getByText(token.symbol, { exact: true }) })
    await expect(row).toContainText(formatBalance(onChain?.quantity ?? ''))
    await expect(row).toContainText(formatUsd(token.value ?? 0))
  }
  const total = shown.reduce((sum, token) => sum + (token.value ?? 0), 0)
  await expect(account.getByText('Total')).toBeVisible()
  await expect(account.getByText(formatUsd(total), { exact: true })).toBeVisible()
  return { list, total }
}

test('tokens: the Account view lists the tokens and total the chain holds, and refreshes after a transfer', async ({
  page,
  wallet,
  stack,
}) => {
  const chain = stack.chains.find((c) => c.id === 31337)
  if (!chain) throw new Error('chain 31337 is not running')
  await connectWallet(page, wallet, stack.appUrl)
  await page.getByRole('button', { name: shortenAddress(account.address) }).click()

  const before = await serverBalances(stack.appUrl, true)
  expect(before.map((t) => t.symbol)).toEqual(expect.arrayContaining(['ETH', 'PTK', 'pUSD']))
  const { list } = await expectTokens(page, before, await readChain(chain.rpcUrl, before))
  // Decimals '0' (PTS points) are dropped even when the server lists them.
  await expect(list.getByText('PTS', { exact: true })).toHaveCount(0)

  // A transfer made directly on the devnet, not through the app.
  const devnet = defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const client = createWalletClient({ account, chain: devnet, transport: http() })
  const publicClient = createPublicClient({ chain: devnet, transport: http() })
  const ptk = before.find((t) => t.symbol === 'PTK')?.address?.split(':')[2]
  if (!ptk) throw new Error('the server lists no PTK')
  const hashes = [
    await client.writeContract({
      address: getAddress(ptk),
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('1.5', 18)],
    }),
    await client.sendTransaction({
      to: receiver,
      value: parseEther('0.25'),
    }),
  ]
  for (const hash of hashes) await publicClient.waitForTransactionReceipt({ hash })

  // Refresh asks the server to skip its 30 s cache (forceUpdate=true).
  const account_ = page.getByRole('dialog', { name: 'Account' })
  await account_.getByRole('button', { name: 'Refresh' }).click()
  const after = await serverBalances(stack.appUrl, true)
  const chainAfter = await readChain(chain.rpcUrl, after)
  const ptkBefore = before.find((t) => t.symbol === 'PTK')?.quantity.numeric ?? ''
  const ptkAfter = chainAfter.find((t) => t.symbol === 'PTK')?.quantity ?? ''
  expect(parseUnits(ptkBefore, 18) - parseUnits(ptkAfter, 18)).toBe(parseUnits('1.5', 18))
  await expectTokens(page, after, chainAfter)
})
