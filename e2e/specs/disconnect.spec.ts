import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'
import { readQrCode } from '../readQrCode'
import { openWalletPage } from '../walletConnectPage'

const short = shortenAddress(mnemonicToAccount(devnetMnemonic).address)

test('disconnect: the Account view disconnects and the page offers Connect Wallet again', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, stack.appUrl)
  await page.getByRole('button', { name: short }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByRole('button', { name: short })).toHaveCount(0)

  // The wallet forgot the site too: a reload stays disconnected.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

/** Where core keeps the deep-link record (`createDeepLinkStorage`'s `deepLinkStorageKey`). */
const deepLinkStorageKey = 'portico.wcLinking'
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

test('disconnect: a phone wallet connected by deep link leaves no deep-link record behind (SPEC §4 reset)', async ({
  context,
  page,
  stack,
}) => {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: iPhone })
  await page.goto(stack.appUrl)
  // The deep link would leave the browser for the phone's wallet app: the tap is recorded, the
  // navigation stopped, and the test wallet's WalletConnect page pairs in its place.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element | null)?.closest('a[href*="wc?uri="]')) event.preventDefault()
      },
      true,
    ),
  )
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'WalletConnect' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
  const link = dialog.getByRole('list', { name: 'Mobile wallets' }).getByRole('link').first()
  const name = ((await link.textContent()) ?? '').replace(/^Open /, '')
  const uri = await readQrCode(dialog.getByRole('img', { name: 'WalletConnect QR code' }))
  if (!uri) throw new Error('no pairing URI')
  await link.click()
  const wallet = await openWalletPage(context, uri)
  await wallet
    .getByRole('dialog', { name: 'Portico Test Wallet' })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  const stored = () => page.evaluate((key) => localStorage.getItem(key), deepLinkStorageKey)
  expect(JSON.parse((await stored()) ?? 'null')).toMatchObject({ name })

  await page.getByRole('button', { name: short }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect.poll(stored).toBeNull()
})
