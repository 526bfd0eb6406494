import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'

const short = shortenAddress(mnemonicToAccount(devnetMnemonic).address)

test('disconnect: the Account view disconnects and the page offers Connect Wallet again', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, stack.appUrl)
  await page.getByRole('button', { name: short }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByRole('button', { name: short })).toHaveCount(0)

  // The wallet forgot the site too: a reload stays disconnected.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
