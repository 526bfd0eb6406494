import type { Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { a11yIssues, a11yViolations, formatA11y } from '../a11yCheck'
import { connectWallet, expect, test } from '../fixtures'
import { namelessControls } from '../namelessControls'

// IBM's Equal Access engine (`a11yCheck.ts`: WCAG 2.2 A and AA and IBM's own rules) checks each view below, as
// screens.spec.ts does for every view in both themes at both widths: 0 violations. Next to it,
// what no engine checks on a still page: ids are unique, every ARIA id reference resolves, Tab stays
// in the dialog, Escape closes and gives focus back, the page behind is inert while the dialog is
// open, and no button or link (an icon-only one above all: ×, ‹) lacks an accessible name.
// keyboard.spec.ts does connect → send with the keyboard alone.

const short = shortenAddress(mnemonicToAccount(devnetMnemonic).address)

/** Duplicate ids on the page and ARIA references (inside the dialog) to ids that do not exist. */
function idProblems(page: Page) {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index)
    const dangling: string[] = []
    const dialog = document.querySelector('[role="dialog"]')
    for (const attribute of ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for'])
      for (const element of dialog?.querySelectorAll(`[${attribute}]`) ?? [])
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean))
          if (!document.getElementById(id)) dangling.push(`${attribute}=${id}`)
    return { duplicates, dangling }
  })
}

/** Where focus is after each of `presses` Tabs: whether it stayed inside the dialog. */
async function tabStaysInDialog(page: Page, presses: number, key: 'Tab' | 'Shift+Tab') {
  const outside: string[] = []
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key)
    const where = await page.evaluate(() => {
      const active = document.activeElement
      const dialog = document.querySelector('[role="dialog"]')
      return dialog?.contains(active) ? null : (active?.outerHTML.slice(0, 80) ?? 'nothing')
    })
    if (where) outside.push(where)
  }
  return outside
}

const pageState = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root')
    return {
      inert: root?.hasAttribute('inert'),
      hidden: root?.getAttribute('aria-hidden'),
      overflow: document.body.style.overflow,
    }
  })

test('accessibility: the Connect dialog has unique ids and named controls, traps Tab, makes the page inert, and Escape gives focus back', async ({
  page,
  stack,
}) => {
  await page.goto(stack.appUrl)
  const opener = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(opener).toBeVisible()
  expect(await a11yViolations(page, 'landing')).toEqual([])
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: 'Portico Test Wallet' })).toBeVisible()

  expect(await idProblems(page)).toEqual({ duplicates: [], dangling: [] })
  expect(await namelessControls(page)).toEqual([])
  expect(await a11yViolations(page, 'Connect Wallet')).toEqual([])
  // Close is icon-only (a drawn mark, no text): its name is its label.
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveText('')
  expect(await pageState(page)).toEqual({ inert: true, hidden: 'true', overflow: 'hidden' })
  // Behind the dialog the page's own button is out of reach: not in the accessibility tree.
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)

  const controls = await dialog.locator('button, a[href], input, select').count()
  expect(await tabStaysInDialog(page, controls + 2, 'Tab')).toEqual([])
  expect(await tabStaysInDialog(page, controls + 2, 'Shift+Tab')).toEqual([])

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  expect(await pageState(page)).toEqual({ inert: false, hidden: null, overflow: '' })
})

test('accessibility: All Wallets, Account with its tabs, and the Recent tag keep every id reference whole and every control named', async ({
  page,
  wallet,
  stack,
}) => {
  await page.goto(stack.appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'All Wallets' })
    .click()
  const all = page.getByRole('dialog', { name: 'All Wallets' })
  await expect
    .poll(() => all.getByRole('list', { name: 'All Wallets' }).getByRole('button').count())
    .toBeGreaterThan(10)
  expect(await idProblems(page)).toEqual({ duplicates: [], dangling: [] })
  expect(await namelessControls(page)).toEqual([])
  expect(await a11yViolations(page, 'All Wallets')).toEqual([])
  await expect(all.getByRole('button', { name: 'Back', exact: true })).toHaveText('')
  await page.keyboard.press('Escape')

  await connectWallet(page, wallet, stack.appUrl)
  await page.getByRole('button', { name: short }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const tokensTab = account.getByRole('tab', { name: 'Tokens' })
  await expect(tokensTab).toHaveAttribute('aria-selected', 'true')
  expect(await idProblems(page)).toEqual({ duplicates: [], dangling: [] })
  expect(await a11yViolations(page, 'Account, Tokens')).toEqual([])
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByRole('tabpanel')).toBeVisible()
  expect(await idProblems(page)).toEqual({ duplicates: [], dangling: [] })
  expect(await namelessControls(page)).toEqual([])
  expect(await a11yViolations(page, 'Account, Activity')).toEqual([])

  // Disconnected, the wallet used last carries the Recent tag, which describes its button.
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(
    connect.getByRole('button', { name: 'Portico Test Wallet' }),
  ).toHaveAccessibleDescription('Recent')
  expect(await idProblems(page)).toEqual({ duplicates: [], dangling: [] })
})

test('accessibility: the name check finds the icon-only buttons without a label, and only those', async ({
  page,
}) => {
  await page.setContent(`
    <button>×</button>
    <button aria-label="Close">×</button>
    <button><svg aria-hidden="true"></svg></button>
    <button title="Copy address"><svg aria-hidden="true"></svg></button>
    <a href="#x"><img src="data:," alt="Portico"></a>
    <button hidden>‹</button>
    <div aria-hidden="true"><button>‹</button></div>
  `)
  expect(await namelessControls(page)).toEqual([
    '<button>×</button>',
    '<button><svg aria-hidden="true"></svg></button>',
  ])
})

test('accessibility: the engine check finds low contrast, a nameless control and an image without alt, and fails on them', async ({
  page,
}) => {
  await page.setContent(`
    <html lang="en"><head><title>Check</title></head><body><main>
      <h1>Check</h1>
      <p style="color: #777; background: #888">Faint text</p>
      <p style="color: #14161a; background: #fff">Plain text</p>
      <button></button>
      <img src="data:," />
    </main></body></html>
  `)
  const issues = await a11yIssues(page)
  const violations = issues.filter((issue) => issue.level === 'violation')
  expect(violations.map(({ rule, path }) => `${rule} ${path}`).sort()).toEqual([
    'img_alt_valid /html[1]/body[1]/main[1]/img[1]',
    'input_label_exists /html[1]/body[1]/main[1]/button[1]',
    'text_contrast_sufficient /html[1]/body[1]/main[1]/p[1]',
  ])
  expect(await a11yViolations(page, 'check')).toEqual(formatA11y(issues, 'violation'))
})
