// WalletConnect on a phone: the `WalletConnect` button lists the directory's mobile wallets, each
// link carrying the pairing URI (`…wc?uri=`); the wallet the link opens pairs from it. Chromium
// is told it is an iPhone (navigator.userAgent) through the DevTools protocol, and the test
// wallet's WalletConnect page stands in for the phone wallet the deep link would open.

import type { BrowserContext, Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { readQrCode } from '../readQrCode'
import { openWalletPage } from '../walletConnectPage'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

async function asPhone(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: iPhone })
  // An iPhone 15's viewport, in CSS pixels.
  await page.setViewportSize({ width: 393, height: 852 })
}

test('phone: WalletConnect lists mobile wallets whose deep links carry the pairing; the wallet pairs from one', async ({
  context,
  page,
  stack,
}) => {
  await asPhone(context, page)
  await page.goto(stack.appUrl)
  expect(await page.evaluate(() => navigator.userAgent)).toContain('iPhone')
  expect(await page.evaluate(() => window.innerWidth)).toBe(393)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'WalletConnect' })
    .click()

  // The Basic view: the wallets to open, then the QR code and the link for another device.
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
  const wallets = dialog.getByRole('list', { name: 'Mobile wallets' })
  await expect(wallets.getByRole('link').first()).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible()
  const qrUri = await readQrCode(dialog.getByRole('img', { name: 'WalletConnect QR code' }))
  expect(qrUri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

  // Every link opens its wallet on THIS pairing: `{mobile_link}wc?uri={encoded}` (or `://wc?uri=`).
  const links = await wallets
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ name: a.textContent, href: (a as HTMLAnchorElement).href })),
    )
  expect(links.length).toBeGreaterThan(5)
  for (const link of links) {
    expect(link.name).toMatch(/^Open /)
    const uri = new URL(link.href).searchParams.get('uri')
    expect(uri, link.href).toBe(qrUri)
    expect(link.href).toMatch(/wc\?uri=/)
  }

  // The wallet that link opens pairs from its `uri`: one Approve connects (and signs in).
  const first = links[0]
  if (!first || !qrUri) throw new Error('no wallet link')
  const wallet = await openWalletPage(context, qrUri)
  const panel = wallet.getByRole('dialog', { name: 'Portico Test Wallet' })
  await panel.getByRole('button', { name: 'Approve' }).click()
  const short = shortenAddress(mnemonicToAccount(devnetMnemonic).address)
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)
})
