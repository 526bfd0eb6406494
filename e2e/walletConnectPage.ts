// The test wallet's WalletConnect page (our wallet role in the extension), for the specs.
import { type BrowserContext, expect, type Page } from '@playwright/test'

/** The page's address: `chrome-extension://{id}/walletconnect.html`. */
export function walletConnectUrl(context: BrowserContext): string {
  const worker = context.serviceWorkers().find((w) => w.url().startsWith('chrome-extension://'))
  if (!worker) throw new Error('the test wallet’s service worker is not running')
  return new URL('walletconnect.html', worker.url()).href
}

/**
 * Opens the page in a new tab — with `?uri=` as a deep link `…/wc?uri=` would land — and waits
 * until its Sign client is up.
 */
export async function openWalletPage(context: BrowserContext, uri?: string): Promise<Page> {
  const page = await context.newPage()
  const query = uri ? `?uri=${encodeURIComponent(uri)}` : ''
  await page.goto(`${walletConnectUrl(context)}${query}`)
  await expect(page.locator('body[data-ready="true"]')).toHaveCount(1)
  return page
}
