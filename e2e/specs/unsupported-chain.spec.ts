import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'
import { expectNetwork } from '../networkPicker'

const short = shortenAddress(mnemonicToAccount(devnetMnemonic).address)

test('unsupported chain: the wallet moves to 31339, the app asks to switch back', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, stack.appUrl)
  await expect(page.getByRole('button', { name: short })).toBeVisible()

  await wallet.switchChain(31339)
  const dialog = page.getByRole('dialog', { name: 'Switch Network' })
  await expect(
    dialog.getByText(
      "This app doesn't support your current network. Switch to an available option to continue.",
    ),
  ).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Portico Devnet', exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Portico Devnet 2', exact: true })).toBeVisible()
  // Each network's button shows its image from the server (decorative: the name stays the label).
  for (const [name, id] of [
    ['Portico Devnet', 'eip155%3A31337'],
    ['Portico Devnet 2', 'eip155%3A31338'],
  ] as const) {
    const image = dialog.getByRole('button', { name, exact: true }).locator('img')
    await expect(image).toHaveAttribute('src', new RegExp(`/public/getAssetImage/${id}\\?`))
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  }

  await dialog.getByRole('button', { name: 'Portico Devnet', exact: true }).click()
  await wallet.approve()
  await expect(dialog).toHaveCount(0)
  await page.getByRole('button', { name: short }).click()
  await expectNetwork(page.getByRole('dialog', { name: 'Account' }), 'Portico Devnet')
})
