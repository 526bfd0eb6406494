import type { Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'

const { address } = mnemonicToAccount(devnetMnemonic)
const short = shortenAddress(address)
const signedInText = 'Signed in with your wallet.'

type ServerSession = { id: string; address: string; caipNetworkId: string; message: string }

/** The sessions the server holds for this browser's cookie (the page's own cookie jar). */
async function cookieSessions(page: Page, appUrl: string): Promise<ServerSession[]> {
  const url = new URL('/v1/sessions', appUrl)
  url.search = new URLSearchParams({
    projectId: 'portico-local',
    address,
    chainId: 'eip155:31337',
  }).toString()
  const response = await page.request.get(url.href)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { sessions: ServerSession[] }).sessions
}

test('sign in: connect → Sign → the server holds the session; a reload keeps it, no prompt', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, stack.appUrl, { signIn: 'leave' })
  const prompt = page.getByRole('dialog', { name: 'Sign In' })
  await expect(prompt.getByText(short)).toBeVisible()
  await prompt.getByRole('button', { name: 'Sign', exact: true }).click()
  // The wallet shows the EIP-4361 message for this page.
  const host = new URL(stack.appUrl).host
  await expect(
    (await wallet.panel()).getByText(`${host} wants you to sign in with your Ethereum account:`),
  ).toBeVisible()
  await wallet.approve()
  await expect(prompt).toHaveCount(0)
  await expect(page.getByText(signedInText)).toBeVisible()

  const [session, ...others] = await cookieSessions(page, stack.appUrl)
  expect(others).toEqual([])
  expect(session).toMatchObject({ address, caipNetworkId: 'eip155:31337' })
  expect(session?.message).toContain(`Nonce: `)

  const popups = wallet.popupCount()
  await page.reload()
  await expect(page.getByRole('button', { name: short })).toBeVisible()
  await expect(page.getByText(signedInText)).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)
  expect(wallet.popupCount()).toBe(popups)
  expect((await cookieSessions(page, stack.appUrl)).map((s) => s.id)).toEqual([session?.id])
})

test('sign in: a refusal in the wallet shows `Signature declined` and signs nothing in', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, stack.appUrl, { signIn: 'leave' })
  const prompt = page.getByRole('dialog', { name: 'Sign In' })
  await prompt.getByRole('button', { name: 'Sign', exact: true }).click()
  await wallet.reject()
  await expect(page.getByRole('alert').filter({ hasText: 'Signature declined' })).toBeVisible()
  // The view is shown again, to retry or cancel.
  await expect(prompt.getByRole('button', { name: 'Sign', exact: true })).toBeEnabled()
  await expect(page.getByText(signedInText)).toHaveCount(0)
  expect(await cookieSessions(page, stack.appUrl)).toEqual([])
})

test('sign in required: the prompt cannot be closed; Cancel disconnects', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, `${stack.appUrl}/?siwx=required`, { signIn: 'leave' })
  const prompt = page.getByRole('dialog', { name: 'Sign In' })
  await expect(prompt.getByRole('button', { name: 'Sign', exact: true })).toBeVisible()
  await expect(prompt.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(prompt).toBeVisible()

  await prompt.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  // The page behind the dialog is inert: close it to see the page's own buttons.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByRole('button', { name: short })).toHaveCount(0)
  expect(await cookieSessions(page, stack.appUrl)).toEqual([])
  // The wallet forgot the site: a reload stays disconnected and asks nothing.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('sign in: Disconnect signs out — the server revokes the session', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, stack.appUrl, { signIn: 'sign' })
  await expect(page.getByText(signedInText)).toBeVisible()
  const [session] = await cookieSessions(page, stack.appUrl)
  if (!session) throw new Error('no session after signing in')
  const byId = new URL(`/v1/sessions/${session.id}`, stack.appUrl).href
  expect((await page.request.get(byId)).status()).toBe(200)

  await page.getByRole('button', { name: short }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByText(signedInText)).toHaveCount(0)
  const revoked = await page.request.get(byId)
  expect(revoked.status()).toBe(404)
  expect(await revoked.json()).toMatchObject({ message: 'Session not found' })
})
