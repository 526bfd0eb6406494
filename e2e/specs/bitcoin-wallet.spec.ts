import type { Page } from '@playwright/test'
import { bitcoinRegtestPrefixes } from '@portico/bitcoin'
import { verifyBip322 } from '@portico/bitcoin/bip322'
import { getBitcoinDevnetKeys } from '@portico/devnet'
import { bitcoinWalletName } from '@portico/test-wallet'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { expect, test } from '../fixtures'

// The test wallet's Bitcoin side (issue 33 item 9): a Wallet Standard wallet of its own name found
// from page script, answering in the extension's approval popup; what it signs is checked here and
// sent to a real Bitcoin devnet (bcoin regtest) started by the test.
const [key, payee] = getBitcoinDevnetKeys(2)
if (!key || !payee) throw new Error('no devnet Bitcoin keys')
const ownScript = p2wpkh(Buffer.from(key.publicKey, 'hex'), bitcoinRegtestPrefixes).script

type Outcome<T> = { result: T } | { error: { code: number; message: string } }

/** Waits for the Bitcoin wallet's registration (Wallet Standard app-ready), keeps it on window. */
function discover(page: Page) {
  return page.evaluate(async (name) => {
    type Found = Record<string, unknown> & {
      features: Record<string, { on?: (e: string, l: (p: unknown) => void) => void }>
    }
    let wallet: Found | undefined
    // It registers once it has asked the worker whether this site is connected: ask until it has.
    for (let tries = 0; !wallet && tries < 50; tries++) {
      const wallets: Found[] = []
      window.dispatchEvent(
        Object.assign(new Event('wallet-standard:app-ready'), {
          detail: {
            register: (...found: Found[]) => {
              wallets.push(...found)
              return () => {}
            },
          },
        }),
      )
      wallet = wallets.find((w) => w.name === name)
      if (!wallet) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    if (!wallet) return undefined
    const changes: string[][] = []
    wallet.features['standard:events']?.on?.('change', (properties) =>
      changes.push(
        (properties as { accounts: { address: string }[] }).accounts.map((a) => a.address),
      ),
    )
    Object.assign(window, { bitcoinWallet: wallet, bitcoinChanges: changes })
    const icons: string[] = []
    window.addEventListener('eip6963:announceProvider', (event) =>
      icons.push((event as CustomEvent).detail.info.icon),
    )
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return {
      name: wallet.name,
      sameIcon: icons.includes(wallet.icon as string),
      rdns: 'rdns' in wallet,
      version: wallet.version,
      chains: wallet.chains,
      features: Object.keys(wallet.features),
      accounts: (wallet.accounts as { address: string }[]).map((a) => a.address),
    }
  }, bitcoinWalletName)
}

/**
 * Calls a feature of the wallet in the page with the wallet's first account; bytes travel as
 * number arrays (`psbt`, `message`), and come back so.
 */
function call<T>(page: Page, feature: string, input: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ feature, input }): Promise<Outcome<T>> => {
      const { bitcoinWallet: wallet } = window as unknown as {
        bitcoinWallet: {
          accounts: { address: string; publicKey: Uint8Array }[]
          features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
        }
      }
      const account = wallet.accounts[0]
      const plain = (value: unknown): unknown => {
        if (value instanceof Uint8Array) return Array.from(value)
        if (Array.isArray(value)) return value.map(plain)
        if (value && typeof value === 'object')
          return Object.fromEntries(
            [...new Set([...Object.keys(value), 'address', 'publicKey', 'chains'])]
              .filter((k) => k in value)
              .map((k) => [k, plain((value as Record<string, unknown>)[k])]),
          )
        return value
      }
      try {
        let result: unknown
        if (feature === 'bitcoin:connect')
          result = await wallet.features[feature]?.connect?.({ purposes: ['payment'] })
        else if (feature === 'bitcoin:signMessage')
          result = await wallet.features[feature]?.signMessage?.({
            account,
            message: new Uint8Array(input.message as number[]),
          })
        else if (feature === 'bitcoin:signTransaction')
          result = await wallet.features[feature]?.signTransaction?.({
            psbt: new Uint8Array(input.psbt as number[]),
            chain: 'bitcoin:regtest',
            inputsToSign: [{ account, signingIndexes: input.signingIndexes }],
          })
        else result = await wallet.features[feature]?.disconnect?.()
        return { result: plain(result) as T }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { error: { code, message } }
      }
    },
    { feature, input },
  )
}

const changes = (page: Page) =>
  page.evaluate(() => (window as unknown as { bitcoinChanges: string[][] }).bitcoinChanges)

test('bitcoin wallet: found by Wallet Standard, connects, signs a BIP-322 message and a PSBT the devnet mines', async ({
  page,
  wallet,
  stack,
}) => {
  // The stack's Bitcoin devnet (the server's Esplora upstream too).
  const bitcoin = stack.bitcoin
  const origin = new URL(stack.appUrl).origin
  await page.goto(stack.appUrl)
  expect(await discover(page)).toEqual({
    name: 'Portico Bitcoin Test Wallet',
    sameIcon: true,
    rdns: false,
    version: '1.0.0',
    chains: ['bitcoin:regtest'],
    features: [
      'bitcoin:connect',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'standard:disconnect',
      'standard:events',
    ],
    accounts: [],
  })

  // connect asks in the popup and gives the payment account.
  const connecting = call<{
    accounts: { address: string; publicKey: number[]; chains: string[] }[]
  }>(page, 'bitcoin:connect')
  await expect(await wallet.panel()).toContainText(`Connect to ${origin} (Bitcoin)`)
  await wallet.approve()
  const connected = await connecting
  if (!('result' in connected)) throw new Error(JSON.stringify(connected))
  const [account] = connected.result.accounts
  expect(account?.address).toBe(key.address)
  expect(Buffer.from(account?.publicKey ?? []).toString('hex')).toBe(key.publicKey)
  expect(account?.chains).toEqual(['bitcoin:regtest'])
  expect(await changes(page)).toEqual([[key.address]])

  // signMessage: BIP-322 simple, verified here as the server's sign-in does.
  const message = `Hello from ${origin}`
  const signing = call<{ signature: number[] }[]>(page, 'bitcoin:signMessage', {
    message: Array.from(new TextEncoder().encode(message)),
  })
  const messagePanel = await wallet.panel()
  await expect(messagePanel).toContainText('Sign message (Bitcoin)')
  await expect(messagePanel).toContainText(message)
  await wallet.approve()
  const signed = await signing
  if (!('result' in signed)) throw new Error(JSON.stringify(signed))
  const signature = Buffer.from(signed.result[0]?.signature ?? []).toString('base64')
  expect(
    await verifyBip322({
      address: key.address,
      message,
      signature,
      network: bitcoinRegtestPrefixes,
    }),
  ).toBe(true)

  // signTransaction: a payment from the account's UTXO on the devnet, shown, signed, mined.
  const utxos = (await (
    await fetch(`${bitcoin.esploraUrl}/address/${key.address}/utxo`)
  ).json()) as { txid: string; vout: number; value: number }[]
  const [utxo] = utxos
  if (!utxo) throw new Error(`no UTXO for ${key.address}`)
  const unsigned = new Transaction()
  unsigned.addInput({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: ownScript, amount: BigInt(utxo.value) },
  })
  unsigned.addOutputAddress(payee.address, 10_000_000n, bitcoinRegtestPrefixes)
  unsigned.addOutput({ script: ownScript, amount: BigInt(utxo.value) - 10_000_000n - 2_000n })
  const sending = call<{ signedPsbt: number[] }[]>(page, 'bitcoin:signTransaction', {
    psbt: Array.from(unsigned.toPSBT()),
    signingIndexes: [0],
  })
  const panel = await wallet.panel()
  await expect(panel).toContainText('Sign transaction (Bitcoin)')
  await expect(panel).toContainText(`Output 0: 0.1 BTC to ${payee.address}`)
  await expect(panel).toContainText('Fee: 0.00002 BTC')
  await wallet.approve()
  const sent = await sending
  if (!('result' in sent)) throw new Error(JSON.stringify(sent))
  const transaction = Transaction.fromPSBT(new Uint8Array(sent.result[0]?.signedPsbt ?? []))
  expect(transaction.isFinal).toBe(false)
  transaction.finalize()
  const broadcast = await fetch(`${bitcoin.esploraUrl}/tx`, {
    method: 'POST',
    body: transaction.hex,
  })
  expect(await broadcast.text()).toBe(transaction.id)
  const status = (await (
    await fetch(`${bitcoin.esploraUrl}/tx/${transaction.id}/status`)
  ).json()) as { confirmed: boolean }
  expect(status.confirmed).toBe(true)

  // A reload keeps the connection: the wallet registers with the account, no popup. Disconnect ends it.
  await page.reload()
  const count = wallet.popupCount()
  expect((await discover(page))?.accounts).toEqual([key.address])
  expect(await call(page, 'standard:disconnect')).toEqual({ result: undefined })
  expect(await changes(page)).toEqual([[]])
  expect(wallet.popupCount()).toBe(count)
})

test('bitcoin wallet: a rejected connection is 4001 "User rejected the request."', async ({
  page,
  wallet,
  stack,
}) => {
  await page.goto(stack.appUrl)
  await discover(page)
  const connecting = call(page, 'bitcoin:connect')
  await wallet.reject()
  expect(await connecting).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
})
