// WalletConnect through the stack's own relay (`/relay` on 127.0.0.1): the test wallet's
// WalletConnect page (our wallet role in the extension, keys in its worker) in Chromium.

import type { BrowserContext, Page } from '@playwright/test'
import { devnetMnemonic } from '@portico/devnet/chains'
import {
  createSignClient,
  formatAuthMessage,
  type SignClient,
  type SignClientEvents,
} from '@portico/walletconnect'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { WebSocket } from 'ws'
import { expect, test } from '../fixtures'

const account = mnemonicToAccount(devnetMnemonic)

/** The wallet's WalletConnect page: `chrome-extension://{id}/walletconnect.html`. */
function walletConnectUrl(context: BrowserContext): string {
  const worker = context.serviceWorkers().find((w) => w.url().startsWith('chrome-extension://'))
  if (!worker) throw new Error('the test wallet’s service worker is not running')
  return new URL('walletconnect.html', worker.url()).href
}

/** Opens the wallet's WalletConnect page in a new tab and waits until its Sign client is up. */
async function openWalletPage(context: BrowserContext, uri?: string): Promise<Page> {
  const page = await context.newPage()
  const query = uri ? `?uri=${encodeURIComponent(uri)}` : ''
  await page.goto(`${walletConnectUrl(context)}${query}`)
  await expect(page.locator('body[data-ready="true"]')).toHaveCount(1)
  return page
}

function next<E extends keyof SignClientEvents>(client: SignClient, event: E) {
  return new Promise<SignClientEvents[E]>((resolve) => {
    const off = client.on(event, (payload) => {
      off()
      resolve(payload)
    })
  })
}

test('wallet page: pairs from ?uri=, ONE Approve signs in, signs, survives a reload, disconnects', async ({
  context,
  stack,
}) => {
  const dappUrl = 'http://127.0.0.1:5173'
  const dapp = await createSignClient({
    relayUrl: `${stack.appUrl.replace(/^http/, 'ws')}/relay`,
    projectId: 'portico-local',
    metadata: {
      name: 'Node Dapp',
      description: 'A dapp in the test process',
      url: dappUrl,
      icons: [],
    },
    WebSocketImpl: WebSocket as never,
  })
  try {
    const { uri, response } = await dapp.authenticate({
      chains: ['eip155:31337', 'eip155:31338'],
      domain: '127.0.0.1:5173',
      uri: dappUrl,
      nonce: 'e2eN0nce2024',
      statement: 'Sign in to Node Dapp',
      methods: ['personal_sign', 'eth_sendTransaction'],
    })
    if (!uri) throw new Error('authenticate gave no URI')
    const wallet = await openWalletPage(context, uri)
    const panel = wallet.getByRole('dialog', { name: 'Portico Test Wallet' })
    await expect(panel).toContainText('Sign in to Node Dapp')
    await panel.getByRole('button', { name: 'Approve' }).click()
    const { session, auths } = await response()
    expect(auths).toHaveLength(2)
    for (const cacao of auths ?? []) {
      const message = formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
      const signature = cacao.s.s as Hex
      expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
    }
    await expect(panel).toHaveCount(0)
    const item = wallet.getByRole('listitem').filter({ hasText: 'Node Dapp' })
    await expect(item).toContainText(dappUrl)

    // A request prompts in the wallet page; the key signs in the worker.
    const sign = (text: string) =>
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [stringToHex(text), account.address] },
      }) as Promise<Hex>
    const first = sign('first')
    await panel.getByRole('button', { name: 'Approve' }).click()
    expect(
      await verifyMessage({ address: account.address, message: 'first', signature: await first }),
    ).toBe(true)

    // Reload: the session is restored from the page's storage and still answers.
    await wallet.reload()
    await expect(wallet.locator('body[data-ready="true"]')).toHaveCount(1)
    await expect(item).toBeVisible()
    const second = expect(sign('second')).rejects.toMatchObject({ code: 4001 })
    await panel.getByRole('button', { name: 'Reject' }).click()
    await second

    // Disconnect ends it on both sides.
    const deleted = next(dapp, 'session_delete')
    await item.getByRole('button', { name: 'Disconnect' }).click()
    expect((await deleted).topic).toBe(session.topic)
    await expect(item).toHaveCount(0)
    expect(dapp.sessions()).toEqual([])
  } finally {
    await dapp.close()
  }
})
