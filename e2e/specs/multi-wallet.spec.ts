import type { Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { a11yViolations } from '../a11yCheck'
import { submitEmail, typeMailedCode } from '../emailLogin'
import { connectWallet, expect, test } from '../fixtures'
import { namelessControls } from '../namelessControls'

// SPEC §3 "connections per namespace": two EVM wallets connected at once in the web app — the
// test wallet (an extension, EIP-6963) and the embedded email wallet (its frame on its own
// origin) — switched between with no prompt, each disconnected on its own, both back after a reload.
const extension = mnemonicToAccount(devnetMnemonic).address

const accountDialog = (page: Page) => page.getByRole('dialog', { name: 'Account' })
/** Opens the Account view from the header's account button and the switcher's list. */
async function openSwitcher(page: Page, address: string) {
  await page.getByRole('button', { name: shortenAddress(address) }).click()
  await accountDialog(page).getByRole('button', { name: 'Switch account' }).click()
  return accountDialog(page).getByRole('list', { name: 'Accounts' })
}

test('two wallets at once: the extension and the email wallet side by side, switched without a prompt, one disconnected, both back after a reload', async ({
  page,
  wallet,
  stack,
}) => {
  test.setTimeout(120_000)
  await connectWallet(page, wallet, stack.appUrl)

  // The switcher offers another wallet for this namespace: Connect opens for EVM wallets.
  let list = await openSwitcher(page, extension)
  await expect(list.getByRole('button')).toHaveCount(1)
  await accountDialog(page).getByRole('button', { name: 'Add another wallet' }).click()
  const email = `multi-${Date.now()}@example.com`
  await submitEmail(page, email)
  await typeMailedCode(page, stack.mailInboxUrl, email)
  // The email wallet is now the one in use (sign-in is per account: declined here).
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await signIn.getByRole('button', { name: 'Cancel' }).click()
  await expect(signIn).toHaveCount(0)
  const emailAddress = await page.evaluate(() => {
    const match = /0x[0-9a-fA-F]{40}/g
    return [...(localStorage.getItem('portico.wagmi.store') ?? '').matchAll(match)].map((m) => m[0])
  })
  const embedded = emailAddress.find((a) => a.toLowerCase() !== extension.toLowerCase())
  if (!embedded) throw new Error('the email wallet gave no address')

  // Both wallets listed, each account with its wallet's name; the email wallet's in use.
  list = await openSwitcher(page, embedded)
  const entry = (address: string) =>
    list.getByRole('button', { name: new RegExp(`^${shortenAddress(address)}`) })
  await expect(list.getByRole('button')).toHaveCount(2)
  await expect(entry(embedded)).toHaveAttribute('aria-current', 'true')
  await expect(entry(extension)).toContainText('Portico Test Wallet')
  await expect(entry(embedded)).toContainText('Email')
  await expect(accountDialog(page).getByRole('button', { name: /^Disconnect / })).toHaveCount(2)
  expect(await a11yViolations(page, 'Account, two wallets')).toEqual([])
  expect(await namelessControls(page)).toEqual([])

  // Back to the extension's account: no prompt in the wallet, the app's account follows (its
  // sign-in was declined at connect, and that is remembered: no Sign In either).
  const popups = wallet.popupCount()
  await entry(extension).click()
  await expect(list).toHaveCount(0)
  await expect(
    accountDialog(page).getByText(shortenAddress(extension), { exact: true }),
  ).toBeVisible()
  await expect(signIn).toHaveCount(0)
  expect(wallet.popupCount()).toBe(popups)

  // A reload brings both back, the extension still in use.
  await page.reload()
  list = await openSwitcher(page, extension)
  await expect(list.getByRole('button')).toHaveCount(2)
  await expect(entry(extension)).toHaveAttribute('aria-current', 'true')

  // The email wallet goes on its own: the extension stays connected, in use, and alone listed.
  await accountDialog(page)
    .getByRole('button', { name: /^Disconnect Email/ })
    .click()
  await expect(list.getByRole('button')).toHaveCount(1)
  await expect(entry(extension)).toHaveAttribute('aria-current', 'true')
  await expect(accountDialog(page).getByRole('button', { name: /^Disconnect Email/ })).toHaveCount(
    0,
  )
  // The whole disconnect lets go of the rest: Connect Wallet again, also after a reload.
  await accountDialog(page).getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
