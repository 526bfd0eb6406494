import type { Page } from '@playwright/test'
import { devnetMnemonic } from '@portico/devnet/chains'
import { createPublicClient, http, parseEther, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'

// Security review H2/H3 (test-wallet-poc.html): the page that asks must not be able to answer.
const { address } = mnemonicToAccount(devnetMnemonic)
const attacker = '0x000000000000000000000000000000000000dEaD'

type Attack = { found: number; provider: { request(a: unknown): Promise<unknown> } }

/** The audit's PoC, from the page's first script on: press Approve wherever a panel shows up. */
async function armAttack(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const attack = { found: 0, provider: undefined as unknown }
    ;(window as unknown as { porticoAttack: typeof attack }).porticoAttack = attack
    const press = () => {
      const hosts = document.querySelectorAll('portico-test-wallet')
      const dialogs = document.querySelectorAll('[aria-label="Portico Test Wallet"]')
      for (const host of hosts) {
        attack.found++
        host.shadowRoot?.querySelector<HTMLButtonElement>('button.approve')?.click()
      }
      for (const dialog of dialogs) {
        attack.found++
        for (const button of dialog.querySelectorAll('button'))
          if (button.textContent === 'Approve') button.click()
      }
    }
    new MutationObserver(press).observe(document, { childList: true, subtree: true })
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info, provider } = (event as CustomEvent).detail
      if (info.rdns === 'dev.portico.testwallet') attack.provider = provider
    })
  })
}

/** Runs `provider.request(args)` in the page; resolves with the result or the error's code/message. */
function request(page: Page, args: { method: string; params?: unknown[] }) {
  return page.evaluate(async (call) => {
    const { porticoAttack } = window as unknown as { porticoAttack: Attack }
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    try {
      return { result: await porticoAttack.provider.request(call) }
    } catch (error) {
      const { code, message } = error as { code: number; message: string }
      return { error: { code, message } }
    }
  }, args)
}

test('approval popup: a page script hunting for the panel approves nothing; only the popup does', async ({
  page,
  wallet,
  stack,
}) => {
  await armAttack(page)
  await page.goto(stack.appUrl)
  const origin = new URL(stack.appUrl).origin
  const connecting = request(page, { method: 'eth_requestAccounts' })

  const popup = await wallet.popup()
  const panel = popup.getByRole('dialog', { name: 'Portico Test Wallet' })
  await expect(panel.getByRole('heading', { name: `Connect to ${origin}` })).toBeVisible()
  await expect(panel.getByText(`Portico Test Wallet · request from ${origin}`)).toBeVisible()
  // The page found no panel to press, and nothing is connected while the popup waits.
  expect(
    await page.evaluate(() => (window as unknown as { porticoAttack: Attack }).porticoAttack.found),
  ).toBe(0)
  expect(await request(page, { method: 'eth_accounts' })).toEqual({ result: [] })
  // Nor can the page load the popup's page itself: approve.html is not web-accessible.
  const reached = await page.evaluate(async (url) => {
    try {
      await fetch(url)
      return true
    } catch {
      return false
    }
  }, popup.url())
  expect(reached).toBe(false)

  await wallet.approve()
  expect(await connecting).toEqual({ result: [address] })
  expect(await request(page, { method: 'eth_accounts' })).toEqual({ result: [address] })
  // Signing is the same: pending until the person answers in a new popup.
  const signing = request(page, { method: 'personal_sign', params: [toHex('hello'), address] })
  await expect((await wallet.panel()).getByText('hello', { exact: true })).toBeVisible()
  await wallet.reject()
  expect(await signing).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
})

test('approval popup: closing it is a rejection (4001)', async ({ page, wallet, stack }) => {
  await armAttack(page)
  await page.goto(stack.appUrl)
  const connecting = request(page, { method: 'eth_requestAccounts' })
  await (await wallet.popup()).close()
  expect(await connecting).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  expect(await request(page, { method: 'eth_accounts' })).toEqual({ result: [] })
  expect(wallet.openPopups()).toEqual([])
})

test('node methods: eth_sendUnsignedTransaction from the page is 4200 and moves nothing (H3)', async ({
  page,
  wallet,
  stack,
}) => {
  const chain = stack.chains.find((c) => c.id === 31337)
  if (!chain) throw new Error('chain 31337 is not running')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const before = await client.getBalance({ address: attacker })
  await armAttack(page)
  await page.goto(stack.appUrl)
  const transfer = { from: address, to: attacker, value: toHex(parseEther('1')) }
  expect(
    await request(page, { method: 'eth_sendUnsignedTransaction', params: [transfer] }),
  ).toEqual({
    error: {
      code: 4200,
      message: 'The Portico Test Wallet does not support the method "eth_sendUnsignedTransaction".',
    },
  })
  expect(await client.getBalance({ address: attacker })).toBe(before)
  expect(wallet.popupCount()).toBe(0)
})
