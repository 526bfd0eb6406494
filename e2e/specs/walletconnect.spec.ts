// WalletConnect through the stack's own relay (`/relay` on 127.0.0.1): the test wallet's
// WalletConnect page (our wallet role in the extension, keys in its worker) in Chromium.

import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import {
  createSignClient,
  formatAuthMessage,
  type SignClient,
  type SignClientEvents,
} from '@portico/walletconnect'
import { createPublicClient, type Hex, http, parseEther, stringToHex, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { WebSocket } from 'ws'
import { expect, test } from '../fixtures'
import { openWalletPage } from '../walletConnectPage'

const account = mnemonicToAccount(devnetMnemonic)

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

test('web app: QR → wallet pairs from the copied link → ONE Approve connects and signs in → send → reload → disconnect', async ({
  context,
  page,
  stack,
}) => {
  const short = shortenAddress(account.address)
  const receiver = mnemonicToAccount(devnetMnemonic, { addressIndex: 11 }).address
  const chain = stack.chains.find((c) => c.id === 31337)
  if (!chain) throw new Error('the stack runs no 31337')
  const devnet = createPublicClient({ transport: http(chain.rpcUrl) })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.appUrl })

  // Page A: the web app shows the QR and copies the link.
  await page.goto(stack.appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'WalletConnect' })
    .click()
  const connecting = page.getByRole('dialog', { name: 'WalletConnect' })
  await expect(connecting.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  // The app's own relay: the view says which wallets can pair through it.
  await expect(connecting.getByText('This app pairs through its own relay')).toBeVisible()
  await connecting.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(uri).toContain('wc_sessionAuthenticate')

  // Page B: the wallet pairs from the URI; ONE prompt connects and signs in.
  const wallet = await openWalletPage(context)
  await wallet.getByRole('textbox', { name: 'Pairing URI' }).fill(uri)
  await wallet.getByRole('button', { name: 'Pair' }).click()
  const panel = wallet.getByRole('dialog', { name: 'Portico Test Wallet' })
  await expect(panel).toContainText('Sign in to')
  await expect(panel).toContainText(
    `${new URL(stack.appUrl).host} wants you to sign in with your Ethereum account:`,
  )
  await panel.getByRole('button', { name: 'Approve' }).click()
  await expect(panel).toHaveCount(0)

  // Page A: connected and signed in, without the Sign In view.
  const accountButton = page.getByRole('button', { name: short })
  await expect(accountButton).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)
  const item = wallet.getByRole('listitem').filter({ hasText: new URL(stack.appUrl).host })
  await expect(item).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const signedIn = page.getByRole('main').getByText('Signed in with your wallet.')
  await expect(signedIn).toBeVisible()
  await accountButton.click()
  const accountView = page.getByRole('dialog', { name: 'Account' })

  // Send from page A; the wallet page prompts; the devnet balance moves.
  const before = await devnet.getBalance({ address: receiver })
  await accountView.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('textbox', { name: 'Amount' }).fill('0.5')
  await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiver)
  await send.getByRole('button', { name: 'Preview' }).click()
  await page
    .getByRole('dialog', { name: 'Review Send' })
    .getByRole('button', { name: 'Send', exact: true })
    .click()
  await expect(panel).toContainText('Send transaction')
  await panel.getByRole('button', { name: 'Approve' }).click()
  await expect
    .poll(() => devnet.getBalance({ address: receiver }), { timeout: 20_000 })
    .toBe(before + parseEther('0.5'))
  await page.keyboard.press('Escape')

  // Reload page A: still connected and signed in, and the wallet asks nothing.
  await page.reload()
  await expect(accountButton).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
  await expect(signedIn).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toHaveCount(0)
  await expect(panel).toHaveCount(0)

  // Disconnect in the app ends the session on both sides.
  await accountButton.click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(item).toHaveCount(0)
})
