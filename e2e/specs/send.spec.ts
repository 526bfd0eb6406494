import type { Locator, Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import { getDevnetContracts } from '@portico/devnet'
import { devnetMnemonic } from '@portico/devnet/chains'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatUnits,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { openAccountAction, sentSince } from '../accountFlows'
import { expect, type TestWallet, test } from '../fixtures'
import { chooseNetwork, expectNetwork } from '../networkPicker'

const sender = mnemonicToAccount(devnetMnemonic).address
const receiver = mnemonicToAccount(devnetMnemonic, { addressIndex: 1 }).address
const { pUSD } = getDevnetContracts()

function devnet(stack: { chains: { id: number; rpcUrl: string }[] }) {
  const chain = stack.chains.find((c) => c.id === 31337)
  if (!chain) throw new Error('chain 31337 is not running')
  return createPublicClient({ transport: http(chain.rpcUrl) })
}
type Devnet = ReturnType<typeof devnet>

/** Everything the two accounts hold on the devnet, read with viem. */
async function holdings(client: Devnet) {
  const token = (address: Address) =>
    client.readContract({
      address: pUSD,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  const [senderEth, receiverEth, senderUsd, receiverUsd, nonce, block] = await Promise.all([
    client.getBalance({ address: sender }),
    client.getBalance({ address: receiver }),
    token(sender),
    token(receiver),
    client.getTransactionCount({ address: sender }),
    client.getBlockNumber({ cacheTime: 0 }),
  ])
  return { senderEth, receiverEth, senderUsd, receiverUsd, nonce, block }
}

async function openSend(page: Page, wallet: TestWallet, appUrl: string) {
  const send = await openAccountAction(page, wallet, appUrl, sender, 'Send')
  // The native token is chosen once its balance is read.
  await expect(send.getByLabel('Token')).toHaveValue('native')
  return send
}

/** Fills the Send view and asks for the preview (Review Send). */
async function previewSend(page: Page, send: Locator, amount: string, to: string) {
  await send.getByLabel('Amount').fill(amount)
  await send.getByLabel('Receiver address').fill(to)
  await send.getByRole('button', { name: 'Preview' }).click()
  return page.getByRole('dialog', { name: 'Review Send' })
}

test('send: native ETH to account 1 — the balances move by the amount and the fee', async ({
  page,
  wallet,
  stack,
}) => {
  const client = devnet(stack)
  const send = await openSend(page, wallet, stack.appUrl)
  const before = await holdings(client)

  const preview = await previewSend(page, send, '0.125', receiver)
  await expect(preview.getByText('0.125 ETH')).toBeVisible()
  await expect(preview.getByText(shortenAddress(receiver))).toBeVisible()
  await expect(preview.getByText('Portico Devnet', { exact: true })).toBeVisible()
  await expect(preview.getByText(/^0\.0000\d+ ETH/)).toBeVisible() // the estimated fee
  await preview.getByRole('button', { name: 'Send' }).click()
  await wallet.approve()

  await expect(page.getByRole('status').filter({ hasText: /^Sent · 0x/ })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  const [receipt, ...others] = await sentSince(client, sender, before.block)
  expect(others).toEqual([])
  expect(receipt?.status).toBe('success')
  const fee = (receipt?.gasUsed ?? 0n) * (receipt?.effectiveGasPrice ?? 0n)
  const after = await holdings(client)
  const amount = parseEther('0.125')
  expect(after.receiverEth - before.receiverEth).toBe(amount)
  expect(before.senderEth - after.senderEth).toBe(amount + fee)
  expect(after.senderUsd).toBe(before.senderUsd)

  // Activity refreshes after the send: the transfer is in the month group it was mined in.
  const account = page.getByRole('dialog', { name: 'Account' })
  const { timestamp } = await client.getBlock({ blockNumber: receipt?.blockNumber ?? 0n })
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
    new Date(Number(timestamp) * 1000),
  )
  await account.getByRole('tab', { name: 'Activity' }).click()
  const row = account
    .getByRole('tabpanel', { name: 'Activity' })
    .getByRole('region', { name: month })
    .getByRole('listitem')
    .filter({ hasText: '0.125 ETH' })
  await expect(row.first()).toContainText('Sent', { timeout: 20_000 })

  // The draft is cleared: Send opens empty.
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Send' }).getByLabel('Amount')).toHaveValue('')
})

test('send: pUSD (ERC-20) to account 1 — exact token amounts, the fee in ETH', async ({
  page,
  wallet,
  stack,
}) => {
  const client = devnet(stack)
  const send = await openSend(page, wallet, stack.appUrl)
  const before = await holdings(client)

  await send.getByLabel('Token').selectOption({ label: 'pUSD' })
  const preview = await previewSend(page, send, '12.345678', receiver)
  await expect(preview.getByText(/^12\.345678 pUSD/)).toBeVisible()
  await preview.getByRole('button', { name: 'Send' }).click()
  await wallet.approve()

  await expect(page.getByRole('status').filter({ hasText: /^Sent · 0x/ })).toBeVisible()
  const [receipt] = await sentSince(client, sender, before.block)
  expect(receipt?.status).toBe('success')
  expect(receipt?.to?.toLowerCase()).toBe(pUSD.toLowerCase())
  const fee = (receipt?.gasUsed ?? 0n) * (receipt?.effectiveGasPrice ?? 0n)
  const after = await holdings(client)
  const amount = parseUnits('12.345678', 6)
  expect(before.senderUsd - after.senderUsd).toBe(amount)
  expect(after.receiverUsd - before.receiverUsd).toBe(amount)
  expect(before.senderEth - after.senderEth).toBe(fee)
  expect(after.receiverEth).toBe(before.receiverEth)
})

test('send: a bad address, a zero amount and an amount above the balance are refused before any wallet prompt', async ({
  page,
  wallet,
  stack,
}) => {
  const client = devnet(stack)
  const send = await openSend(page, wallet, stack.appUrl)
  const before = await holdings(client)
  const previewButton = send.getByRole('button', { name: 'Preview' })
  const alert = send.getByRole('alert')

  await previewButton.click()
  await expect(alert).toHaveText('An amount and receiver address are required')

  await send.getByLabel('Amount').fill('1')
  await send.getByLabel('Receiver address').fill(`${receiver.slice(0, 41)}`)
  await previewButton.click()
  await expect(alert).toHaveText(/^Enter a valid receiver address/)
  // EIP-55: the right characters with one letter's case flipped.
  const flipped = receiver.replace(/[a-f]/, (c) => c.toUpperCase())
  await send.getByLabel('Receiver address').fill(flipped)
  await previewButton.click()
  await expect(alert).toHaveText(/^Enter a valid receiver address/)

  await send.getByLabel('Receiver address').fill(receiver)
  await send.getByLabel('Amount').fill('0')
  await previewButton.click()
  await expect(alert).toHaveText('Enter an amount above zero')

  await send.getByLabel('Amount').fill(`${before.senderEth / 10n ** 18n + 1n}`)
  await previewButton.click()
  await expect(alert).toHaveText('The amount is above your ETH balance')

  await send.getByLabel('Token').selectOption({ label: 'pUSD' })
  await send.getByLabel('Amount').fill('1.0000001')
  await previewButton.click()
  await expect(alert).toHaveText('pUSD has at most 6 decimals')

  expect(wallet.openPopups()).toEqual([])
  await expect(page.getByRole('dialog', { name: 'Review Send' })).toHaveCount(0)
  const after = await holdings(client)
  expect(after.nonce).toBe(before.nonce)
  expect(after.senderEth).toBe(before.senderEth)
})

test('send: rejecting in the wallet shows "Transaction declined" and sends nothing', async ({
  page,
  wallet,
  stack,
}) => {
  const client = devnet(stack)
  const send = await openSend(page, wallet, stack.appUrl)
  const before = await holdings(client)
  const preview = await previewSend(page, send, '0.5', receiver)
  await preview.getByRole('button', { name: 'Send' }).click()
  await wallet.reject()

  await expect(page.getByRole('alert').filter({ hasText: 'Transaction declined' })).toBeVisible()
  // Nothing half-done: the preview (and its draft) is still there, and nothing left the account.
  await expect(preview.getByRole('button', { name: 'Send' })).toBeEnabled()
  await expect(preview.getByText('0.5 ETH')).toBeVisible()
  const after = await holdings(client)
  expect(after.nonce).toBe(before.nonce)
  expect(after.senderEth).toBe(before.senderEth)
  expect(after.receiverEth).toBe(before.receiverEth)
})

test('send: Max fills the whole token balance (native: balance − fee); a network switch clears the draft', async ({
  page,
  wallet,
  stack,
}) => {
  const client = devnet(stack)
  const send = await openSend(page, wallet, stack.appUrl)
  const before = await holdings(client)
  const amount = send.getByLabel('Amount')

  await send.getByLabel('Token').selectOption({ label: 'pUSD' })
  await send.getByRole('button', { name: 'Max' }).click()
  await expect(amount).toHaveValue(formatUnits(before.senderUsd, 6))

  await send.getByLabel('Token').selectOption({ label: 'ETH' })
  await send.getByRole('button', { name: 'Max' }).click()
  await expect(amount).not.toHaveValue(formatUnits(before.senderUsd, 6))
  const max = parseEther(await amount.inputValue())
  const fee = before.senderEth - max
  // 21,000 gas at most a few gwei: above zero, below 0.001 ETH.
  expect(fee).toBeGreaterThan(0n)
  expect(fee).toBeLessThan(parseEther('0.001'))
  await send.getByLabel('Receiver address').fill(receiver)
  await send.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByRole('dialog', { name: 'Review Send' })).toBeVisible()

  // Back to Account, switch network: the draft is gone.
  const back = page.getByRole('button', { name: 'Back' })
  await back.click()
  await back.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await chooseNetwork(account, 'Portico Devnet 2')
  await wallet.approve()
  await expectNetwork(account, 'Portico Devnet 2')
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const again = page.getByRole('dialog', { name: 'Send' })
  await expect(again.getByLabel('Amount')).toHaveValue('')
  await expect(again.getByLabel('Receiver address')).toHaveValue('')
  expect(wallet.openPopups()).toEqual([])
})
