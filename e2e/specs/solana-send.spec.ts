import type { Page } from '@playwright/test'
import { formatAmount, shortenAddress } from '@portico/core'
import { getSolanaDevnetKeys } from '@portico/devnet'
import {
  type Address,
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  type Signature,
} from '@solana/kit'
import { connectWallet, expect, type TestWallet, test } from '../fixtures'
import { chooseNetwork } from '../networkPicker'
import { signInWithSolana } from '../signInWithSolana'

// The Solana side of the web app through the modal (issue 12): Tokens with USD values, Send of
// SOL and of an SPL token to fresh addresses (exact balance changes, the fee the chain charged,
// the recipient's token account created), Activity, and a declined send that keeps the draft.
const solanaAccount = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' as Address
const evmAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const pUSD = getSolanaDevnetKeys().mints.pUSD.address as Address

/** Connects, opens Account and makes the Solana account the active one. */
async function openSolanaAccount(page: Page, wallet: TestWallet, appUrl: string) {
  await connectWallet(page, wallet, appUrl)
  await page.getByRole('button', { name: shortenAddress(evmAccount) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await chooseNetwork(account, 'Portico Solana Devnet')
  await signInWithSolana(page, wallet)
  await page.getByRole('button', { name: shortenAddress(solanaAccount) }).click()
  await expect(account.getByText(shortenAddress(solanaAccount), { exact: true })).toBeVisible()
  return account
}

/** The one transaction that reached `recipient`, with the fee the chain charged. */
async function landedAt(rpc: ReturnType<typeof createSolanaRpc>, recipient: Address) {
  const signatures = await rpc.getSignaturesForAddress(recipient).send()
  expect(signatures).toHaveLength(1)
  const landed = await rpc
    .getTransaction(signatures[0]?.signature as Signature, {
      encoding: 'json',
      maxSupportedTransactionVersion: 0,
    })
    .send()
  expect(landed?.meta?.err).toBeNull()
  return { fee: BigInt(landed?.meta?.fee ?? 0) }
}

async function tokenBalance(rpc: ReturnType<typeof createSolanaRpc>, owner: Address) {
  const { value } = await rpc
    .getTokenAccountsByOwner(owner, { mint: pUSD }, { encoding: 'jsonParsed' })
    .send()
  const info = value[0]?.account.data as
    | { parsed: { info: { tokenAmount: { amount: string } } } }
    | undefined
  return BigInt(info?.parsed.info.tokenAmount.amount ?? 0)
}

test('solana: Tokens with USD values; send SOL to a fresh address — exact amounts, the fee charged; Activity shows it', async ({
  page,
  wallet,
  stack,
}) => {
  const rpc = createSolanaRpc(stack.solana.rpcUrl)
  const account = await openSolanaAccount(page, wallet, stack.appUrl)
  const tokens = account.getByRole('list', { name: 'Tokens' })
  await expect(tokens.getByRole('listitem').filter({ hasText: 'SOL' }).first()).toBeVisible()
  await expect(tokens.getByRole('listitem').filter({ hasText: 'pUSD' })).toContainText('$')

  const recipient = (await generateKeyPairSigner()).address
  const before = (await rpc.getBalance(solanaAccount).send()).value
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Amount').fill('0.5')
  await send.getByLabel('Receiver address').fill(recipient)
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Send' })
  await expect(preview.getByText('0.5 SOL')).toBeVisible()
  await expect(preview.getByText('Portico Solana Devnet', { exact: true })).toBeVisible()
  await preview.getByRole('button', { name: 'Send' }).click()
  await wallet.approve()
  await expect(page.getByRole('status').filter({ hasText: /^Sent · / })).toBeVisible()

  const amount = 500_000_000n
  expect((await rpc.getBalance(address(recipient)).send()).value).toBe(amount)
  const { fee } = await landedAt(rpc, address(recipient))
  expect(before - (await rpc.getBalance(solanaAccount).send()).value).toBe(amount + fee)

  await page.getByRole('dialog', { name: 'Account' }).getByRole('tab', { name: 'Activity' }).click()
  const rows = page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('tabpanel', { name: 'Activity' })
    .getByRole('listitem')
    .filter({ hasText: /\b0\.50*\s*SOL/ })
  await expect(rows.first()).toContainText('Sent', { timeout: 20_000 })
})

test('solana: send pUSD to a fresh address — its token account is created, exact token amounts', async ({
  page,
  wallet,
  stack,
}) => {
  const rpc = createSolanaRpc(stack.solana.rpcUrl)
  const account = await openSolanaAccount(page, wallet, stack.appUrl)
  const recipient = address((await generateKeyPairSigner()).address)
  const before = await tokenBalance(rpc, solanaAccount)
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Token').selectOption({ label: 'pUSD' })
  await send.getByLabel('Amount').fill('1.25')
  await send.getByLabel('Receiver address').fill(recipient)
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Send' })
  await expect(preview.getByText(/^1\.25 pUSD/)).toBeVisible()
  // The fee line includes the rent of the recipient's new token account, as the chain states it.
  const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()
  await expect(
    preview.getByText(
      `Includes ${formatAmount(rent, 9)} SOL rent to open the receiver's token account`,
    ),
  ).toBeVisible()
  await preview.getByRole('button', { name: 'Send' }).click()
  await wallet.approve()
  await expect(page.getByRole('status').filter({ hasText: /^Sent · / })).toBeVisible()

  expect(await tokenBalance(rpc, recipient)).toBe(1_250_000n)
  expect(before - (await tokenBalance(rpc, solanaAccount))).toBe(1_250_000n)

  // The token transfer is in Activity too.
  const activity = page.getByRole('dialog', { name: 'Account' })
  await activity.getByRole('tab', { name: 'Activity' }).click()
  const rows = activity
    .getByRole('tabpanel', { name: 'Activity' })
    .getByRole('listitem')
    .filter({ hasText: /\b1\.250*\s*pUSD/ })
  await expect(rows.first()).toContainText('Sent', { timeout: 20_000 })
})

test('solana: declining in the wallet shows "Transaction declined", sends nothing and keeps the draft', async ({
  page,
  wallet,
  stack,
}) => {
  const rpc = createSolanaRpc(stack.solana.rpcUrl)
  const account = await openSolanaAccount(page, wallet, stack.appUrl)
  const recipient = address((await generateKeyPairSigner()).address)
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Amount').fill('0.25')
  await send.getByLabel('Receiver address').fill(recipient)
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Send' })
  await preview.getByRole('button', { name: 'Send' }).click()
  await wallet.reject()
  await expect(page.getByRole('alert').filter({ hasText: 'Transaction declined' })).toBeVisible()
  // Nothing half-done: the preview (and its draft) is still there, and nothing was sent.
  await expect(preview.getByRole('button', { name: 'Send' })).toBeEnabled()
  await expect(preview.getByText('0.25 SOL')).toBeVisible()
  expect((await rpc.getBalance(recipient).send()).value).toBe(0n)
})
