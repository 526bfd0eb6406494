import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { readExamplesStack } from '../examplesStack'
import { connectWallet, expect, test } from '../fixtures'
import { expectAllWalletsThroughProxy, sessionAddressesThroughProxy } from './throughProxy'

const address = mnemonicToAccount(devnetMnemonic).address
const short = shortenAddress(address)

test('nextjs example: server-rendered button, connect, reload keeps the account with no flash', async ({
  page,
  wallet,
}) => {
  const { nextjs } = readExamplesStack()
  // First server render, no session: the disconnected button is in the HTML itself.
  const first = await page.request.get(nextjs)
  expect(await first.text()).toContain('>Connect Wallet</button>')

  await connectWallet(page, wallet, nextjs, { signIn: 'cancel', solana: false })
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  // wagmi's own hooks (WagmiProvider on adapter.config) see the same wallet.
  await expect(page.getByTestId('wagmi-account')).toContainText(`connected ${address}`)
  // …and read the balance through the Portico gateway (app/portico/[...path]/route.ts).
  await expect(page.getByTestId('wagmi-account')).toContainText('(ETH)')

  // The reload's server HTML already has the account (session cookie), and no render after it
  // ever shows `Connect Wallet`.
  const html = await page.request.get(nextjs)
  expect(await html.text()).toContain(`>${short}</button>`)
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as { connectWalletSeen?: string[] }).connectWalletSeen = seen
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Connect Wallet')) seen.push('Connect Wallet')
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const popups = wallet.popupCount()
  await page.reload()
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  await expect(page.getByTestId('wagmi-account')).toContainText(`connected ${address}`)
  expect(
    await page.evaluate(() => (window as { connectWalletSeen?: string[] }).connectWalletSeen),
  ).toEqual([])
  expect(wallet.popupCount()).toBe(popups)
})

test('nextjs example: All Wallets and sign-in through @portico/proxy', async ({ page, wallet }) => {
  const { nextjs } = readExamplesStack()
  await page.goto(nextjs)
  // The directory and its images come through the app's own /portico route.
  await expectAllWalletsThroughProxy(page, nextjs)
  // Sign-in: the nonce, the verify and the session cookie all cross the proxy.
  expect(await sessionAddressesThroughProxy(page, nextjs, address)).toEqual([])
  await connectWallet(page, wallet, nextjs, { signIn: 'sign', solana: false })
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  await expect.poll(() => sessionAddressesThroughProxy(page, nextjs, address)).toEqual([address])
})
