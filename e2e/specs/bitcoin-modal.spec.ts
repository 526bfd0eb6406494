import { formatBalance, shortenAddress } from '@portico/core'
import { getBitcoinDevnetKeys } from '@portico/devnet'
import { expect, test } from '../fixtures'

// The Bitcoin side of the web app through the modal (issue 33 item 9): Connect lists the test
// wallet's Bitcoin wallet (Wallet Standard), it connects the payment account, signs in with
// BIP-322 (verified by the server), shows its BTC from the server's Esplora gateway, and sends
// BTC as a PSBT the wallet signs; the amounts are checked on the devnet node itself.
const [payer, , , , , , , , , , receiver] = getBitcoinDevnetKeys(11)

type AddressStats = {
  chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
  mempool_stats: { funded_txo_sum: number; spent_txo_sum: number }
}

/** An address's balance in satoshis, confirmed and unconfirmed, as the devnet's Esplora API says. */
async function satsOf(esploraUrl: string, address: string): Promise<bigint> {
  const stats = (await (await fetch(`${esploraUrl}/address/${address}`)).json()) as AddressStats
  return (
    BigInt(stats.chain_stats.funded_txo_sum) -
    BigInt(stats.chain_stats.spent_txo_sum) +
    BigInt(stats.mempool_stats.funded_txo_sum) -
    BigInt(stats.mempool_stats.spent_txo_sum)
  )
}

test('bitcoin: the Bitcoin wallet connects from Connect, signs in with BIP-322, shows its BTC and sends 1 BTC', async ({
  page,
  wallet,
  stack,
}) => {
  if (!payer || !receiver) throw new Error('the devnet has no Bitcoin keys')
  const origin = new URL(stack.appUrl).origin
  const { esploraUrl } = stack.bitcoin
  await page.goto(stack.appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Portico Bitcoin Test Wallet' })
    .click()
  await expect(await wallet.panel()).toContainText(`Connect to ${origin} (Bitcoin)`)
  await wallet.approve()

  // Sign in with Bitcoin: CAIP-122 text, a BIP-322 signature the server verifies.
  const prompt = page.getByRole('dialog', { name: 'Sign In' })
  await expect(prompt.getByText(shortenAddress(payer.address))).toBeVisible()
  await prompt.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(
    (await wallet.panel()).getByText(/wants you to sign in with your Bitcoin account:/),
  ).toBeVisible()
  await wallet.approve()
  await expect(prompt).toHaveCount(0)

  // Account: the payment address and its BTC, as the node has it.
  const short = shortenAddress(payer.address)
  await page.getByRole('button', { name: short }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(short, { exact: true })).toBeVisible()
  const before = await satsOf(esploraUrl, payer.address)
  await expect(account.getByText(`${formatBalance(`${before}e-8`)} BTC`).first()).toBeVisible()

  // Send 1 BTC: the wallet signs the PSBT, the node mines it, the amounts are exact.
  const received = await satsOf(esploraUrl, receiver.address)
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByLabel('Amount').fill('1')
  await send.getByLabel('Receiver address').fill(receiver.address)
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Send' })
  // The amount, then its USD value (none configured for the devnet's BTC: $0.00).
  await expect(preview.getByText(/^1 BTC \(\$0\.00\)$/)).toBeVisible()
  await expect(preview.getByText('Portico Bitcoin Devnet', { exact: true })).toBeVisible()
  await preview.getByRole('button', { name: 'Send' }).click()
  await expect(await wallet.panel()).toContainText(receiver.address)
  await wallet.approve()
  await expect(page.getByRole('status').filter({ hasText: /^Sent · / })).toBeVisible()

  const oneBtc = 100_000_000n
  expect((await satsOf(esploraUrl, receiver.address)) - received).toBe(oneBtc)
  const [sent] = (await (await fetch(`${esploraUrl}/address/${receiver.address}/txs`)).json()) as {
    fee: number
    status: { confirmed: boolean }
  }[]
  expect(sent?.status.confirmed).toBe(true)
  expect(before - (await satsOf(esploraUrl, payer.address))).toBe(oneBtc + BigInt(sent?.fee ?? 0))

  // A reload brings the Bitcoin account back, without a prompt, with its new balance.
  const popups = wallet.popupCount()
  await page.reload()
  await page.getByRole('button', { name: short }).click()
  const after = await satsOf(esploraUrl, payer.address)
  await expect(account.getByText(`${formatBalance(`${after}e-8`)} BTC`).first()).toBeVisible()
  expect(wallet.popupCount()).toBe(popups)
})
