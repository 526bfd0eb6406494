import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { a11yViolations } from '../a11yCheck'
import { expect, test } from '../fixtures'

// The kit's language follows the browser's (the web app's `locale` is `auto`): French left to
// right, Arabic right to left, through connect, sign-in and Account (issue 17). The Connect dialog
// passes the accessibility engine in each language too (`a11yCheck.ts`: names that contain the
// visible label, `lang` on the kit's roots).
const short = shortenAddress(mnemonicToAccount(devnetMnemonic).address)

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' })

  test('connects, declines sign-in and disconnects in French', async ({ page, wallet, stack }) => {
    await page.goto(stack.appUrl)
    const connect = page.getByRole('button', { name: 'Connecter un portefeuille' })
    await expect(connect).toHaveAttribute('lang', 'fr')
    await connect.click()
    const dialog = page.getByRole('dialog', { name: 'Connecter un portefeuille' })
    await expect(dialog.getByRole('button', { name: 'Portico Test Wallet' })).toBeVisible()
    expect(await a11yViolations(page, 'Connect, French')).toEqual([])
    await dialog.getByRole('button', { name: 'Portico Test Wallet' }).click()
    await wallet.approveConnect()
    const signIn = page.getByRole('dialog', { name: 'Se connecter' })
    await expect(signIn.getByText('Signer est gratuit', { exact: false })).toBeVisible()
    await signIn.getByRole('button', { name: 'Annuler' }).click()
    await page.getByRole('button', { name: short }).click()
    const account = page.getByRole('dialog', { name: 'Compte' })
    await account.getByRole('button', { name: 'Déconnecter' }).click()
    await expect(connect).toBeVisible()
  })
})

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-EG' })

  test('shows the kit right to left', async ({ page, stack }) => {
    await page.goto(stack.appUrl)
    const connect = page.getByRole('button', { name: 'ربط محفظة' })
    await expect(connect).toHaveAttribute('dir', 'rtl')
    await connect.click()
    const dialog = page.getByRole('dialog', { name: 'ربط محفظة' })
    await expect(dialog.getByRole('button', { name: 'إغلاق' })).toBeVisible()
    expect(await dialog.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl')
    await expect(dialog.getByRole('button', { name: 'Portico Test Wallet' })).toBeVisible()
    expect(await a11yViolations(page, 'Connect, Arabic')).toEqual([])
  })
})

test('Settings switches the kit to French at once, and a reload keeps it', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.appUrl}/settings`)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.getByRole('radio', { name: 'Français' }).check()
  const connect = page.getByRole('button', { name: 'Connecter un portefeuille' })
  await expect(connect).toHaveAttribute('lang', 'fr')
  await page.reload()
  await expect(connect).toBeVisible()
  await page.getByRole('radio', { name: 'العربية' }).check()
  await expect(page.getByRole('button', { name: 'ربط محفظة' })).toHaveAttribute('dir', 'rtl')
})
