import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base, chromium, expect, type Locator, type Page } from '@playwright/test'
import { type CspGuard, guardCsp } from './cspGuard'
import { type E2eStack, readE2eStack } from './e2eStack'
import { guardNetwork, type NetworkGuard } from './networkGuard'

/** Debian's Chromium (never `playwright install`). */
export const chromiumPath = '/usr/bin/chromium'

/** Drives the Portico Test Wallet the way a person does: its panel, and its own chain switch. */
export type TestWallet = {
  /** The approval panel (`role="dialog"`, name `Portico Test Wallet`). */
  panel: Locator
  approve(): Promise<void>
  reject(): Promise<void>
  /** The wallet switches chain by itself (test-controls build), without asking the app. */
  switchChain(chainId: number): Promise<void>
}

type Fixtures = {
  stack: E2eStack
  networkGuard: NetworkGuard
  cspGuard: CspGuard
  wallet: TestWallet
}

/**
 * Playwright's `test` with: a fresh persistent Chromium profile per test with the test wallet
 * loaded (`context`, `page`), a guard that FAILS the test on any request to a non-local host,
 * another on any Content Security Policy violation,
 * the running `stack`, and the `wallet`.
 */
export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps by pattern
  stack: async ({}, use) => {
    await use(readE2eStack())
  },
  context: async ({ stack }, use) => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'portico-e2e-'))
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      headless: false,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--disable-extensions-except=${stack.walletDir}`,
        `--load-extension=${stack.walletDir}`,
      ],
    })
    try {
      if (context.serviceWorkers().length === 0) await context.waitForEvent('serviceworker')
      await use(context)
    } finally {
      await context.close()
      await rm(userDataDir, { recursive: true, force: true })
    }
  },
  networkGuard: [
    async ({ context }, use) => {
      const guard = await guardNetwork(context)
      await use(guard)
      guard.check()
    },
    { auto: true },
  ],
  cspGuard: [
    async ({ context }, use) => {
      const guard = guardCsp(context)
      await use(guard)
      guard.check()
    },
    { auto: true },
  ],
  page: async ({ context }, use) => {
    // Playwright's `screenshot: 'only-on-failure'` covers this persistent context's pages too.
    await use(context.pages()[0] ?? (await context.newPage()))
  },
  wallet: async ({ page }, use) => {
    const panel = page.getByRole('dialog', { name: 'Portico Test Wallet' })
    await use({
      panel,
      approve: () => panel.getByRole('button', { name: 'Approve' }).click(),
      reject: () => panel.getByRole('button', { name: 'Reject' }).click(),
      switchChain: (chainId) =>
        page.evaluate(
          (id) =>
            window.postMessage(
              { channel: 'portico-test-wallet-control', action: 'switchChain', chainId: id },
              '*',
            ),
          chainId,
        ),
    })
  },
})

export { expect }

/** What {@link connectWallet} does with the web app's sign-in prompt (`Sign In` dialog). */
export type ConnectWalletOptions = {
  /** `cancel` (default): decline it; `sign`: sign in (approving in the wallet); `leave`: leave it open. */
  signIn?: 'cancel' | 'sign' | 'leave' | undefined
}

/**
 * Opens the app and connects the test wallet (approving in its panel). The web app then asks to
 * sign in: by default the prompt is cancelled (sign-in is optional), so the modal is closed.
 */
export async function connectWallet(
  page: Page,
  wallet: TestWallet,
  appUrl: string,
  options: ConnectWalletOptions = {},
): Promise<void> {
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Portico Test Wallet' })
    .click()
  await wallet.approve()
  const signIn = options.signIn ?? 'cancel'
  if (signIn === 'leave') return
  const prompt = page.getByRole('dialog', { name: 'Sign In' })
  if (signIn === 'cancel') {
    await prompt.getByRole('button', { name: 'Cancel' }).click()
  } else {
    await prompt.getByRole('button', { name: 'Sign', exact: true }).click()
    await wallet.approve()
  }
  await expect(prompt).toHaveCount(0)
}
