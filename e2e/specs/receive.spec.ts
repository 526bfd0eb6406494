import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'

const { address } = mnemonicToAccount(devnetMnemonic)

test('receive: the full address, copy, a QR code and the networks it is valid on', async ({
  page,
  context,
  wallet,
  stack,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.appUrl })
  await connectWallet(page, wallet, stack.appUrl)
  await page.getByRole('button', { name: shortenAddress(address) }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Receive' })
    .click()

  const receive = page.getByRole('dialog', { name: 'Receive' })
  await expect(receive.getByText(address, { exact: true })).toBeVisible()
  await expect(receive.getByRole('img', { name: 'QR code of your address' })).toBeVisible()
  const networks = receive.getByRole('list', { name: 'Networks' })
  await expect(networks.getByRole('listitem')).toHaveText(['Portico Devnet', 'Portico Devnet 2'])

  await receive.getByRole('button', { name: 'Copy address' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Address copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

  // Back returns to the Account view.
  await receive.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
})
