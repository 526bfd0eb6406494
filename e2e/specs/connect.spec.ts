import { formatBalance, shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { createPublicClient, formatEther, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'
import { expectNetwork } from '../networkPicker'

const { address } = mnemonicToAccount(devnetMnemonic)

test('connect: the Account view shows the short address and the chain balance', async ({
  page,
  wallet,
  stack,
}) => {
  await page.goto(stack.appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: 'Portico Test Wallet' }).click()
  const connecting = page.getByRole('dialog', { name: 'Connecting' })
  await expect(connecting.getByText('Continue in Portico Test Wallet')).toBeVisible()
  await wallet.approveConnect()
  // The web app offers to sign in (optional): decline here, siwx.spec.ts covers signing.
  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Cancel' })
    .click()

  const short = shortenAddress(address)
  await page.getByRole('button', { name: short }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(short)).toBeVisible()

  const chain = stack.chains.find((c) => c.id === 31337)
  if (!chain) throw new Error('chain 31337 is not running')
  const balance = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({
    address,
  })
  await expect(account.getByText(`${formatBalance(formatEther(balance))} ETH`)).toBeVisible()
  await expectNetwork(account, 'Portico Devnet')
  await expect(account.getByRole('button', { name: 'Copy address' })).toBeVisible()
})

test('connect: a connected wallet shows its short address on the page button', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, stack.appUrl)
  await expect(page.getByRole('button', { name: shortenAddress(address) })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
})
