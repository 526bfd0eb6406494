import { shortenAddress } from '@portico/core'
import { getDevnetContracts } from '@portico/devnet'
import { devnetMnemonic } from '@portico/devnet/chains'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'

// Buying pUSD in the kit (issue 15) through the server's sandbox provider: the Buy view quotes,
// Continue opens the sandbox checkout in a new tab, a test card pays, the treasury sends on the
// devnet, and the app shows the purchase settled. What arrives is read from the chain.
const user = mnemonicToAccount(devnetMnemonic).address
const { pUSD } = getDevnetContracts()

test('buy: pUSD through the sandbox checkout arrives exactly as quoted', async ({
  page,
  wallet,
  stack,
  context,
}) => {
  const chain = stack.chains.find((c) => c.id === 31337)
  if (!chain) throw new Error('chain 31337 is not running')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const balance = () =>
    client.readContract({ address: pUSD, abi: erc20Abi, functionName: 'balanceOf', args: [user] })

  await connectWallet(page, wallet, stack.appUrl)
  await page.getByRole('button', { name: shortenAddress(user) }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Buy', exact: true })
    .click()
  const buy = page.getByRole('dialog', { name: 'Buy' })
  await expect(buy.getByLabel('Token to buy')).toHaveValue('pUSD')
  await buy.getByLabel('Amount to pay (USD)').fill('9')
  await expect(buy.getByRole('alert')).toHaveText('Enter an amount from 10.00 to 7500.00 USD')
  await buy.getByLabel('Amount to pay (USD)').fill('25')
  // 25.00 USD less the sandbox's 1 % fee (0.25) buys 24.75 pUSD.
  await expect(buy.getByText('24.75 pUSD')).toBeVisible()
  await expect(buy.getByText('0.25 USD')).toBeVisible()
  const before = await balance()

  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    buy.getByRole('button', { name: 'Continue with Portico Sandbox' }).click(),
  ])
  await checkout.waitForURL(/\/onramp\/sandbox\/checkout\//)
  await expect(checkout.getByText('24.75 pUSD')).toBeVisible()
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/40')
  await checkout.getByLabel('CVC').fill('123')
  await checkout.getByRole('button', { name: 'Pay 25.00 USD' }).click()
  await expect(checkout.getByText('Done: the tokens were sent to your wallet.')).toBeVisible()
  await checkout.close()

  await expect(buy.getByRole('status')).toHaveText('Done: the tokens arrived in your wallet.')
  expect((await balance()) - before).toBe(parseUnits('24.75', 6))
})
