import type { BrowserContext, Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import { a11yViolations } from '../a11yCheck'
import { declineSignInConnected } from '../emailLogin'
import { expect, test } from '../fixtures'
import { namelessControls } from '../namelessControls'

// Sign In With Farcaster in the web app, offline: the server's own auth relay, the devnet's ID
// registry (chain 31337, the Farcaster account of devnet account 16) and the test wallet as the
// Farcaster client. The sign-in link the kit shows is opened in the wallet's Farcaster page as a
// phone scanning the QR code would; the wallet signs with the custody key and the kit connects
// the embedded wallet of that FID.

/** The test wallet's Farcaster page, opening `link` as a phone that scanned the QR code. */
async function openInFarcaster(context: BrowserContext, link: string): Promise<Page> {
  const worker = context.serviceWorkers().find((w) => w.url().startsWith('chrome-extension://'))
  if (!worker) throw new Error('the test wallet’s service worker is not running')
  const phone = await context.newPage()
  await phone.goto(
    `${new URL('farcaster.html', worker.url()).href}?url=${encodeURIComponent(link)}`,
  )
  await expect(phone.locator('body[data-ready="true"]')).toHaveCount(1)
  await expect(phone.getByRole('heading', { name: /^Sign in to / })).toBeVisible()
  return phone
}

/** Connect → `Continue with Farcaster`: the view with its QR code; answers the link it shows. */
async function startFarcaster(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect
    .getByRole('list', { name: 'Log in with' })
    .getByRole('button', { name: 'Continue with Farcaster' })
    .click()
  const view = page.getByRole('dialog', { name: 'Log in with Farcaster' })
  await expect(view.getByRole('img', { name: 'Farcaster QR code' })).toBeVisible()
  await expect(view).toContainText('Waiting for your approval in Farcaster…')
  return view
}
const linkOf = async (view: ReturnType<Page['getByRole']>) =>
  (await view.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')) ?? ''

test('Farcaster: the wallet opens the link, signs, and the kit shows the embedded wallet connected; a reload keeps it', async ({
  page,
  context,
  stack,
}) => {
  test.setTimeout(120_000)
  await page.goto(stack.appUrl)
  const view = await startFarcaster(page)
  const link = new URL(await linkOf(view))
  // A Sign In With Farcaster link: the channel on the server's own relay, the frame's origin.
  expect(link.searchParams.get('channelToken')).toBeTruthy()
  expect(link.searchParams.get('siweUri')).toBe(new URL(stack.frameUrl).origin)
  // Every control named; no WCAG 2.2 A/AA violation (the app's default, dark theme).
  expect(await namelessControls(page)).toEqual([])
  expect(await a11yViolations(page, 'ConnectingFarcaster')).toEqual([])

  const phone = await openInFarcaster(context, link.href)
  await phone.getByRole('button', { name: 'Sign in' }).click()
  await expect(phone.getByRole('status')).toHaveText(/^Signed in to /)

  const address = await declineSignInConnected(page)
  await page.getByRole('button', { name: shortenAddress(address) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText('Signed in with Farcaster as devnet')

  // The session lives on: the same wallet after a reload.
  await page.reload()
  await expect(page.getByRole('button', { name: shortenAddress(address) })).toBeVisible()
})

test('Farcaster: the wallet rejects — the view keeps waiting; a new link, then signing, connects', async ({
  page,
  context,
  stack,
}) => {
  test.setTimeout(120_000)
  await page.goto(stack.appUrl)
  const view = await startFarcaster(page)
  const first = await linkOf(view)
  const phone = await openInFarcaster(context, first)
  await phone.getByRole('button', { name: 'Reject' }).click()
  await expect(phone.getByRole('status')).toHaveText('Rejected')
  // A refusal in the Farcaster app reaches no one (the protocol has no "declined"): the view
  // still waits, and offers a new link.
  for (let poll = 0; poll < 2; poll++) {
    const answer = await page.waitForResponse((r) =>
      r.url().endsWith('/v1/embedded/farcaster/finish'),
    )
    expect(answer.status()).toBe(409) // not signed yet
  }
  await expect(view).toContainText('Waiting for your approval in Farcaster…')
  await expect(page.getByRole('alert')).toHaveCount(0)

  await view.getByRole('button', { name: 'Get a new link' }).click()
  await expect.poll(() => linkOf(view)).not.toBe(first)
  const second = await linkOf(view)
  expect(second).toMatch(/channelToken=/)
  await phone.getByLabel('Sign-in link').fill(second)
  await phone.getByRole('button', { name: 'Open' }).click()
  await expect(phone.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await phone.getByRole('button', { name: 'Sign in' }).click()
  await expect(phone.getByRole('status')).toHaveText(/^Signed in to /)
  await declineSignInConnected(page)
})
