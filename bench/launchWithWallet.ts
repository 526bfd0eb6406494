import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from 'playwright-core'

/** A fresh Chromium profile with the test wallet loaded; `close` removes the profile. */
export type WalletBrowser = { context: BrowserContext; close(): Promise<void> }

/**
 * Launches Debian's Chromium (headless, the flags of e2e/fixtures.ts) on a fresh profile with the
 * unpacked test wallet `walletDir` loaded, and waits for the wallet's service worker.
 *
 * @example
 * const { context, close } = await launchWithWallet(stack.walletDir)
 * const page = context.pages()[0] ?? (await context.newPage())
 * await close()
 */
export async function launchWithWallet(walletDir: string): Promise<WalletBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'portico-bench-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: false,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-extensions-except=${walletDir}`,
      `--load-extension=${walletDir}`,
    ],
  })
  const close = async () => {
    await context.close()
    await rm(userDataDir, { recursive: true, force: true })
  }
  try {
    if (context.serviceWorkers().length === 0) await context.waitForEvent('serviceworker')
  } catch (error) {
    await close()
    throw error
  }
  return { context, close }
}
