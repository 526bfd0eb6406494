import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { routes } from '../../apps/web/src/router/routes'
import { shellEn } from '../../apps/web/src/strings/shellEn'
import { a11yViolations } from '../a11yCheck'
import { expect, type TestWallet, test } from '../fixtures'
import { namelessControls } from '../namelessControls'

// Screenshots of every web-app route and every modal view reachable offline, in both themes, at a
// desktop's and a phone's width, written to docs/screens/ (with its README index) on each e2e run
// so they stay current. One page does it all: the theme is set in the app's Settings, the width by
// resizing the same page; animations are off and the caret hidden so the images are stable.
// Each view is also checked for controls a screen reader would announce without a name, and by
// IBM's Equal Access engine (`a11yCheck.ts`: WCAG 2.2 A and AA and IBM's own rules) at both
// widths: a violation fails the test once every view is shot, each named with theme and width.

const screensDir = join(dirname(fileURLToPath(import.meta.url)), '../../docs/screens')
const widths = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const
type Theme = 'dark' | 'light'
type Shot = { name: string; theme: Theme; width: number; file: string; what: string }

const address = mnemonicToAccount(devnetMnemonic).address
const receiver = mnemonicToAccount(devnetMnemonic, { addressIndex: 4 }).address

/** Waits until what the page shows is settled: nothing loading, fonts and images loaded. */
async function settle(page: Page) {
  const loading = page
    .locator('.portico-skeleton, .skeleton, [aria-busy="true"]:not(.portico-center)')
    .or(page.getByText(/^(Loading|Getting)\b.*…$/))
  await expect
    .poll(() => loading.count(), { timeout: 5_000 })
    .toBe(0)
    .catch(() => {
      // Some loading states are what the view shows offline (a pending connection): shoot them.
    })
  // Lazy images below the fold never load: wait for the others, at most 3 s.
  await page.evaluate(async () => {
    await document.fonts.ready
    const loads = [...document.images]
      .filter((image) => !image.complete && image.loading !== 'lazy')
      .map((image) => new Promise((done) => image.addEventListener('load', done, { once: true })))
    await Promise.race([Promise.all(loads), new Promise((done) => setTimeout(done, 3_000))])
  })
}

function camera(page: Page) {
  const shots: Shot[] = []
  let theme: Theme = 'dark'
  return {
    shots,
    setTheme: (next: Theme) => {
      theme = next
    },
    /** Once `ready` is visible: checks control names, then checks and shoots at each width. */
    async capture(name: string, what: string, ready: Locator) {
      await expect(ready).toBeVisible()
      expect(await namelessControls(page), `nameless controls in ${name}`).toEqual([])
      for (const size of widths) {
        await page.setViewportSize(size)
        await settle(page)
        const view = `${name}, ${theme}, ${size.width} px`
        expect.soft(await a11yViolations(page, view), `a11y violations in ${view}`).toEqual([])
        const file = `${name}-${theme}-${size.width}.png`
        await page.screenshot({
          path: join(screensDir, file),
          animations: 'disabled',
          caret: 'hide',
        })
        shots.push({ name, theme, width: size.width, file, what })
      }
      await page.setViewportSize(widths[0])
    },
  }
}
type Camera = ReturnType<typeof camera>

/** The theme chosen the way a visitor does: in Settings (applied at once). */
async function chooseTheme(page: Page, appUrl: string, theme: Theme) {
  await page.goto(`${appUrl}/settings`)
  await page.getByRole('radio', { name: theme === 'dark' ? 'Dark' : 'Light' }).check()
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/** The landing and the views of the Connect dialog before any wallet is connected. */
async function disconnectedViews(page: Page, appUrl: string, shoot: Camera, theme: Theme) {
  await page.goto(appUrl)
  await shoot.capture('landing', 'Landing (disconnected)', page.getByRole('heading', { level: 1 }))
  await page.goto(`${appUrl}/no-such-page`)
  await shoot.capture('not-found', 'Unknown route', page.getByRole('heading', { level: 1 }))
  await page.goto(appUrl)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await shoot.capture(
    'connect',
    'Connect',
    connect.getByRole('button', { name: 'Portico Test Wallet' }),
  )

  await connect.getByRole('button', { name: 'All Wallets' }).click()
  const all = page.getByRole('dialog', { name: 'All Wallets' })
  await expect
    .poll(() => all.getByRole('list', { name: 'All Wallets' }).getByRole('button').count())
    .toBeGreaterThan(10)
  await shoot.capture('all-wallets', 'AllWallets', all)
  await page.getByRole('button', { name: 'Back', exact: true }).click()

  await connect.getByRole('button', { name: 'WalletConnect' }).click()
  const walletConnect = page.getByRole('dialog', { name: 'WalletConnect' })
  await shoot.capture(
    'connecting-walletconnect',
    'ConnectingWalletConnect (QR)',
    walletConnect.getByRole('img', { name: 'WalletConnect QR code' }),
  )
  await page.getByRole('button', { name: 'Back', exact: true }).click()

  await connect.getByRole('textbox', { name: 'Email' }).fill(`screens-${theme}@example.com`)
  const code = page.getByRole('dialog', { name: 'Enter the code' })
  // The server sends one code per 30 s: inside that, it says how long to wait, and we do.
  await connect.getByRole('button', { name: 'Continue with email' }).click()
  const tooSoon = connect
    .getByRole('alert')
    .filter({ hasText: /^Please try again after \d+ seconds?$/ })
  await expect(code.or(tooSoon)).toBeVisible()
  const wait = (await tooSoon.count())
    ? Number((await tooSoon.textContent())?.match(/\d+/)?.[0])
    : 0
  if (wait > 0) {
    await page.waitForTimeout(wait * 1000 + 500)
    await connect.getByRole('button', { name: 'Continue with email' }).click()
  }
  await shoot.capture(
    'email-code',
    'EmailVerifyOtp',
    code.getByRole('textbox', { name: 'Digit 1' }),
  )
  await page.getByRole('button', { name: 'Back', exact: true }).click()

  const popupOpened = page.waitForEvent('popup')
  await connect
    .getByRole('list', { name: 'Log in with' })
    .getByRole('button', { name: 'Continue with Google' })
    .click()
  const popup = await popupOpened
  await shoot.capture(
    'connecting-social',
    'ConnectingSocial',
    page.getByRole('dialog', { name: 'Log in' }).getByText('Continue in the popup…'),
  )
  await popup.close()
  await expect(connect.getByRole('list', { name: 'Log in with' })).toBeVisible()

  await connect
    .getByRole('list', { name: 'Log in with' })
    .getByRole('button', { name: 'Continue with Farcaster' })
    .click()
  const farcaster = page.getByRole('dialog', { name: 'Log in with Farcaster' })
  await shoot.capture(
    'connecting-farcaster',
    'ConnectingFarcaster',
    farcaster.getByRole('img', { name: 'Farcaster QR code' }),
  )
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(connect.getByRole('list', { name: 'Log in with' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** Connects the test wallet, shooting the pending connection and the sign-in prompt. */
async function connectWithShots(page: Page, wallet: TestWallet, appUrl: string, shoot: Camera) {
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Portico Test Wallet' })
    .click()
  await shoot.capture(
    'connecting-external',
    'ConnectingExternal',
    page.getByRole('dialog', { name: 'Connecting' }).getByText('Continue in Portico Test Wallet'),
  )
  await wallet.approveConnect()
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await shoot.capture(
    'siwx-sign-message',
    'SIWXSignMessage',
    signIn.getByRole('button', { name: 'Cancel' }),
  )
  await signIn.getByRole('button', { name: 'Cancel' }).click()
  await expect(signIn).toHaveCount(0)
}

/** Every route of the dashboard, then every view of the Account dialog. */
async function connectedViews(page: Page, wallet: TestWallet, shoot: Camera) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const route of routes) {
    const title = shellEn.routes[route.id]
    await nav.getByRole('link', { name: title, exact: true }).click()
    await shoot.capture(
      `page-${route.id}`,
      `${title} page`,
      page.getByRole('heading', { level: 1, name: title }),
    )
  }
  await nav.getByRole('link', { name: 'Portfolio', exact: true }).click()

  const back = () => page.getByRole('button', { name: 'Back', exact: true }).click()
  await page.getByRole('button', { name: shortenAddress(address) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await shoot.capture('account-tokens', 'Account, Tokens tab', account.getByRole('tabpanel'))
  await account.getByRole('tab', { name: 'Activity' }).click()
  await shoot.capture('account-activity', 'Account, Activity tab', account.getByRole('tabpanel'))
  await account.getByRole('tab', { name: 'Tokens' }).click()

  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByLabel('Token')).toHaveValue('native')
  await send.getByLabel('Amount').fill('0.5')
  await send.getByLabel('Receiver address').fill(receiver)
  await shoot.capture('send', 'Send', send.getByRole('button', { name: 'Preview' }))
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Send' })
  await shoot.capture('send-preview', 'SendPreview', preview.getByRole('button', { name: 'Send' }))
  await back()
  await send.getByLabel('Amount').fill('')
  await send.getByLabel('Receiver address').fill('')
  await back()

  await account.getByRole('button', { name: 'Receive', exact: true }).click()
  await shoot.capture(
    'receive',
    'Receive',
    page.getByRole('dialog', { name: 'Receive' }).getByRole('button', { name: 'Copy address' }),
  )
  await back()
  await account.getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await shoot.capture('swap', 'Swap', swap.getByRole('button', { name: 'Swap', exact: true }))
  await back()
  await account.getByRole('button', { name: 'Buy', exact: true }).click()
  await shoot.capture(
    'buy',
    'Buy',
    page.getByRole('dialog', { name: 'Buy' }).getByRole('region', { name: 'Quotes' }),
  )
  await back()
  await account.getByRole('button', { name: 'Choose a name' }).click()
  const names = page.getByRole('dialog', { name: 'Choose a name' })
  await names.getByLabel('Name', { exact: true }).fill('screens')
  await shoot.capture(
    'register-account-name',
    'RegisterAccountName',
    names.getByText(/is available$/),
  )
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The wallet moves to a network the app does not support: the app asks to switch back.
  await wallet.switchChain(31339)
  const unsupported = page.getByRole('dialog', { name: 'Switch Network' })
  await shoot.capture(
    'unsupported-chain',
    'UnsupportedChain',
    unsupported.getByRole('button', { name: 'Portico Devnet', exact: true }),
  )
  await unsupported.getByRole('button', { name: 'Portico Devnet', exact: true }).click()
  await wallet.approve()
  await expect(unsupported).toHaveCount(0)
}

/** docs/screens/README.md: one row per view, one link per theme and width. */
function index(shots: Shot[]): string {
  const columns = [
    ['dark', 1280],
    ['dark', 390],
    ['light', 1280],
    ['light', 390],
  ] as const
  const names = [...new Set(shots.map((shot) => shot.name))]
  const rows = names.map((name) => {
    const what = shots.find((shot) => shot.name === name)?.what ?? name
    const cells = columns.map(([theme, width]) => {
      const shot = shots.find((s) => s.name === name && s.theme === theme && s.width === width)
      return shot ? `[${theme} ${width}](${shot.file})` : '—'
    })
    return `| ${what} | ${cells.join(' | ')} |`
  })
  return [
    '# Screens',
    '',
    'Every route of the web app and every view of the kit reachable offline, in both themes, at a',
    "desktop's width (1280 px) and a phone's (390 px, the dialog as a bottom sheet).",
    '',
    'Generated by `e2e/specs/screens.spec.ts` on each e2e run (do not edit by hand): the images and',
    'this index are rewritten, so they show the current build.',
    '',
    '| View | dark 1280 | dark 390 | light 1280 | light 390 |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}

test('screens: every route and modal view, dark and light, 1280 and 390 px → docs/screens', async ({
  page,
  wallet,
  stack,
}) => {
  test.setTimeout(300_000)
  await mkdir(screensDir, { recursive: true })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize(widths[0])
  const shoot = camera(page)

  // Per theme: the disconnected views, then connect (shooting the pending connection and the
  // sign-in prompt) and the connected ones, then disconnect..
  for (const theme of ['dark', 'light'] as const) {
    await chooseTheme(page, stack.appUrl, theme)
    shoot.setTheme(theme)
    await disconnectedViews(page, stack.appUrl, shoot, theme)
    await connectWithShots(page, wallet, stack.appUrl, shoot)
    await connectedViews(page, wallet, shoot)
    await page.getByRole('button', { name: shortenAddress(address) }).click()
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  }

  // The index, and no image left over from a view that is gone.
  const written = new Set(shoot.shots.map((shot) => shot.file))
  expect(written.size).toBe(shoot.shots.length)
  for (const file of await readdir(screensDir))
    if (file.endsWith('.png') && !written.has(file)) await rm(join(screensDir, file))
  await writeFile(join(screensDir, 'README.md'), index(shoot.shots))
})
