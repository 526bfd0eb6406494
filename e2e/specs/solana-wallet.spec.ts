import { ed25519 } from '@noble/curves/ed25519.js'
import type { Page } from '@playwright/test'
import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getTransactionEncoder,
  pipe,
  type Signature,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { expect, test } from '../fixtures'

// The test wallet's Solana side (issue 12): a Wallet Standard wallet found from page script through
// the `wallet-standard:app-ready` event, answering in the extension's approval popup.
const solanaAccount = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

type Outcome<T> = { result: T } | { error: { code: number; message: string } }

/** Finds the wallet by the Wallet Standard app-ready event; keeps it (and its `change` events) on window. */
function discover(page: Page) {
  return page.evaluate(() => {
    const wallets: { name: string }[] = []
    window.dispatchEvent(
      Object.assign(new Event('wallet-standard:app-ready'), {
        detail: {
          register: (...found: { name: string }[]) => {
            wallets.push(...found)
            return () => {}
          },
        },
      }),
    )
    const wallet = wallets.find((w) => w.name === 'Portico Test Wallet') as
      | (Record<string, unknown> & {
          features: Record<string, { on?: (e: string, l: (p: unknown) => void) => void }>
        })
      | undefined
    if (!wallet) return undefined
    const changes: string[][] = []
    wallet.features['standard:events']?.on?.('change', (properties) =>
      changes.push(
        (properties as { accounts: { address: string }[] }).accounts.map((a) => a.address),
      ),
    )
    Object.assign(window, { solanaWallet: wallet, solanaChanges: changes })
    const eip6963: Record<string, string>[] = []
    window.addEventListener('eip6963:announceProvider', (event) =>
      eip6963.push((event as CustomEvent).detail.info),
    )
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return {
      standard: {
        name: wallet.name,
        icon: wallet.icon,
        rdns: wallet.rdns,
        version: wallet.version,
        chains: wallet.chains,
        features: Object.keys(wallet.features),
      },
      eip6963: eip6963.find((info) => info.rdns === 'dev.portico.testwallet'),
    }
  })
}

/** Calls `wallet.features[feature][method](input)` in the page; bytes travel as number arrays. */
function call<T>(page: Page, feature: string, method: string, input?: Record<string, unknown>) {
  return page.evaluate(
    async ({ feature, method, input }): Promise<Outcome<T>> => {
      const { solanaWallet: wallet } = window as unknown as {
        solanaWallet: {
          accounts: { address: string }[]
          features: Record<string, Record<string, (input?: unknown) => Promise<unknown>>>
        }
      }
      const revive = (value: unknown): unknown =>
        Array.isArray(value) ? new Uint8Array(value) : value
      const plain = (value: unknown): unknown => {
        if (value instanceof Uint8Array) return Array.from(value)
        if (Array.isArray(value)) return value.map(plain)
        if (value && typeof value === 'object')
          return Object.fromEntries(
            Object.keys(value)
              .concat(['address', 'publicKey', 'chains', 'features'].filter((k) => k in value))
              .map((k) => [k, plain((value as Record<string, unknown>)[k])]),
          )
        return value
      }
      const args = input && {
        ...Object.fromEntries(Object.entries(input).map(([k, v]) => [k, revive(v)])),
        ...('account' in input && { account: wallet.accounts[0] }),
      }
      try {
        const fn = wallet.features[feature]?.[method]
        if (!fn) throw new Error(`no ${feature}.${method}`)
        return { result: plain(await fn(args)) as T }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { error: { code, message } }
      }
    },
    { feature, method, input },
  )
}

const changes = (page: Page) =>
  page.evaluate(() => (window as unknown as { solanaChanges: string[][] }).solanaChanges)

test('solana wallet: found by Wallet Standard, connects, signs a message and sends SOL on the local chain', async ({
  page,
  wallet,
  stack,
}) => {
  const origin = new URL(stack.appUrl).origin
  await page.goto(stack.appUrl)
  const found = await discover(page)
  expect(found?.standard).toEqual({
    name: 'Portico Test Wallet',
    icon: found?.eip6963?.icon,
    rdns: 'dev.portico.testwallet',
    version: '1.0.0',
    chains: [stack.solana.caipNetworkId],
    features: [
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ],
  })
  expect(found?.eip6963?.name).toBe('Portico Test Wallet')

  // Silent connect never prompts; connect asks in the popup.
  expect(await call(page, 'standard:connect', 'connect', { silent: true })).toEqual({
    result: { accounts: [] },
  })
  const connecting = call<{ accounts: { address: string; publicKey: number[] }[] }>(
    page,
    'standard:connect',
    'connect',
  )
  await expect(await wallet.panel()).toContainText(`Connect to ${origin} (Solana)`)
  await wallet.approve()
  const connected = await connecting
  if (!('result' in connected)) throw new Error(JSON.stringify(connected))
  const [account] = connected.result.accounts
  expect(account?.address).toBe(solanaAccount)
  expect(await changes(page)).toEqual([[solanaAccount]])
  const publicKey = new Uint8Array(account?.publicKey ?? [])

  // signMessage: an ed25519 signature over the exact bytes, checked here.
  const message = new TextEncoder().encode(`Hello from ${origin}`)
  const signing = call<{ signature: number[]; signedMessage: number[] }>(
    page,
    'solana:signMessage',
    'signMessage',
    { account: true, message: Array.from(message) },
  )
  await expect(await wallet.panel()).toContainText(`Hello from ${origin}`)
  await wallet.approve()
  const signed = await signing
  if (!('result' in signed)) throw new Error(JSON.stringify(signed))
  const [output] = signed.result as unknown as { signature: number[]; signedMessage: number[] }[]
  expect(ed25519.verify(new Uint8Array(output?.signature ?? []), message, publicKey)).toBe(true)

  // A sign-in message for another site is refused by the wallet, without a popup.
  const popups = wallet.popupCount()
  const foreign = new TextEncoder().encode(
    [
      'portico.example wants you to sign in with your Solana account:',
      solanaAccount,
      '',
      'URI: https://portico.example',
      'Version: 1',
      'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Nonce: a1b2c3d4e5f6a7b8c9',
      'Issued At: 2026-11-25T10:00:00.000Z',
    ].join('\n'),
  )
  expect(
    await call(page, 'solana:signMessage', 'signMessage', {
      account: true,
      message: Array.from(foreign),
    }),
  ).toEqual({
    error: {
      code: 4100,
      message: `The wallet refuses to sign this sign-in message: it is for portico.example, but ${origin} asked for it.`,
    },
  })
  expect(wallet.popupCount()).toBe(popups)

  // signAndSendTransaction: a SOL transfer to a fresh address lands on the local chain.
  const rpc = createSolanaRpc(stack.solana.rpcUrl)
  const recipient = (await generateKeyPairSigner()).address
  const amount = 12_300_000n
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const transaction = compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(solanaAccount as Address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: createNoopSigner(solanaAccount as Address),
            destination: recipient,
            amount,
          }),
          m,
        ),
    ),
  )
  const before = (await rpc.getBalance(solanaAccount as Address).send()).value
  const sending = call<{ signature: number[] }[]>(
    page,
    'solana:signAndSendTransaction',
    'signAndSendTransaction',
    {
      account: true,
      chain: stack.solana.caipNetworkId,
      transaction: Array.from(getTransactionEncoder().encode(transaction)),
    },
  )
  const panel = await wallet.panel()
  await expect(panel).toContainText('Send transaction (Solana)')
  await expect(panel).toContainText(
    `System Program: transfer 0.0123 SOL from ${solanaAccount} to ${recipient}`,
  )
  await wallet.approve()
  const sent = await sending
  if (!('result' in sent)) throw new Error(JSON.stringify(sent))
  const signature = getBase58Decoder().decode(
    new Uint8Array(sent.result[0]?.signature ?? []),
  ) as Signature
  const landed = await rpc
    .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
    .send()
  expect(landed?.meta?.err).toBeNull()
  expect((await rpc.getBalance(recipient).send()).value).toBe(amount)
  expect((await rpc.getBalance(solanaAccount as Address).send()).value).toBe(
    before - amount - BigInt(landed?.meta?.fee ?? 0),
  )

  // A reload keeps the connection: silent connect answers without a popup. Disconnect ends it.
  await page.reload()
  await discover(page)
  const count = wallet.popupCount()
  const again = await call<{ accounts: { address: string }[] }>(
    page,
    'standard:connect',
    'connect',
    {
      silent: true,
    },
  )
  expect('result' in again && again.result.accounts.map((a) => a.address)).toEqual([solanaAccount])
  expect(await call(page, 'standard:disconnect', 'disconnect')).toEqual({ result: undefined })
  expect(await changes(page)).toEqual([[solanaAccount], []])
  expect(await call(page, 'standard:connect', 'connect', { silent: true })).toEqual({
    result: { accounts: [] },
  })
  expect(wallet.popupCount()).toBe(count)
})

test('solana wallet: a rejected connection is 4001 and leaves the EVM side unconnected', async ({
  page,
  wallet,
  stack,
}) => {
  await page.goto(stack.appUrl)
  await discover(page)
  const connecting = call(page, 'standard:connect', 'connect')
  await wallet.reject()
  expect(await connecting).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  const evmAccounts = await page.evaluate(async () => {
    let provider: { request(a: unknown): Promise<unknown> } | undefined
    window.addEventListener('eip6963:announceProvider', (event) => {
      provider = (event as CustomEvent).detail.provider
    })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return provider?.request({ method: 'eth_accounts' })
  })
  expect(evmAccounts).toEqual([])
})
