import { formatBalance, shortenAddress } from '@portico/core'
import { solanaDevnet } from '@portico/devnet/chains'
import { address, createSolanaRpc } from '@solana/kit'
import { connectWallet, expect, test } from '../fixtures'
import { chooseNetwork, expectNetwork } from '../networkPicker'
import { signInWithSolana } from '../signInWithSolana'

// The web app with both adapters (issue 12, issue 19): the test wallet offers EVM (EIP-6963) and
// Solana (Wallet Standard) under one name and rdns, so Connect lists it once and one click
// connects both sides; the network picker then makes the Solana account the active one.
const solanaAccount = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const evmAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('both namespaces: one wallet entry connects EVM and Solana; the Solana network shows the SOL balance', async ({
  page,
  wallet,
  stack,
}) => {
  await page.goto(stack.appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: 'Portico Test Wallet' })).toHaveCount(1)
  await page.getByRole('button', { name: 'Close' }).click()

  await connectWallet(page, wallet, stack.appUrl)
  const evmShort = shortenAddress(evmAccount)
  await page.getByRole('button', { name: evmShort }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(evmShort)).toBeVisible()

  // The Solana network of the picker: the Solana account becomes the active one.
  await chooseNetwork(account, 'Portico Solana Devnet')
  const solanaShort = shortenAddress(solanaAccount)
  // The Solana account signs in too (Sign in with Solana, verified by the server).
  await signInWithSolana(page, wallet)
  await page.getByRole('button', { name: solanaShort }).click()
  await expect(account.getByText(solanaShort, { exact: true })).toBeVisible()
  const { value: lamports } = await createSolanaRpc(stack.solana.rpcUrl)
    .getBalance(address(solanaAccount))
    .send()
  await expect(account.getByText(`${formatBalance(`${lamports}e-9`)} SOL`)).toBeVisible()

  // Receive: the Solana address and the network it is valid on.
  await account.getByRole('button', { name: 'Receive' }).click()
  const receive = page.getByRole('dialog', { name: 'Receive' })
  await expect(receive.getByText(solanaAccount, { exact: true })).toBeVisible()
  await expect(receive.getByRole('list', { name: 'Networks' })).toHaveText('Portico Solana Devnet')

  // The page's button shows the active (Solana) account once the modal is closed.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: solanaShort })).toBeVisible()
})

test('reload: a visitor whose active account was Solana comes back on Solana, same address and balance', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, stack.appUrl)
  await page.getByRole('button', { name: shortenAddress(evmAccount) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await chooseNetwork(account, 'Portico Solana Devnet')
  await signInWithSolana(page, wallet)
  const solanaShort = shortenAddress(solanaAccount)
  await expect(page.getByRole('button', { name: solanaShort })).toBeVisible()
  const { value: lamports } = await createSolanaRpc(stack.solana.rpcUrl)
    .getBalance(address(solanaAccount))
    .send()
  const balance = `${formatBalance(`${lamports}e-9`)} SOL`

  // The Solana adapter loads on demand, so EVM reconnects first: Solana must stay the active one.
  const popups = wallet.popupCount()
  await page.reload()
  await expect(page.getByRole('button', { name: solanaShort })).toBeVisible()
  await page.getByRole('button', { name: solanaShort }).click()
  await expect(account.getByText(solanaShort, { exact: true })).toBeVisible()
  await expect(account.getByText(balance)).toBeVisible()
  await expectNetwork(account, 'Portico Solana Devnet')
  // The Solana network in use is the one the adapter kept in storage (as wagmi keeps the EVM
  // chain). The app requests one Solana network: the adapter's test covers a switch between two.
  expect(await page.evaluate(() => localStorage.getItem('portico.solana.network'))).toBe(
    solanaDevnet.caipNetworkId,
  )
  // Silently: no wallet prompt, no sign-in prompt (the Solana session is still there).
  expect(wallet.popupCount()).toBe(popups)
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)
})
