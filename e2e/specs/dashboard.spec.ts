import type { Locator, Page } from '@playwright/test'
import { formatUsd, shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { sendFromDialog } from '../accountFlows'
import { connectWallet, expect, test } from '../fixtures'
import { evmAccount, serverValues } from '../serverValues'

// The web app's dashboard as a person uses it, at a phone's width and a desktop's: the landing,
// Portfolio's USD figures, Activity after a send and its filters, Sessions and revoke, deep links.
const receiver = mnemonicToAccount(devnetMnemonic, { addressIndex: 2 }).address

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** Nothing wider than the window: no sideways scrolling, nothing in <main> past its right edge. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
    rightmost: Math.max(
      ...[...document.querySelectorAll('main *')].map((e) => e.getBoundingClientRect().right),
    ),
  }))
  expect(widths.content).toBeLessThanOrEqual(widths.window)
  expect(widths.rightmost).toBeLessThanOrEqual(widths.window)
}

/** Whether a navigation link lies whole inside the navigation's visible box (its list scrolls). */
const inView = (link: Locator) =>
  link.evaluate((a) => {
    const box = a.getBoundingClientRect()
    const nav = a.closest('nav')?.getBoundingClientRect()
    return nav !== undefined && box.left >= nav.left && box.right <= nav.right
  })

/** The height horizontal scrollbars take in a landmark and its descendants (0: none shows). */
const scrollbarRoom = (landmark: Locator) =>
  landmark.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].reduce((sum, element) => {
      if (!(element instanceof HTMLElement)) return sum
      const style = getComputedStyle(element)
      const borders =
        Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth)
      return sum + element.offsetHeight - element.clientHeight - borders
    }, 0),
  )

// Each width sends its own amount, so each finds its own send in the shared chain's history.
for (const [device, viewport, amount] of [
  ['phone', { width: 390, height: 844 }, '0.321'],
  ['desktop', { width: 1280, height: 800 }, '0.322'],
] as const) {
  test.describe(`dashboard (${device}, ${viewport.width} px)`, () => {
    test.use({ viewport })

    test('landing → connect → Portfolio in USD → a send in Activity, filtered → deep links and Back', async ({
      page,
      wallet,
      stack,
    }) => {
      // A disconnected visitor: what the product does and one Connect button; no dashboard links.
      await page.goto(stack.appUrl)
      await expect(page.getByRole('heading', { level: 1, name: 'Portico' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(1)
      await expect(nav(page)).toHaveCount(0)
      await expect(page.getByRole('main')).toBeVisible()
      await expectNoSidewaysScroll(page)

      await connectWallet(page, wallet, stack.appUrl)
      await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible()
      await expect(page).toHaveTitle('Portfolio · Portico')
      await expect(nav(page).getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
        'aria-current',
        'page',
      )

      // The total and each network's share are the server's balance data summed.
      const values = await serverValues(stack)
      const total = Object.values(values).reduce((sum, value) => sum + value, 0)
      expect(total).toBeGreaterThan(0)
      await expect(page.getByRole('region', { name: 'Total value' })).toContainText(
        formatUsd(total),
      )
      const byNetwork = page.getByRole('list', { name: 'Value by network' })
      await expect(
        byNetwork.getByRole('listitem').filter({ hasText: /^Portico Devnet\$/ }),
      ).toHaveText(`Portico Devnet${formatUsd(values['eip155:31337'])}`)
      const tokens = page.getByRole('table')
      await expect(tokens.getByRole('rowheader', { name: /^ETH/ })).toBeVisible()
      await expect(tokens.getByRole('rowheader', { name: /^pUSD/ })).toBeVisible()
      await expectNoSidewaysScroll(page)

      // Send through the kit's own flow, opened from the Send page.
      await nav(page).getByRole('link', { name: 'Send', exact: true }).click()
      await expect(page).toHaveURL(`${stack.appUrl}/send`)
      await expect(page.getByRole('heading', { level: 1, name: 'Send' })).toBeFocused()
      await page.getByRole('button', { name: 'Start a send' }).click()
      const send = page.getByRole('dialog', { name: 'Send' })
      await expect(send.getByLabel('Token')).toHaveValue('native')
      await sendFromDialog(page, wallet, { amount, receiver })
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      // Activity lists it once the indexer has it (Refresh reads the first page again).
      await nav(page).getByRole('link', { name: 'Activity' }).click()
      await expect(page).toHaveURL(`${stack.appUrl}/activity`)
      const list = page.getByRole('region', { name: 'Transactions on Portico Devnet' })
      const sent = list.getByRole('listitem').filter({ hasText: `-${amount} ETH` })
      await expect(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click()
        await expect(sent).toHaveCount(1, { timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
      await expect(sent).toContainText('Sent')
      await expect(sent).toContainText(`To ${shortenAddress(receiver)}`)

      // The filters narrow the list: received items only, then pUSD only, then back to all.
      const direction = page.getByLabel('Direction')
      await direction.selectOption({ label: 'Received' })
      await expect(sent).toHaveCount(0)
      await direction.selectOption({ label: 'Sent' })
      await expect(sent).toHaveCount(1)
      await page.getByLabel('Token').selectOption('ETH')
      await expect(sent).toHaveCount(1)
      const rows = await list.getByRole('listitem').allTextContents()
      expect(rows.every((row) => row.includes('ETH') && row.includes('Sent'))).toBe(true)
      await direction.selectOption({ label: 'All directions' })
      await page.getByLabel('Token').selectOption('all')
      await expectNoSidewaysScroll(page)

      // A deep link reloads onto the same page; Back and Forward move between pages.
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible()
      await expect(sent).toHaveCount(1)
      await page.goBack()
      await expect(page).toHaveURL(`${stack.appUrl}/send`)
      await expect(page.getByRole('heading', { level: 1, name: 'Send' })).toBeVisible()
      await page.goForward()
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible()
      await page.goto(`${stack.appUrl}/settings`)
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
      await expect(page.getByRole('radio', { name: 'Match this device' })).toBeChecked()

      // Light: the app and the kit's button repaint after the reload Settings does; the choice stays.
      await page.getByRole('radio', { name: 'Light' }).check()
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
      await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked()
      await expect(page.getByRole('button', { name: shortenAddress(evmAccount) })).toHaveAttribute(
        'data-portico-theme',
        'light',
      )
      await page.getByRole('radio', { name: 'Dark' }).check()
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    })
  })
}

test.describe('dashboard sessions', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('Sessions lists the session signed in with, revoke removes it on the server', async ({
    page,
    wallet,
    stack,
  }) => {
    await connectWallet(page, wallet, stack.appUrl, { signIn: 'sign' })
    await expect(page.getByText('Signed in with your wallet.')).toBeVisible()
    await nav(page).getByRole('link', { name: 'Sessions' }).click()
    const sessions = page.getByRole('list', { name: 'Sign-in sessions' })
    const row = sessions.getByRole('listitem')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(`${shortenAddress(evmAccount)} on Portico Devnet`)
    await expectNoSidewaysScroll(page)

    await row
      .getByRole('button', { name: `Revoke the session of ${shortenAddress(evmAccount)}` })
      .click()
    await expect(page.getByText('No sign-in session on this browser.')).toBeVisible()
    await expect(page.getByText('Signed in with your wallet.')).toHaveCount(0)
    // The server agrees: a reload of the deep link finds no session.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible()
    await expect(page.getByText('No sign-in session on this browser.')).toBeVisible()
  })
})

test('dashboard: the navigation at 360, 390 and 430 px: no scrollbar, the current page and each focused link in view', async ({
  page,
  wallet,
  stack,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await connectWallet(page, wallet, stack.appUrl)
  const links = nav(page).getByRole('link')
  const paths = await links.evaluateAll((all) =>
    all.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  )
  const last = paths.at(-1) as string
  for (const width of [360, 390, 430]) {
    await page.setViewportSize({ width, height: 844 })
    // A deep link to the last page: its link scrolls into view; no scrollbar takes a line.
    await page.goto(`${stack.appUrl}${last}`)
    const current = nav(page).locator('[aria-current="page"]')
    await expect(current).toHaveAttribute('href', last)
    await expect.poll(() => inView(current)).toBe(true)
    expect(await scrollbarRoom(nav(page))).toBe(0)
    await expectNoSidewaysScroll(page)
    // The keyboard reaches every link in order, each scrolled into view as it takes the focus.
    await links.first().focus()
    for (const [index] of paths.entries()) {
      if (index > 0) await page.keyboard.press('Tab')
      await expect(links.nth(index)).toBeFocused()
      expect(await inView(links.nth(index))).toBe(true)
    }
  }
})

test('dashboard: a deep link to a wallet page, disconnected, shows the landing naming the page', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.appUrl}/activity`)
  await expect(page.getByText('Connect a wallet to open Activity.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(1)
  await page.goto(`${stack.appUrl}/no-such-page`)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  const missing = await page.request.get(`${stack.appUrl}/assets/missing-chunk.js`)
  expect(missing.status()).toBe(404)
})
