import { formatBalance, shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { createPublicClient, formatEther, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { sendFromDialog, sentSince } from '../accountFlows'
import { connectWallet, expect, test } from '../fixtures'

const first = mnemonicToAccount(devnetMnemonic).address
const second = mnemonicToAccount(devnetMnemonic, { addressIndex: 1 }).address

test('switch account: a wallet giving two accounts — the switcher lists both with balances; the other one becomes the app account (balance, sends and history follow); a reload keeps it', async ({
  page,
  wallet,
  stack,
}) => {
  const chain = stack.chains.find((c) => c.id === 31337)
  if (!chain) throw new Error('chain 31337 is not running')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const shown = async (address: `0x${string}`) =>
    `${formatBalance(formatEther(await client.getBalance({ address })))} ETH`

  await connectWallet(page, wallet, stack.appUrl)
  // In the wallet, the person adds an account and gives it to the site too.
  await wallet.addAccount()
  await page.getByRole('button', { name: shortenAddress(first) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const toggle = account.getByRole('button', { name: 'Switch account' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const list = account.getByRole('list', { name: 'Accounts' })
  const entry = (address: string) =>
    list.getByRole('button', { name: new RegExp(`^${shortenAddress(address)}`) })
  await expect(list.getByRole('button')).toHaveCount(2)
  await expect(entry(first)).toHaveAttribute('aria-current', 'true')
  await expect(entry(first)).toContainText(await shown(first))
  await expect(entry(second)).toContainText(await shown(second))

  // The second account: no wallet prompt (same connector), only the address changes.
  const popups = wallet.popupCount()
  await entry(second).click()
  // Sign-in is per account: the web app offers it for the new address (declined here).
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn.getByText(shortenAddress(second), { exact: true })).toBeVisible()
  expect(wallet.popupCount()).toBe(popups)
  await signIn.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: shortenAddress(second) }).click()
  await expect(account.getByText(shortenAddress(second), { exact: true })).toBeVisible()
  await expect(account.getByText(await shown(second))).toBeVisible()

  // A send goes from the chosen account: the wallet signs with its key.
  const amount = `0.2${String(Math.floor(Math.random() * 90) + 10)}`
  const before = await client.getBlockNumber({ cacheTime: 0 })
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByLabel('Token')).toHaveValue('native')
  await sendFromDialog(page, wallet, { amount, receiver: first })
  const [receipt, ...others] = await sentSince(client, second, before)
  expect(others).toEqual([])
  expect(receipt?.status).toBe('success')
  expect(await sentSince(client, first, before)).toEqual([])

  // The history is the chosen account's: the send shows there, as sent.
  await expect(account).toBeVisible()
  await account.getByRole('tab', { name: 'Activity' }).click()
  const row = account
    .getByRole('tabpanel', { name: 'Activity' })
    .getByRole('listitem')
    .filter({ hasText: `${amount} ETH` })
  await expect(row.first()).toContainText('Sent', { timeout: 20_000 })
  await expect(account.getByText(await shown(second))).toBeVisible()

  // A reload: the wallet gives its accounts in its own order, the app keeps the chosen one.
  await page.reload()
  await expect(page.getByRole('button', { name: shortenAddress(second) })).toBeVisible()
  await page.getByRole('button', { name: shortenAddress(second) }).click()
  await account.getByRole('button', { name: 'Switch account' }).click()
  await expect(entry(second)).toHaveAttribute('aria-current', 'true')
  await expect(entry(first)).not.toHaveAttribute('aria-current', 'true')
})
