import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'

const short = shortenAddress(mnemonicToAccount(devnetMnemonic).address)

test('reload: the app reconnects without a wallet prompt', async ({ page, wallet, stack }) => {
  await connectWallet(page, wallet, stack.appUrl)
  await expect(page.getByRole('button', { name: short })).toBeVisible()

  // Count every approval popup the wallet opens after the reload.
  const popups = wallet.popupCount()
  await page.reload()
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
  expect(wallet.popupCount()).toBe(popups)
  expect(wallet.openPopups()).toEqual([])
})
