import type { Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import { declineSignInConnected, emailLogin } from '../emailLogin'
import { expect, test } from '../fixtures'

// Social logins in the web app: the dev identity provider (the e2e stack serves every provider
// there except Facebook, left unconfigured), in a popup and in redirect mode, through the real
// protocol (PKCE, signed ID token, nonce, state) and the frame's one-time code.

async function openAccount(page: Page, address: string) {
  await page.getByRole('button', { name: shortenAddress(address) }).click()
  return page.getByRole('dialog', { name: 'Account' })
}
test('popup: only configured providers are offered; a closed popup cancels; Alice reaches her email wallet with Google', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  await page.goto(stack.appUrl)
  // Alice's wallet, made by email login first.
  await emailLogin(page, stack.mailInboxUrl, 'alice@portico.localhost')
  const byEmail = await declineSignInConnected(page)
  await (await openAccount(page, byEmail)).getByRole('button', { name: 'Disconnect' }).click()

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const social = connect.getByRole('list', { name: 'Log in with' })
  await expect(social.getByRole('button')).toHaveText([
    'GContinue with Google',
    'GHContinue with GitHub',
    'AContinue with Apple',
    'XContinue with X',
    'DContinue with Discord',
    'FCContinue with Farcaster',
  ])
  // Facebook has no configuration on this server: not offered.
  await expect(connect.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0)

  // A popup closed before logging in: the Connect view comes back, no error.
  let popup = page.waitForEvent('popup')
  await social.getByRole('button', { name: 'Continue with Google' }).click()
  const closed = await popup
  await expect(page.getByRole('dialog', { name: 'Log in' })).toContainText('Continue in the popup…')
  await expect(closed.getByRole('heading', { name: 'Sign in (development)' })).toBeVisible()
  await closed.close()
  await expect(connect.getByRole('list', { name: 'Log in with' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)

  // Logged in at the provider in the popup: it closes itself, the app is connected.
  popup = page.waitForEvent('popup')
  await social.getByRole('button', { name: 'Continue with Google' }).click()
  const provider = await popup
  await provider.getByRole('button', { name: /^Alice/ }).click()
  await provider.waitForURL(/\/v1\/embedded\/social\/callback\?/)
  const callbackAt = Date.now()
  await provider.waitForEvent('close')
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
  console.log(`social login (popup): callback page → connected in ${Date.now() - callbackAt} ms`)
  const address = await declineSignInConnected(page)
  // One identity, one wallet: the provider verified Alice's email.
  expect(address).toBe(byEmail)
  const account = await openAccount(page, address)
  await expect(account).toContainText('Signed in with Google as Alice (verified)')

  // A reload keeps the session and what the Account view says.
  await page.reload()
  await (await openAccount(page, address)).getByText('Signed in with Google as Alice (verified)')
})

test('redirect mode (popups blocked): the page goes to the provider and comes back connected; Carol (unverified) gets a wallet of her own', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  // A browser that refuses popups (an in-app browser): `window.open` answers null.
  await page.addInitScript(() => {
    window.open = () => null
  })
  await page.goto(`${stack.appUrl}/?from=e2e`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Continue with GitHub' })
    .click()
  await page.getByRole('button', { name: /^Carol/ }).click()
  // Back on the app page it left, the code stripped from the address bar.
  await expect(page).toHaveURL(`${stack.appUrl}/?from=e2e`)
  const carolSocial = await declineSignInConnected(page)
  expect(page.url()).not.toContain('portico_social')
  // The app origin keeps who is signed in, and nothing of the login's code or flow.
  const kept = await page.evaluate(() => ({
    session: localStorage.getItem('portico.embedded.session'),
    pending: localStorage.getItem('portico.embedded.socialPending'),
  }))
  expect(JSON.parse(kept.session ?? '{}')).toEqual({
    email: '',
    socialProvider: 'github',
    userName: 'Carol (email not verified)',
  })
  expect(kept.pending).toBeNull()
  const account = await openAccount(page, carolSocial)
  await expect(account).toContainText('Signed in with GitHub as Carol (email not verified)')
  await account.getByRole('button', { name: 'Disconnect' }).click()

  // Carol's email login does not reach that wallet: the provider never verified the address.
  await emailLogin(page, stack.mailInboxUrl, 'carol@portico.localhost')
  const carolEmail = await declineSignInConnected(page)
  expect(carolEmail).not.toBe(carolSocial)
})
