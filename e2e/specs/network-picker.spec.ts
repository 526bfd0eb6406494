import { formatBalance, shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { createPublicClient, formatEther, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'
import { expectNetwork, networkButton } from '../networkPicker'

const { address } = mnemonicToAccount(devnetMnemonic)

test('network picker: images from the server, the current network marked, a switch by keyboard alone, the balance follows', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, stack.appUrl)
  await page.getByRole('button', { name: shortenAddress(address) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expectNetwork(account, 'Portico Devnet')
  const button = networkButton(account)

  // The keyboard opens the list; each network shows the server's image of it.
  await button.focus()
  await page.keyboard.press('ArrowDown')
  const list = account.getByRole('listbox', { name: 'Networks' })
  await expect(list).toBeFocused()
  await expect(list.getByRole('group')).toHaveText([/EVM/, /Solana/, /Bitcoin/])
  const options = list.getByRole('option')
  await expect(options).toHaveText([
    'Portico Devnet',
    'Portico Devnet 2',
    'Portico Solana Devnet',
    'Portico Bitcoin Devnet',
  ])
  for (const image of await list.locator('img').all()) {
    await expect(image).toHaveAttribute('src', /\/public\/getAssetImage\/(eip155|solana|bip122)%3A/)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  }
  // The current one is selected, with a visible check.
  const current = list.getByRole('option', { name: 'Portico Devnet', exact: true })
  await expect(current).toHaveAttribute('aria-selected', 'true')
  await expect(current.locator('svg')).toBeVisible()
  await expect(list.getByRole('option', { selected: true })).toHaveCount(1)

  // Escape closes the list only (the modal stays) and gives focus back to the button.
  await page.keyboard.press('Escape')
  await expect(list).toHaveCount(0)
  await expect(account).toBeVisible()
  await expect(button).toBeFocused()

  // Arrow down to the second network, Enter: the wallet asks, the picker and the balance follow.
  await page.keyboard.press('Enter')
  await expect(list).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect((await wallet.panel()).getByText('Switch network to Portico Devnet 2')).toBeVisible()
  await wallet.approve()
  await expectNetwork(account, 'Portico Devnet 2')
  await expect(button).toBeFocused()
  const chain = stack.chains.find((c) => c.id === 31338)
  if (!chain) throw new Error('chain 31338 is not running')
  const balance = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({
    address,
  })
  await expect(account.getByText(`${formatBalance(formatEther(balance))} ETH`)).toBeVisible()
  await button.click()
  await expect(list.getByRole('option', { selected: true })).toHaveText('Portico Devnet 2')
})
