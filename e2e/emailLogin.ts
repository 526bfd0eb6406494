import { expect, type Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'

// The embedded wallet's email login in the web app, as the e2e specs drive it: codes read from
// the server's mail catcher, the kit's Connect and code views, the wallet frame's approval.

type Mail = { text: string }

/**
 * The mails the server's mail catcher holds for `email`, newest first, read from its inbox
 * (`stack.mailInboxUrl`: its own loopback listener, not the app's port).
 *
 * @example
 * const seen = (await mailsTo(stack.mailInboxUrl, email)).length
 */
export async function mailsTo(inboxUrl: string, email: string): Promise<Mail[]> {
  const answer = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(email)}`)
  return ((await answer.json()) as { messages: Mail[] }).messages
}

/**
 * The login code of the newest mail to `email`, waiting until more than `seen` mails arrived.
 *
 * @example
 * const code = await mailedCode(stack.mailInboxUrl, email)
 */
export async function mailedCode(inboxUrl: string, email: string, seen = 0): Promise<string> {
  await expect.poll(async () => (await mailsTo(inboxUrl, email)).length).toBeGreaterThan(seen)
  const [newest] = await mailsTo(inboxUrl, email)
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1]
  if (code === undefined) throw new Error(`no code for ${email}`)
  return code
}

/**
 * Connect Wallet → the email → `Continue with email`: the kit's `Enter the code` view opens.
 *
 * @example
 * await page.goto(stack.appUrl)
 * await startEmailLogin(page, email)
 */
export async function startEmailLogin(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await submitEmail(page, email)
}

/** In the open Connect view: the email → `Continue with email` (the `Enter the code` view opens). */
export async function submitEmail(page: Page, email: string): Promise<void> {
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue with email' }).click()
}

/** In the `Enter the code` view: the mailed code typed (the view names the address). */
export async function typeMailedCode(page: Page, inboxUrl: string, email: string): Promise<void> {
  const otp = page.getByRole('dialog', { name: 'Enter the code' })
  await expect(otp).toContainText(email)
  await otp.getByRole('textbox', { name: 'Digit 1' }).focus()
  await page.keyboard.type(await mailedCode(inboxUrl, email))
}

/**
 * The whole email login on the current page: {@link startEmailLogin}, then the mailed code typed
 * into the code view (which names the address); the sign-in prompt comes next.
 *
 * @example
 * await emailLogin(page, stack.mailInboxUrl, 'alice@portico.localhost')
 */
export async function emailLogin(page: Page, inboxUrl: string, email: string): Promise<void> {
  await startEmailLogin(page, email)
  await typeMailedCode(page, inboxUrl, email)
}

/** The wallet frame's `Approve request` dialog (signing waits for its Approve). */
export const frameApproval = (page: Page) =>
  page
    .frameLocator('iframe[title="Portico wallet"]')
    .getByRole('dialog', { name: 'Approve request' })

/**
 * The address of the current connection, as the app's origin stores it (the wagmi store; never a
 * key), waiting for it.
 *
 * @example
 * const smart = await connectedAddress(page)
 */
export async function connectedAddress(page: Page): Promise<`0x${string}`> {
  let found: string | undefined
  await expect
    .poll(async () => {
      const store = await page.evaluate(() => localStorage.getItem('portico.wagmi.store'))
      found = /0x[0-9a-fA-F]{40}/.exec(store ?? '')?.[0]
      return found
    })
    .toBeDefined()
  return found as `0x${string}`
}

/**
 * After a social or Farcaster login: declines the sign-in prompt, waits for the account button to
 * show the connected address, and returns it.
 *
 * @example
 * const address = await declineSignInConnected(page)
 */
export async function declineSignInConnected(page: Page): Promise<`0x${string}`> {
  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Cancel' })
    .click()
  const address = await connectedAddress(page)
  await expect(page.getByRole('button', { name: shortenAddress(address) })).toBeVisible()
  return address
}
