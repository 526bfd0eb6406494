import type { Locator, Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import { getDevnetContracts } from '@portico/devnet'
import { devnetMnemonic } from '@portico/devnet/chains'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { sentSince } from '../accountFlows'
import { closingInput, expect, type TestWallet, test } from '../fixtures'

// Connect → send pUSD with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape, typing):
// no click, no mouse, no programmatic focus. Every control reached shows a visible focus ring,
// focus comes back to the opener when the dialog closes, and the chain moves by the exact amount.

const sender = mnemonicToAccount(devnetMnemonic).address
// An account no other spec uses, so its balance moves only by this test's send.
const receiver = mnemonicToAccount(devnetMnemonic, { addressIndex: 12 }).address
const { pUSD } = getDevnetContracts()

/**
 * What the focused element looks like: whether it matches `:focus-visible` and draws a ring. Inside
 * the kit's dialog the ring must be the kit's own (its accent colour), not only the host page's.
 */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return { visible: false, ring: 'nothing focused' }
    const style = getComputedStyle(active)
    const dialog = active.closest('.portico-modal')
    let accent: string | undefined
    if (dialog) {
      const probe = document.createElement('span')
      probe.style.color = 'var(--portico-accent)'
      dialog.append(probe)
      accent = getComputedStyle(probe).color
      probe.remove()
    }
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1
    const ring = outlined
      ? accent === undefined || style.outlineColor === accent
        ? 'outline'
        : `the page's outline (${style.outlineColor}), not the kit's (${accent})`
      : `none on ${active.outerHTML.slice(0, 80)}`
    return { visible: active.matches(':focus-visible'), ring }
  })
}

async function expectVisibleFocus(page: Page) {
  const { visible, ring } = await focusRing(page)
  expect(visible, 'the focused element matches :focus-visible').toBe(true)
  expect(ring).toBe('outline')
}

/**
 * Presses `key` (Tab by default) until `target` has focus, checking the focus ring at each stop;
 * fails after `max` presses.
 */
async function tabTo(
  page: Page,
  target: Locator,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  { max = 30, ring = true } = {},
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key)
    if (ring) await expectVisibleFocus(page)
    if (await target.evaluate((element) => element.matches(':focus'))) return
  }
  throw new Error(`${max} presses of ${key} never reached ${target}`)
}

/**
 * Answers the wallet's approval popup with the keyboard: Tab to the button, then Enter. (The test
 * wallet's own window is a test tool, not the kit: its focus ring is not checked.)
 */
async function keyboardAnswer(wallet: TestWallet, name: 'Approve' | 'Reject' = 'Approve') {
  const popup = await wallet.popup()
  const button = popup
    .getByRole('dialog', { name: 'Portico Test Wallet' })
    .getByRole('button', { name })
  await expect(button).toBeVisible()
  await tabTo(popup, button, 'Tab', { ring: false })
  await closingInput(popup, () => popup.keyboard.press('Enter'))
}

test('keyboard: connect, then send pUSD — focus rings, focus back to the opener, exact balances', async ({
  page,
  wallet,
  stack,
}) => {
  const chain = stack.chains.find((c) => c.id === 31337)
  if (!chain) throw new Error('chain 31337 is not running')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const pusd = (address: `0x${string}`) =>
    client.readContract({
      address: pUSD,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })

  await page.goto(stack.appUrl)
  // Connect: Tab reaches the page's Connect button; Enter opens the dialog with focus inside it.
  const opener = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(opener).toBeVisible() // the app has rendered: Tab has somewhere to go
  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect).toBeVisible()
  expect(await connect.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)

  // Escape closes it and gives focus back; Space opens it again.
  await page.keyboard.press('Escape')
  await expect(connect).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expectVisibleFocus(page)
  await page.keyboard.press('Space')
  await expect(connect).toBeVisible()

  // Shift+Tab wraps from the first control to the last and back: focus stays in the dialog.
  const testWallet = connect.getByRole('button', { name: 'Portico Test Wallet' })
  await tabTo(page, testWallet, 'Shift+Tab')
  await page.keyboard.press('Enter')
  await keyboardAnswer(wallet)
  await keyboardAnswer(wallet) // the Solana side

  // The web app offers to sign in (optional): decline it from the keyboard.
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await expect(signIn).toBeVisible()
  await tabTo(page, signIn.getByRole('button', { name: 'Cancel' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The same button now names the account, and has focus again.
  const accountButton = page.getByRole('button', { name: shortenAddress(sender) })
  await expect(accountButton).toBeFocused()

  // Account → Send: Enter on the button, Tab to the action.
  await page.keyboard.press('Enter')
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  // The tabs take the arrow keys (WAI-ARIA tabs): → selects Activity, ← goes back to Tokens.
  const tokensTab = account.getByRole('tab', { name: 'Tokens' })
  const activityTab = account.getByRole('tab', { name: 'Activity' })
  await tabTo(page, tokensTab)
  await page.keyboard.press('ArrowRight')
  await expect(activityTab).toBeFocused()
  await expect(activityTab).toHaveAttribute('aria-selected', 'true')
  await expectVisibleFocus(page)
  await page.keyboard.press('ArrowLeft')
  await expect(tokensTab).toBeFocused()
  await expect(tokensTab).toHaveAttribute('aria-selected', 'true')
  // Send sits above the tabs: Shift+Tab goes back up to it.
  await tabTo(page, account.getByRole('button', { name: 'Send', exact: true }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  const send = page.getByRole('dialog', { name: 'Send' })
  const token = send.getByLabel('Token')
  await expect(token).toHaveValue('native')

  // The token select takes the arrow keys; the fields take typing; Enter submits the form.
  await tabTo(page, token)
  const options = await token.locator('option').allTextContents()
  const steps = options.indexOf('pUSD') - options.indexOf('ETH')
  expect(steps).toBeGreaterThan(0)
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown')
  await expect(token.locator('option:checked')).toHaveText('pUSD')
  const amount = '7.654321'
  await tabTo(page, send.getByLabel('Amount'))
  await page.keyboard.type(amount)
  await tabTo(page, send.getByLabel('Receiver address'))
  await page.keyboard.type(receiver)
  const before = {
    block: await client.getBlockNumber({ cacheTime: 0 }),
    sender: await pusd(sender),
    receiver: await pusd(receiver),
  }
  await page.keyboard.press('Enter')

  const preview = page.getByRole('dialog', { name: 'Review Send' })
  await expect(preview.getByText(`${amount} pUSD`)).toBeVisible()
  await tabTo(page, preview.getByRole('button', { name: 'Send' }))
  await page.keyboard.press('Enter')
  await keyboardAnswer(wallet)
  await expect(page.getByRole('status').filter({ hasText: /^Sent · 0x/ })).toBeVisible()

  const [receipt, ...others] = await sentSince(client, sender, before.block)
  expect(others).toEqual([])
  expect(receipt?.status).toBe('success')
  const value = parseUnits(amount, 6)
  expect(before.sender - (await pusd(sender))).toBe(value)
  expect((await pusd(receiver)) - before.receiver).toBe(value)

  // Escape closes the dialog; focus is back on the account button that opened it.
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(accountButton).toBeFocused()
  await expectVisibleFocus(page)
})
