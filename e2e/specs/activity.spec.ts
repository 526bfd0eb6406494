import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  getAddress,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { mintDevnetPusd, readHistory, waitForHistory } from '../devnetHistory'
import { connectWallet, expect, test } from '../fixtures'
import { chooseNetwork, expectNetwork } from '../networkPicker'

const account = mnemonicToAccount(devnetMnemonic)
// Another funded devnet account sends to account 0 directly on the chain, not through the app.
const sender = mnemonicToAccount(devnetMnemonic, { addressIndex: 3 })
const projectId = 'portico-local'

type Chain = { id: number; name: string; caipNetworkId: string; rpcUrl: string }

function clients(chain: Chain) {
  const devnet = defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  return {
    wallet: createWalletClient({ account: sender, chain: devnet, transport: http() }),
    public: createPublicClient({ chain: devnet, transport: http() }),
  }
}

/** The month heading the Activity tab shows for an ISO time (the browser runs in this zone). */
const monthOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date(iso))

test('activity: transfers made on the devnet show in their month, per network', async ({
  page,
  wallet,
  stack,
}) => {
  const chain = stack.chains.find((c) => c.id === 31337)
  const chain2 = stack.chains.find((c) => c.id === 31338)
  if (!chain || !chain2) throw new Error('chains 31337 and 31338 must be running')

  // Native and ERC-20 (pUSD) to account 0 on 31337; native on 31338.
  const one = clients(chain)
  const balances = await fetch(
    `${stack.appUrl}/v1/account/${account.address}/balance?projectId=${projectId}&currency=usd&chainId=eip155:31337`,
  )
  const tokens = (await balances.json()) as { balances: { symbol: string; address?: string }[] }
  const pUsd = tokens.balances.find((t) => t.symbol === 'pUSD')?.address?.split(':')[2]
  if (!pUsd) throw new Error('the server lists no pUSD')
  const native = await one.wallet.sendTransaction({
    to: account.address,
    value: parseEther('0.777'),
  })
  const erc20 = await one.wallet.writeContract({
    address: getAddress(pUsd),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account.address, parseUnits('12.345', 6)],
  })
  const two = clients(chain2)
  const other = await two.wallet.sendTransaction({
    to: account.address,
    value: parseEther('0.321'),
  })
  for (const hash of [native, erc20]) await one.public.waitForTransactionReceipt({ hash })
  await two.public.waitForTransactionReceipt({ hash: other })
  // A mint (from the zero address) is another operation: named, no counterpart.
  const minted = await mintDevnetPusd(chain, account.address, 7_654_000n)
  const items = await waitForHistory(stack.appUrl, chain, account.address, [native, erc20, minted])
  await waitForHistory(stack.appUrl, chain2, account.address, [other])
  const minedAt = items.find((item) => item.metadata.hash === native)?.metadata.minedAt ?? ''
  expect(items.find((item) => item.metadata.hash === erc20)?.metadata.minedAt.slice(0, 7)).toBe(
    minedAt.slice(0, 7),
  )

  await connectWallet(page, wallet, stack.appUrl)
  await page.getByRole('button', { name: shortenAddress(account.address) }).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  const tabs = dialog.getByRole('tablist')
  await expect(tabs.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')
  await tabs.getByRole('tab', { name: 'Activity' }).click()
  await expect(tabs.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  const activity = dialog.getByRole('tabpanel', { name: 'Activity' })

  // Both transfers are in the month group they were mined in (this month), with their amounts.
  const month = activity.getByRole('region', { name: monthOf(minedAt) })
  const from = `From ${shortenAddress(sender.address)}`
  const nativeRow = month.getByRole('listitem').filter({ hasText: '+0.777 ETH' })
  await expect(nativeRow).toHaveCount(1)
  await expect(nativeRow).toContainText('Received')
  await expect(nativeRow).toContainText(from)
  const erc20Row = month.getByRole('listitem').filter({ hasText: '+12.345 pUSD' })
  await expect(erc20Row).toHaveCount(1)
  await expect(erc20Row).toContainText('Received')
  await expect(erc20Row).toContainText(from)
  const mintRow = month.getByRole('listitem').filter({ hasText: '+7.654 pUSD' })
  await expect(mintRow).toHaveCount(1)
  await expect(mintRow).toContainText('Minted')
  await expect(mintRow).not.toContainText('From')
  // Only this network's items; a short history has no more pages.
  await expect(activity.getByText('+0.321 ETH')).toHaveCount(0)
  await expect(activity.getByRole('button', { name: 'Load more' })).toHaveCount(0)
  await expect(activity.getByRole('listitem')).toHaveCount(items.length)

  // Another network: the tab reloads and shows only that network's items.
  await chooseNetwork(dialog, 'Portico Devnet 2')
  await wallet.approve()
  await expectNetwork(dialog, 'Portico Devnet 2')
  await expect(activity.getByRole('listitem').filter({ hasText: '+0.321 ETH' })).toHaveCount(1)
  await expect(activity.getByText('+0.777 ETH')).toHaveCount(0)
  await expect(activity.getByText('+12.345 pUSD')).toHaveCount(0)
  await expect(activity.getByRole('listitem')).toHaveCount(
    (await readHistory(stack.appUrl, chain2, account.address)).length,
  )
})
