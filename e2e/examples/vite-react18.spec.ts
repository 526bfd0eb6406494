import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { readExamplesStack } from '../examplesStack'
import { connectWallet, expect, test } from '../fixtures'

// examples/vite-react18: the kit on React 18.3 from the packed tarballs, with the app's own wagmi
// config (createEvmAdapter({ wagmiConfig })) and a ConnectButton.Custom of its own (issue 29).
const address = mnemonicToAccount(devnetMnemonic).address
const short = shortenAddress(address)

test('vite-react18 example: React 18 renders the kit; connect, the custom button and a reload', async ({
  page,
  wallet,
}) => {
  const { viteReact18 } = readExamplesStack()
  await page.goto(viteReact18)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Portico \+ Vite \+ React 18\./)
  // The app's own button, rendered by ConnectButton.Custom, opens the same modal.
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toHaveCount(0)

  await connectWallet(page, wallet, viteReact18, { signIn: 'cancel', solana: false })
  await expect(page.getByRole('button', { name: short, exact: true })).toBeVisible()
  await expect(page.getByTestId('account')).toHaveText(`Connected: ${address}`)
  // The typed address went to wagmi's getBalance as it is; the custom button shows the kit's read.
  await expect(page.getByTestId('wagmi-balance')).toHaveText(/^\d+(\.\d+)? ETH$/)
  await expect(page.getByTestId('custom')).toHaveText(
    new RegExp(`^${short.replace('…', '.')} · Portico Devnet · [\\d.,]+ ETH$`),
  )

  const popups = wallet.popupCount()
  await page.reload()
  await expect(page.getByRole('button', { name: short, exact: true })).toBeVisible()
  await expect(page.getByTestId('account')).toHaveText(`Connected: ${address}`)
  expect(wallet.popupCount()).toBe(popups)

  await page.getByTestId('custom').click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(' ETH')
})
