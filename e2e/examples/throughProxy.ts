import type { Page } from '@playwright/test'
import { expect } from '../fixtures'

/**
 * All Wallets through the example's `@portico/proxy` route: the directory lists wallets and their
 * images load from the app's own origin (`/portico/getWalletImage/…`), not from the server's.
 */
export async function expectAllWalletsThroughProxy(page: Page, appUrl: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'All Wallets' })
    .click()
  const list = page
    .getByRole('dialog', { name: 'All Wallets' })
    .getByRole('list', { name: 'All Wallets' })
  await expect.poll(() => list.getByRole('button').count()).toBeGreaterThanOrEqual(30)
  const image = list.getByRole('button', { name: 'MetaMask' }).locator('img')
  const origin = new URL(appUrl).origin
  await expect(image).toHaveAttribute('src', new RegExp(`^${origin}/portico/getWalletImage/`))
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * The sign-in session the server holds for the page's cookie, asked through the proxy (the page's
 * own cookie jar): the cookie the server set crossed the proxy both ways.
 */
export async function sessionAddressesThroughProxy(
  page: Page,
  appUrl: string,
  address: string,
): Promise<string[]> {
  const url = new URL('/portico/v1/sessions', appUrl)
  url.search = new URLSearchParams({
    projectId: 'portico-local',
    address,
    chainId: 'eip155:31337',
  }).toString()
  const answer = await page.request.get(url.href)
  expect(answer.status()).toBe(200)
  const { sessions } = (await answer.json()) as { sessions: { address: string }[] }
  return sessions.map((session) => session.address)
}
