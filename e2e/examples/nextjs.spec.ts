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

  // The example signs in (SIWE through its @portico/proxy route); this test declines it.
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

test('nextjs example: its protected API route answers 401 before sign-in and the account after, through the kit token', async ({
  page,
  wallet,
}) => {
  const { nextjs } = readExamplesStack()
  const api = new URL('api/me', nextjs).href
  const required = 'A Portico token is required: send authorization: Bearer <token>'
  const before = await page.request.get(api)
  expect(before.status()).toBe(401)
  expect(await before.json()).toEqual({ error: 'Unauthorized', message: required })
  const forged = await page.request.get(api, { headers: { authorization: 'Bearer e30.e30.e30' } })
  expect(forged.status()).toBe(401)

  await page.goto(nextjs)
  await page.getByRole('button', { name: 'Call my API' }).click()
  await expect(page.getByTestId('my-api')).toHaveText(`401 ${required}`)

  await connectWallet(page, wallet, nextjs, { signIn: 'sign', solana: false })
  await page.getByRole('button', { name: 'Call my API' }).click()
  await expect(page.getByTestId('my-api')).toHaveText(`200 eip155:31337:${address}`)
  // The token lives in memory only.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ/)
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
