import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type BrowserContext,
  test as base,
  chromium,
  expect,
  type Locator,
  type Page,
} from '@playwright/test'
import { type CspGuard, guardCsp } from './cspGuard'
import { type E2eStack, readE2eStack } from './e2eStack'
import { guardNetwork, type NetworkGuard } from './networkGuard'

/** Debian's Chromium (never `playwright install`). */
export const chromiumPath = '/usr/bin/chromium'

/**
 * Drives the Portico Test Wallet the way a person does: its approval popup (the extension's own
 * `approve.html` window, out of the web page's reach) and its own chain switch.
 */
export type TestWallet = {
  /** The approval popup open now; waits for it to open. */
  popup(): Promise<Page>
  /** The panel in the approval popup (`role="dialog"`, name `Portico Test Wallet`); waits for it. */
  panel(): Promise<Locator>
  /** Presses Approve in the popup and waits until the wallet has closed it. */
  approve(): Promise<void>
  /**
   * Approves the connection of both sides: the web app connects the wallet's EVM side, then its
   * Solana side (one wallet entry, two namespaces), each with its own prompt. An app configured
   * with EVM networks only (the examples) asks once: `{ solana: false }`.
   */
  approveConnect(options?: { solana?: boolean | undefined }): Promise<void>
  /** Presses Reject in the popup and waits until the wallet has closed it. */
  reject(): Promise<void>
  /** The approval popups open now. */
  openPopups(): Page[]
  /** How many approval popups the wallet has opened in this test so far. */
  popupCount(): number
  /** The wallet switches chain by itself (test-controls build), without asking the app. */
  switchChain(chainId: number): Promise<void>
  /** The wallet gives the site one more account (test-controls build), as a person adds one. */
  addAccount(): Promise<void>
}

/** Whether `page` is the test wallet's approval popup (`chrome-extension://{id}/approve.html`). */
/**
 * Gives a window the input that makes it close itself (a wallet's Approve, Reject or Enter) and
 * waits for it to close. The window may close before Playwright has finished the input's own
 * bookkeeping: that error is the input having landed, so it counts only while the window is open.
 */
export async function closingInput(popup: Page, input: () => Promise<unknown>): Promise<void> {
  const closed = popup.waitForEvent('close')
  await input().catch((error: unknown) => {
    if (!popup.isClosed()) throw error
  })
  await closed
}

export const isApprovalPopup = (page: Page): boolean =>
  /^chrome-extension:\/\/[a-p]{32}\/approve\.html(\?|$)/.test(page.url())

/** Watches `context` for the wallet's approval popups. */
function watchApprovalPopups(context: BrowserContext) {
  const seen: Page[] = [...context.pages()]
  context.on('page', (page) => seen.push(page))
  const open = () => context.pages().filter((page) => !page.isClosed() && isApprovalPopup(page))
  return {
    open,
    count: () => seen.filter(isApprovalPopup).length,
    async next(): Promise<Page> {
      await expect.poll(() => open().length, { message: 'no approval popup opened' }).toBe(1)
      const [popup] = open()
      if (!popup) throw new Error('the approval popup closed')
      await popup.waitForLoadState('domcontentloaded')
      return popup
    },
  }
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
  // `test.use({ locale: 'fr-FR' })` gives the browser that language (navigator.languages).
  context: async ({ stack, locale }, use) => {
    const userDataDir = await mkdtemp(join(tmpdir(), 'portico-e2e-'))
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      ...(locale && { locale }),
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
  wallet: async ({ context, page }, use) => {
    const popups = watchApprovalPopups(context)
    const panel = async () =>
      (await popups.next()).getByRole('dialog', { name: 'Portico Test Wallet' })
    const answer = async (name: 'Approve' | 'Reject') => {
      const popup = await popups.next()
      await closingInput(popup, () =>
        popup
          .getByRole('dialog', { name: 'Portico Test Wallet' })
          .getByRole('button', { name })
          .click(),
      )
    }
    await use({
      popup: () => popups.next(),
      panel,
      approve: () => answer('Approve'),
      approveConnect: async ({ solana = true } = {}) => {
        await answer('Approve')
        if (solana) await answer('Approve')
      },
      reject: () => answer('Reject'),
      openPopups: popups.open,
      popupCount: popups.count,
      switchChain: (chainId) =>
        page.evaluate(
          (id) =>
            window.postMessage(
              { channel: 'portico-test-wallet-control', action: 'switchChain', chainId: id },
              '*',
            ),
          chainId,
        ),
      addAccount: () =>
        page.evaluate(() =>
          window.postMessage({ channel: 'portico-test-wallet-control', action: 'addAccount' }, '*'),
        ),
    })
  },
})

export { expect }

/** What {@link connectWallet} does with the web app's sign-in prompt (`Sign In` dialog). */
export type ConnectWalletOptions = {
  /** `cancel` (default): decline it; `sign`: sign in (approving in the wallet); `leave`: leave it open. */
  signIn?: 'cancel' | 'sign' | 'leave' | undefined
  /** Whether the app also connects the wallet's Solana side (default true: the web app does). */
  solana?: boolean | undefined
}

/**
 * Opens the app and connects the test wallet (approving its EVM and Solana sides). The web app then asks to
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
  await wallet.approveConnect({ solana: options.solana })
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
