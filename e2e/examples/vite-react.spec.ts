import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { readExamplesStack } from '../examplesStack'
import { connectWallet, expect, test } from '../fixtures'
import { expectAllWalletsThroughProxy, sessionAddressesThroughProxy } from './throughProxy'

const address = mnemonicToAccount(devnetMnemonic).address
const short = shortenAddress(address)

test('vite-react example: connect, the address shows, a reload keeps it', async ({
  page,
  wallet,
}) => {
  const { viteReact } = readExamplesStack()
  await connectWallet(page, wallet, viteReact, { signIn: 'cancel', solana: false })
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  await expect(page.getByTestId('account')).toHaveText(`Connected: ${address}`)

  const popups = wallet.popupCount()
  await page.reload()
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  await expect(page.getByTestId('account')).toHaveText(`Connected: ${address}`)
  expect(wallet.popupCount()).toBe(popups)

  // The Account view reads the balance through the Portico gateway (vite.config.ts proxy).
  await page.getByRole('button', { name: short }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(' ETH')
})

test('vite-react example: All Wallets and sign-in through @portico/proxy', async ({
  page,
  wallet,
}) => {
  const { viteReact } = readExamplesStack()
  await page.goto(viteReact)
  // The directory and its images come through the app's own /portico route.
  await expectAllWalletsThroughProxy(page, viteReact)
  // Sign-in: the nonce, the verify and the session cookie all cross the proxy.
  expect(await sessionAddressesThroughProxy(page, viteReact, address)).toEqual([])
  await connectWallet(page, wallet, viteReact, { signIn: 'sign', solana: false })
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  await expect.poll(() => sessionAddressesThroughProxy(page, viteReact, address)).toEqual([address])
})
