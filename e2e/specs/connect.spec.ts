import type { Page } from '@playwright/test'
import { formatBalance, shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { createPublicClient, formatEther, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'
import { expectNetwork } from '../networkPicker'

const { address } = mnemonicToAccount(devnetMnemonic)
const pixel7 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

test('connect: the Account view shows the short address and the chain balance', async ({
  page,
  wallet,
  stack,
}) => {
  await page.goto(stack.appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: 'Portico Test Wallet' }).click()
  const connecting = page.getByRole('dialog', { name: 'Connecting' })
  await expect(connecting.getByText('Continue in Portico Test Wallet')).toBeVisible()
  await wallet.approveConnect()
  // The web app offers to sign in (optional): decline here, siwx.spec.ts covers signing.
  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Cancel' })
    .click()

  const short = shortenAddress(address)
  await page.getByRole('button', { name: short }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(short)).toBeVisible()

  const chain = stack.chains.find((c) => c.id === 31337)
  if (!chain) throw new Error('chain 31337 is not running')
  const balance = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({
    address,
  })
  await expect(account.getByText(`${formatBalance(formatEther(balance))} ETH`)).toBeVisible()
  await expectNetwork(account, 'Portico Devnet')
  await expect(account.getByRole('button', { name: 'Copy address' })).toBeVisible()
})

test('connect: a connected wallet shows its short address on the page button', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, stack.appUrl)
  await expect(page.getByRole('button', { name: shortenAddress(address) })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
})

/**
 * The social logins the e2e server offers (globalSetup's PORTICO_SOCIAL_DEV_PROVIDERS, then
 * Farcaster: the stack's devnet ID registry turns it on).
 */
const socialRows = ['Google', 'GitHub', 'Apple', 'X', 'Discord', 'Farcaster'].map(
  (p) => `Continue with ${p}`,
)

/** A loaded page: load, network idle, an idle callback, then no script or style for 1.5 s. */
async function loadedPage(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))))
  const count = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname)).length,
    )
  let last = await count()
  for (;;) {
    await page.waitForTimeout(1500)
    const now = await count()
    if (now === last) return
    last = now
  }
}

/**
 * Records, in the page, the Connect dialog's row names in the frame after it is first shown, and
 * the layout shifts after that frame.
 */
const watchFirstFrame = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __first?: string[]; __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        if (w.__first) w.__shift += entry.value
    }).observe({ type: 'layout-shift' })
    const observer = new MutationObserver(() => {
      // Shown: the dialog is drawn ahead, hidden, while the page is idle (React's <Activity>).
      const dialog = document.querySelector('[role="dialog"][aria-label="Connect Wallet"]')
      if (!dialog?.checkVisibility()) return
      observer.disconnect()
      requestAnimationFrame(() => {
        w.__first = [...dialog.querySelectorAll('button, input')].map(
          (e) =>
            (e.querySelector('.portico-row-name') ?? e).textContent?.trim() ||
            e.getAttribute('aria-label') ||
            (e as HTMLInputElement).type,
        )
      })
    })
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
  })

for (const device of ['desktop', 'phone'] as const) {
  test(`connect (${device}): on a loaded page the click draws every row in its first frame, with no script fetched after it`, async ({
    context,
    page,
    stack,
  }) => {
    if (device === 'phone') {
      // A Pixel 7: its screen, touch and user agent (what `devices['Pixel 7']` sets).
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setDeviceMetricsOverride', {
        width: 412,
        height: 839,
        deviceScaleFactor: 2.625,
        mobile: true,
      })
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
      await cdp.send('Emulation.setUserAgentOverride', { userAgent: pixel7 })
    }
    await loadedPage(page, stack.appUrl)
    const fetched: string[] = []
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType()))
        fetched.push(new URL(request.url()).pathname)
    })
    await watchFirstFrame(page)
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    if (device === 'phone') {
      expect(await page.evaluate(() => navigator.maxTouchPoints)).toBe(5)
      // A tap: touch events at the button's centre (Chromium turns them into a click).
      const box = await button.boundingBox()
      if (!box) throw new Error('No Connect Wallet button')
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      const cdp = await context.newCDPSession(page)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    } else await button.click()

    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(connect.getByRole('button', { name: 'Portico Test Wallet' })).toBeVisible()
    const first = await page.waitForFunction(() => (window as { __first?: string[] }).__first)
    // The server's recommended wallets not installed here (SPEC §9: 4), read with the idle
    // preload: in the first frame too, between the installed wallet and WalletConnect.
    const recommended = await connect
      .getByRole('list', { name: 'Recommended wallets' })
      .getByRole('button')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''))
    expect(recommended).toHaveLength(4)
    expect(await first.jsonValue()).toEqual([
      'Close',
      ...socialRows,
      'email',
      'Continue with email',
      'Portico Test Wallet',
      // The test wallet's Bitcoin side, its own Wallet Standard wallet (listed before the
      // Bitcoin adapter's code loads).
      'Portico Bitcoin Test Wallet',
      ...recommended,
      'WalletConnect',
      'All Wallets',
    ])
    for (const name of [...socialRows, 'WalletConnect', 'All Wallets'])
      await expect(connect.getByRole('button', { name })).toBeVisible()
    await expect(connect.getByLabel('Email')).toBeVisible()
    // The view's code came before the click: nothing is fetched while it shows, nothing moves.
    await page.waitForTimeout(1000)
    expect(fetched).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0)
    if (device === 'phone') {
      // The phone's bottom sheet: the full width of the screen, at its bottom.
      const sheet = await connect.boundingBox()
      expect(sheet?.width).toBe(412)
      expect(Math.round((sheet?.y ?? 0) + (sheet?.height ?? 0))).toBe(839)
    }
  })
}
