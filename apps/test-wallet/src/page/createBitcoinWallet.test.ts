import { bitcoinRegtestPrefixes } from '@portico/bitcoin'
import { verifyBip322 } from '@portico/bitcoin/bip322'
import { getBitcoinDevnetKeys } from '@portico/devnet'
import { devnetMnemonic } from '@portico/devnet/chains'
import { Transaction } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { resolveWalletConfig } from '../build/resolveWalletConfig'
import { pageChannel, type WalletEventName } from '../messages'
import { deriveBitcoinAccount } from '../worker/bitcoin/deriveBitcoinAccount'
import { handleBitcoinRequest } from '../worker/bitcoin/handleBitcoinRequest'
import { serveWorkerMessage } from '../worker/serveWorkerMessage'
import { createMemoryStore } from '../worker/walletStore'
import { createBitcoinWallet } from './createBitcoinWallet'
import { bitcoinWalletName, walletInfo } from './walletInfo'

const origin = 'http://127.0.0.1:3000'
const account = deriveBitcoinAccount({ mnemonic: devnetMnemonic })

/**
 * The page's wallet wired to the worker's real Bitcoin handler. Only the browser's transport is
 * stood in for: `window.postMessage` (a listener list) and the content script's relay to the
 * worker (a direct call of `serveWorkerMessage`); the "person" answers prompts from `answers`.
 */
function setup(answers: boolean[], store = createMemoryStore({ defaultChainId: 31337 })) {
  type Listener = (event: { source: unknown; data: unknown }) => void
  const listeners: Listener[] = []
  const target = {
    addEventListener: (_type: string, listener: Listener) => void listeners.push(listener),
    postMessage(data: unknown) {
      setTimeout(() => {
        for (const listener of [...listeners]) listener({ source: target, data })
      })
    },
  }
  const prompts: string[] = []
  const context = {
    origin,
    account,
    config: resolveWalletConfig(),
    store,
    async approve(prompt: { title: string }) {
      prompts.push(prompt.title)
      return answers.shift() ?? false
    },
    emit: (event: WalletEventName, data: unknown) =>
      target.postMessage({ channel: pageChannel, direction: 'to-page', event, data }),
  }
  // The content script: relays the page's requests and answers them on the page's window.
  listeners.push(({ data }) => {
    const message = data as { channel?: string; direction?: string; id: string; request: never }
    if (message.channel !== pageChannel || message.direction !== 'to-wallet') return
    void serveWorkerMessage({
      message: { kind: 'request', request: message.request },
      handlers: {
        evm: async () => null,
        solana: async () => null,
        bitcoin: (request) => handleBitcoinRequest(context, request),
      },
    }).then((response) =>
      target.postMessage({
        channel: pageChannel,
        direction: 'to-page',
        id: message.id,
        ...response,
      }),
    )
  })
  const wallet = createBitcoinWallet({
    target: target as unknown as Window,
    info: { name: bitcoinWalletName, icon: walletInfo.icon },
  })
  return { wallet, prompts, store }
}

describe('createBitcoinWallet', () => {
  test('a Wallet Standard Bitcoin wallet of its own name with the §4 features', () => {
    const { wallet } = setup([])
    expect(wallet.name).toBe('Portico Bitcoin Test Wallet')
    expect(wallet.icon).toBe(walletInfo.icon)
    expect(wallet.chains).toEqual(['bitcoin:regtest'])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'bitcoin:connect',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.accounts).toEqual([])
    expect('rdns' in wallet).toBe(false)
  })

  test('connect gives the payment account (address, 33-byte key, chains, features) and emits change; disconnect empties it', async () => {
    const { wallet, prompts } = setup([true])
    const changes: string[][] = []
    wallet.features['standard:events'].on('change', ({ accounts }) =>
      changes.push((accounts ?? []).map((a) => a.address)),
    )
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['payment'],
    })
    expect(prompts).toEqual([`Connect to ${origin} (Bitcoin)`])
    expect(accounts).toHaveLength(1)
    const [connected] = accounts
    expect(connected?.address).toBe(getBitcoinDevnetKeys(1)[0]?.address)
    expect(connected?.publicKey).toEqual(account.publicKey)
    expect(connected?.publicKey).toHaveLength(33)
    expect(connected?.chains).toEqual(['bitcoin:regtest'])
    expect(connected?.features).toEqual(['bitcoin:signMessage', 'bitcoin:signTransaction'])
    expect(wallet.accounts.map((a) => a.address)).toEqual([account.address])
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    expect(changes).toEqual([[account.address], []])
  })

  test('restore (a reload) finds the connected site’s account without a prompt', async () => {
    const first = setup([true])
    await first.wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const reloaded = setup([], first.store)
    expect(reloaded.wallet.accounts).toEqual([])
    await reloaded.wallet.restore()
    expect(reloaded.wallet.accounts.map((a) => a.address)).toEqual([account.address])
    expect(reloaded.prompts).toEqual([])
    const stranger = setup([])
    await stranger.wallet.restore()
    expect(stranger.wallet.accounts).toEqual([])
  })

  test('signMessage gives the BIP-322 simple signature as bytes (the witness stack); it verifies', async () => {
    const { wallet } = setup([true, true])
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['payment'],
    })
    const message = new TextEncoder().encode('Hello, Bitcoin')
    const [output] = await wallet.features['bitcoin:signMessage'].signMessage({
      account: accounts[0] as never,
      message,
    })
    expect(output?.signedMessage).toEqual(message)
    const signature = Buffer.from(output?.signature ?? []).toString('base64')
    expect(
      await verifyBip322({
        address: account.address,
        message,
        signature,
        network: bitcoinRegtestPrefixes,
      }),
    ).toBe(true)
  })

  test('signTransaction sends the PSBT and inputsToSign, and gives back the signed PSBT bytes', async () => {
    const { wallet } = setup([true, true])
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['payment'],
    })
    const transaction = new Transaction()
    transaction.addInput({
      txid: new Uint8Array(32).fill(9),
      index: 0,
      witnessUtxo: { script: account.script, amount: 100_000n },
    })
    transaction.addOutputAddress(
      getBitcoinDevnetKeys(2)[1]?.address as string,
      90_000n,
      bitcoinRegtestPrefixes,
    )
    const [output] = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt: transaction.toPSBT(),
      chain: 'bitcoin:regtest',
      inputsToSign: [{ account: accounts[0] as never, signingIndexes: [0] }],
    })
    const signed = Transaction.fromPSBT(output?.signedPsbt as Uint8Array)
    expect(signed.id).toBe(transaction.id)
    expect(signed.getInput(0).partialSig?.[0]?.[0]).toEqual(account.publicKey)
  })

  test('a refusal rejects with 4001 "User rejected the request."; an unconnected account with 4100', async () => {
    const { wallet } = setup([false])
    const refused = await wallet.features['bitcoin:connect']
      .connect({ purposes: ['payment'] })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(Error)
    expect(refused).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect((refused as Error).message).toContain('rejected')
    const stranger = { address: account.address, publicKey: account.publicKey } as never
    await expect(
      wallet.features['bitcoin:signTransaction'].signTransaction({
        psbt: new Uint8Array(),
        inputsToSign: [{ account: stranger, signingIndexes: [0] }],
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
