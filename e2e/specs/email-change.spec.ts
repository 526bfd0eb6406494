import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { emailLogin, mailedCode, mailsTo } from '../emailLogin'
import { chromiumPath, expect, test } from '../fixtures'

// Changing the embedded wallet's email in the Account view (SPEC §4 email update): a code to the
// current address, then one to the new address, read from the server's mail catcher; the same
// wallet answers to the new address afterwards (a login with it in a fresh context).
test('Account → Change email: current address code, new address code; the wallet answers to the new address', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now()
  const email = `change-${stamp}@example.com`
  const next = `changed-${stamp}@example.com`
  // Without sign-in (`?siwx=off`): this test is about the email, not SIWX.
  await page.goto(`${stack.appUrl}/?siwx=off`)
  await emailLogin(page, stack.mailInboxUrl, email)
  const short = /0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}/
  const accountButton = page.getByRole('button', { name: short })
  await expect(accountButton).toBeVisible()
  // The wallet's shortened address, as the account button shows it.
  const shown = short.exec((await accountButton.textContent()) ?? '')?.[0] ?? ''
  expect(shown).not.toBe('')
  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText(`Signed in as ${email}`)

  await account.getByRole('button', { name: 'Change email' }).click()
  const form = page.getByRole('dialog', { name: 'Change your email' })
  // A malformed address is refused in the kit, before any mail.
  await form.getByRole('textbox', { name: 'New email' }).fill('not-an-address')
  await form.getByRole('button', { name: 'Send a code' }).click()
  await expect(form.getByRole('alert')).toHaveText('Enter a valid email address')
  const sentBefore = (await mailsTo(stack.mailInboxUrl, email)).length
  await form.getByRole('textbox', { name: 'New email' }).fill(next)
  await form.getByRole('button', { name: 'Send a code' }).click()
  // The login code went to this address a moment ago: the server's per-address resend cooldown
  // (30 s; 15 s on the e2e stack) refuses a new code with the seconds left, verbatim; after them,
  // the code goes out.
  const primary = page.getByRole('dialog', { name: 'Confirm it is you' })
  const tooSoon = form
    .getByRole('alert')
    .filter({ hasText: /^Please try again after \d+ seconds?$/ })
  await expect(primary.or(tooSoon)).toBeVisible()
  if (await tooSoon.isVisible()) {
    const seconds = Number((await tooSoon.textContent())?.match(/\d+/)?.[0])
    await page.waitForTimeout(seconds * 1000 + 500)
    await form.getByRole('button', { name: 'Send a code' }).click()
  }

  // The current address's code.
  await expect(primary).toContainText(email)
  const primaryCode = await mailedCode(stack.mailInboxUrl, email, sentBefore)
  // A wrong one first: refused, the boxes emptied, the step kept.
  const wrong = primaryCode.replace(/.$/, (d) => String((Number(d) + 1) % 10))
  await primary.getByRole('textbox', { name: 'Digit 1' }).focus()
  await page.keyboard.type(wrong)
  await expect(primary.getByRole('alert')).toHaveText('Wrong code: 4 tries left')
  await expect(primary.getByRole('textbox', { name: 'Digit 6' })).toHaveValue('')
  await primary.getByRole('textbox', { name: 'Digit 1' }).focus()
  await page.keyboard.type(primaryCode)

  // The new address's code.
  const secondary = page.getByRole('dialog', { name: 'Confirm the new address' })
  await expect(secondary).toContainText(next)
  await secondary.getByRole('textbox', { name: 'Digit 1' }).focus()
  await page.keyboard.type(await mailedCode(stack.mailInboxUrl, next))

  await expect(
    page.getByRole('status').filter({ hasText: `Your email is now ${next}` }),
  ).toBeVisible()
  await expect(account).toContainText(`Signed in as ${next}`)
  // Kept across a reload (the app origin's session record).
  await page.reload()
  await page.getByRole('button', { name: shown }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(`Signed in as ${next}`)

  // Another browser profile (no shared storage): the new address logs in to the same wallet.
  const profile = await mkdtemp(join(tmpdir(), 'portico-e2e-email-change-'))
  const other = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: false,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const second = other.pages()[0] ?? (await other.newPage())
    await second.goto(`${stack.appUrl}/?siwx=off`)
    await emailLogin(second, stack.mailInboxUrl, next)
    await expect(second.getByRole('button', { name: shown })).toBeVisible()
  } finally {
    await other.close()
    await rm(profile, { recursive: true, force: true })
  }
})
