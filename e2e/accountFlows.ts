import type { Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import type { Address, Hash, PublicClient } from 'viem'
import { connectWallet, type TestWallet } from './fixtures'

/**
 * The transactions `from` sent in the blocks mined after `block`, in order, with their receipts:
 * what the app made the wallet send, read back from the chain.
 *
 * @example
 * const [receipt, ...others] = await sentSince(client, sender, before.block)
 */
export async function sentSince(
  client: Pick<PublicClient, 'getBlockNumber' | 'getBlock' | 'getTransactionReceipt'>,
  from: Address,
  block: bigint,
) {
  const latest = await client.getBlockNumber({ cacheTime: 0 })
  const hashes: Hash[] = []
  for (let n = block + 1n; n <= latest; n++) {
    const { transactions } = await client.getBlock({ blockNumber: n, includeTransactions: true })
    for (const tx of transactions)
      if (tx.from.toLowerCase() === from.toLowerCase()) hashes.push(tx.hash)
  }
  return Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })))
}

/**
 * Connects the test wallet, opens Account from the address button and clicks one of its actions
 * (`Send`, `Swap`, …); returns that view's dialog.
 *
 * @example
 * const send = await openAccountAction(page, wallet, stack.appUrl, sender, 'Send')
 */
export async function openAccountAction(
  page: Page,
  wallet: TestWallet,
  appUrl: string,
  address: Address,
  action: 'Send' | 'Swap' | 'Receive' | 'Buy',
) {
  await connectWallet(page, wallet, appUrl)
  await page.getByRole('button', { name: shortenAddress(address) }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: action, exact: true })
    .click()
  return page.getByRole('dialog', { name: action })
}

/**
 * Fills the open Send dialog (amount, receiver), previews and sends from `Review Send`: the
 * wallet's prompt comes next.
 *
 * @example
 * await previewAndSend(page, { amount: '12.5', receiver })
 * await frameApproval(page).getByRole('button', { name: 'Approve' }).click()
 */
export async function previewAndSend(
  page: Page,
  { amount, receiver }: { amount: string; receiver: string },
) {
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Amount').fill(amount)
  await send.getByLabel('Receiver address').fill(receiver)
  await send.getByRole('button', { name: 'Preview' }).click()
  await page
    .getByRole('dialog', { name: 'Review Send' })
    .getByRole('button', { name: 'Send' })
    .click()
}

/**
 * {@link previewAndSend}, then approves in the test wallet and waits for the kit's `Sent · 0x…`
 * status.
 *
 * @example
 * await sendFromDialog(page, wallet, { amount: '0.25', receiver })
 */
export async function sendFromDialog(
  page: Page,
  wallet: TestWallet,
  { amount, receiver }: { amount: string; receiver: string },
) {
  await previewAndSend(page, { amount, receiver })
  await wallet.approve()
  await page
    .getByRole('status')
    .filter({ hasText: /^Sent · 0x/ })
    .waitFor()
}
