import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'

const short = shortenAddress(mnemonicToAccount(devnetMnemonic).address)

test('reload: the app reconnects without a wallet prompt', async ({ page, wallet, stack }) => {
  await connectWallet(page, wallet, stack.appUrl)
  await expect(page.getByRole('button', { name: short })).toBeVisible()

  // Count every approval panel the wallet opens after the reload.
  await page.addInitScript(() => {
    const seen = { panels: 0 }
    ;(window as unknown as { porticoPanels: typeof seen }).porticoPanels = seen
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node.nodeName === 'PORTICO-TEST-WALLET') seen.panels++
    }).observe(document, { childList: true, subtree: true })
  })
  await page.reload()
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
  expect(
    await page.evaluate(
      () => (window as unknown as { porticoPanels: { panels: number } }).porticoPanels.panels,
    ),
  ).toBe(0)
  await expect(wallet.panel).toHaveCount(0)
})
