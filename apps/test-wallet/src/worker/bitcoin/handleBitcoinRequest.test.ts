import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bitcoinRegtestPrefixes } from '@portico/bitcoin'
import { verifyBip322 } from '@portico/bitcoin/bip322'
import {
  type BitcoinDevnetKey,
  getBitcoinDevnetKeys,
  type StartBitcoinDevnetReturnType,
  startBitcoinDevnet,
} from '@portico/devnet'
import { devnetMnemonic } from '@portico/devnet/chains'
import { OutScript, p2wpkh, SigHash, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resolveWalletConfig } from '../../build/resolveWalletConfig'
import type { ApprovalPrompt } from '../../messages'
import { createMemoryStore } from '../walletStore'
import type { BitcoinPageAccount, BitcoinWalletContext } from './bitcoinWalletContext'
import { deriveBitcoinAccount } from './deriveBitcoinAccount'
import { handleBitcoinRequest } from './handleBitcoinRequest'

const account = deriveBitcoinAccount({ mnemonic: devnetMnemonic })
const withScript = (key: BitcoinDevnetKey) => ({
  ...key,
  script: p2wpkh(Buffer.from(key.publicKey, 'hex'), bitcoinRegtestPrefixes).script,
})
const keys = getBitcoinDevnetKeys(3)
// Devnet keys 1 and 2: another owner's input and the payee.
const other = withScript(keys[1] as BitcoinDevnetKey)
const recipient = withScript(keys[2] as BitcoinDevnetKey)
const origin = 'http://127.0.0.1:3000'
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))

/** A wallet whose "person" answers prompts from `answers`, recording what was shown. */
function setup(answers: boolean[] = []) {
  const prompts: ApprovalPrompt[] = []
  const events: { event: string; data: unknown; origin?: string | undefined }[] = []
  const context: BitcoinWalletContext = {
    origin,
    account,
    config: resolveWalletConfig(),
    store: createMemoryStore({ defaultChainId: 31337 }),
    async approve(prompt) {
      prompts.push(prompt)
      const answer = answers.shift()
      if (answer === undefined) throw new Error(`unexpected prompt: ${prompt.title}`)
      return answer
    },
    emit: (event, data, only) => events.push({ event, data, origin: only }),
  }
  const request = (method: string, params: Record<string, unknown> = {}) =>
    handleBitcoinRequest(context, { method, params })
  return { context, prompts, events, request }
}

/** A connected wallet (its connect prompt approved, the prompt list emptied). */
async function connected(answers: boolean[] = []) {
  const wallet = setup([true, ...answers])
  await wallet.request('bitcoin_connect', { purposes: ['payment'] })
  wallet.prompts.length = 0
  return wallet
}

/**
 * A PSBT spending 0.5 BTC of the wallet's (input 0) and 0.25 BTC of another devnet key's
 * (input 1), paying 0.6 BTC to a third key and 0.1499 BTC back to the wallet (fee 0.0001 BTC).
 */
function payment() {
  const transaction = new Transaction()
  transaction.addInput({
    txid: new Uint8Array(32).fill(0xa1),
    index: 0,
    witnessUtxo: { script: account.script, amount: 50_000_000n },
  })
  transaction.addInput({
    txid: new Uint8Array(32).fill(0xb2),
    index: 3,
    witnessUtxo: { script: other.script, amount: 25_000_000n },
  })
  transaction.addOutputAddress(recipient.address, 60_000_000n, bitcoinRegtestPrefixes)
  transaction.addOutput({ script: account.script, amount: 14_990_000n })
  return transaction
}

/** Whether input `index`'s partial signature by the wallet's key verifies (BIP-143 digest). */
function verifies(transaction: Transaction, index: number, amount: bigint): boolean {
  const [entry] = transaction.getInput(index).partialSig ?? []
  if (!entry) return false
  const [publicKey, signature] = entry
  const sigHash = signature.at(-1) as number
  const scriptCode = OutScript.encode({ type: 'pkh', hash: account.script.slice(2) })
  const digest = transaction.preimageWitnessV0(index, scriptCode, sigHash, amount)
  return secp256k1.verify(signature.slice(0, -1), digest, publicKey, {
    format: 'der',
    prehash: false,
  })
}

describe('handleBitcoinRequest: connect', () => {
  test('bitcoin_connect asks once per origin and answers the payment account (address, public key)', async () => {
    const { request, prompts, events } = setup([true])
    const expected: BitcoinPageAccount[] = [
      { address: account.address, publicKey: toBase64(account.publicKey) },
    ]
    expect(await request('bitcoin_connect', { purposes: ['payment', 'ordinals'] })).toEqual(
      expected,
    )
    expect(prompts).toEqual([
      {
        title: `Connect to ${origin} (Bitcoin)`,
        details: [
          `${origin} asks to see your Bitcoin payment address ${account.address}.`,
          'Network: Bitcoin Regtest',
        ],
      },
    ])
    expect(events).toEqual([{ event: 'bitcoin:accountsChanged', data: expected, origin }])
    expect(await request('bitcoin_connect', {})).toEqual(expected)
    expect(prompts).toHaveLength(1)
    expect(fromBase64(expected[0]?.publicKey ?? '')).toHaveLength(33)
  })

  test('Reject is 4001 whose message says "rejected"; nothing is granted', async () => {
    const { request, context } = setup([false])
    await expect(request('bitcoin_connect')).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect((await context.store.read()).bitcoinPermissions).toEqual({})
  })

  test('an ordinals-only or malformed purposes list is -32602 without a prompt', async () => {
    const { request, prompts } = setup()
    await expect(request('bitcoin_connect', { purposes: ['ordinals'] })).rejects.toMatchObject({
      code: -32602,
      message: 'The Portico Test Wallet has a payment account only (no ordinals account)',
    })
    await expect(request('bitcoin_connect', { purposes: 'payment' })).rejects.toMatchObject({
      code: -32602,
    })
    expect(prompts).toEqual([])
  })

  test('bitcoin_disconnect forgets the origin (event with no accounts); the Solana and EVM grants are apart', async () => {
    const { request, events, context } = await connected()
    events.length = 0
    expect(await request('bitcoin_disconnect')).toBeNull()
    expect(events).toEqual([{ event: 'bitcoin:accountsChanged', data: [], origin }])
    const state = await context.store.read()
    expect(state.bitcoinPermissions).toEqual({})
    expect(state.solanaPermissions).toEqual({})
    expect(state.permissions).toEqual({})
  })

  test('bitcoin_accounts answers the account without a prompt once connected, else none', async () => {
    const fresh = setup()
    expect(await fresh.request('bitcoin_accounts')).toEqual([])
    const { request, prompts } = await connected()
    expect(await request('bitcoin_accounts')).toEqual([
      { address: account.address, publicKey: toBase64(account.publicKey) },
    ])
    expect(prompts).toEqual([])
  })

  test('an unknown bitcoin_ method is 4200', async () => {
    const { request } = setup()
    await expect(request('bitcoin_signAndSendTransaction')).rejects.toMatchObject({ code: 4200 })
  })
})

describe('handleBitcoinRequest: signMessage', () => {
  test('shows the text, signs it with BIP-322 simple; the signature verifies (verifyBip322)', async () => {
    const { request, prompts } = await connected([true])
    const message = `Hello from ${origin}`
    const { signature } = (await request('bitcoin_signMessage', {
      address: account.address,
      message: toBase64(new TextEncoder().encode(message)),
    })) as { signature: string }
    expect(prompts).toEqual([
      {
        title: 'Sign message (Bitcoin)',
        details: [`${origin} asks you to sign with ${account.address} (BIP-322):`, message],
        warnings: undefined,
      },
    ])
    const verify = (text: string, address = account.address) =>
      verifyBip322({ address, message: text, signature, network: bitcoinRegtestPrefixes })
    expect(await verify(message)).toBe(true)
    expect(await verify(`${message}!`)).toBe(false)
    expect(await verify(message, other.address)).toBe(false)
  })

  test('a Bitcoin sign-in message of this site is titled "Sign in to"; another site’s is 4100 without a prompt', async () => {
    const { request, prompts } = await connected([true])
    // CAIP-122 for bip122 (btc-common.md §6), written out: core's formatter has no bip122 yet.
    const signIn = (domain: string, uri: string) =>
      [
        `${domain} wants you to sign in with your Bitcoin account:`,
        account.address,
        '',
        `URI: ${uri}`,
        'Version: 1',
        'Chain ID: bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        'Nonce: a1b2c3d4e5f6a7b8c9',
        'Issued At: 2026-11-29T15:00:00.000Z',
      ].join('\n')
    const own = signIn('127.0.0.1:3000', origin)
    expect(own.split('\n')[0]).toBe(
      '127.0.0.1:3000 wants you to sign in with your Bitcoin account:',
    )
    const { signature } = (await request('bitcoin_signMessage', {
      address: account.address,
      message: toBase64(new TextEncoder().encode(own)),
    })) as { signature: string }
    expect(prompts[0]?.title).toBe('Sign in to 127.0.0.1:3000')
    expect(
      await verifyBip322({
        address: account.address,
        message: own,
        signature,
        network: bitcoinRegtestPrefixes,
      }),
    ).toBe(true)
    await expect(
      request('bitcoin_signMessage', {
        address: account.address,
        message: toBase64(
          new TextEncoder().encode(signIn('portico.example', 'https://portico.example')),
        ),
      }),
    ).rejects.toMatchObject({
      code: 4100,
      message: `The wallet refuses to sign this sign-in message: it is for portico.example, but ${origin} asked for it.`,
    })
    expect(prompts).toHaveLength(1)
  })

  test('bytes that are not text are shown in base64; Reject is 4001; a stranger 4100; another account -32602', async () => {
    const { request, prompts } = await connected([false])
    const bytes = toBase64(new Uint8Array([0, 1, 2, 255]))
    await expect(
      request('bitcoin_signMessage', { address: account.address, message: bytes }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(prompts[0]?.details[1]).toBe(`4 bytes (not text): ${bytes}`)
    await expect(
      request('bitcoin_signMessage', { address: other.address, message: bytes }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      request('bitcoin_signMessage', { address: account.address, message: 7 }),
    ).rejects.toMatchObject({ code: -32602, message: 'The message must be base64 bytes' })
    await expect(
      setup().request('bitcoin_signMessage', { address: account.address, message: bytes }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})

describe('handleBitcoinRequest: signTransaction', () => {
  test('shows inputs, outputs in BTC and the fee, signs only the listed input, returns the PSBT unfinalized', async () => {
    const { request, prompts } = await connected([true])
    const unsigned = payment()
    const { signedPsbt } = (await request('bitcoin_signTransaction', {
      psbt: toBase64(unsigned.toPSBT()),
      inputsToSign: [{ address: account.address, signingIndexes: [0] }],
    })) as { signedPsbt: string }
    expect(prompts).toEqual([
      {
        title: 'Sign transaction (Bitcoin)',
        details: [
          `${origin} asks you to sign with ${account.address}:`,
          `Input 0: 0.5 BTC from ${account.address} (yours, signed here)`,
          `Input 1: 0.25 BTC from ${other.address} (not yours)`,
          `Output 0: 0.6 BTC to ${recipient.address}`,
          `Output 1: 0.1499 BTC to ${account.address} (change, yours)`,
          'Fee: 0.0001 BTC',
        ],
        warnings: undefined,
      },
    ])
    const signed = Transaction.fromPSBT(fromBase64(signedPsbt))
    expect(signed.id).toBe(unsigned.id)
    expect(verifies(signed, 0, 50_000_000n)).toBe(true)
    expect(signed.getInput(0).finalScriptWitness).toBeUndefined()
    expect(signed.getInput(1).partialSig).toBeUndefined()
    // The other key signs its input; the whole transaction then finalizes and has a witness each.
    signed.signIdx(other.privateKey, 1)
    signed.finalize()
    expect(signed.getInput(0).finalScriptWitness?.[1]).toEqual(account.publicKey)
    expect(signed.isFinal).toBe(true)
  })

  test('a sigHash given in inputsToSign is used and warned about', async () => {
    const { request, prompts } = await connected([true])
    const { signedPsbt } = (await request('bitcoin_signTransaction', {
      psbt: toBase64(payment().toPSBT()),
      inputsToSign: [
        {
          address: account.address,
          signingIndexes: [0],
          sigHash: SigHash.ALL_ANYONECANPAY,
        },
      ],
    })) as { signedPsbt: string }
    expect(prompts[0]?.warnings).toEqual([
      'Input 0 is signed with SIGHASH_ALL|ANYONECANPAY: others can change the parts of the transaction it does not cover.',
    ])
    const signed = Transaction.fromPSBT(fromBase64(signedPsbt))
    expect(signed.getInput(0).partialSig?.[0]?.[1].at(-1)).toBe(SigHash.ALL_ANYONECANPAY)
    expect(verifies(signed, 0, 50_000_000n)).toBe(true)
  })

  test('asking to sign an input that is not the account’s is -32602 before any prompt', async () => {
    const { request, prompts } = await connected()
    await expect(
      request('bitcoin_signTransaction', {
        psbt: toBase64(payment().toPSBT()),
        inputsToSign: [{ address: account.address, signingIndexes: [0, 1] }],
      }),
    ).rejects.toMatchObject({
      code: -32602,
      message: `Input 1 is not this wallet’s: the wallet signs only inputs that spend ${account.address}`,
    })
    expect(prompts).toEqual([])
  })

  test('bad requests are -32602 without a prompt; a stranger is 4100; Reject is 4001', async () => {
    const psbt = toBase64(payment().toPSBT())
    const mine = (signingIndexes: unknown, extra: Record<string, unknown> = {}) => ({
      psbt,
      inputsToSign: [{ address: account.address, signingIndexes, ...extra }],
    })
    const noPrevout = new Transaction()
    noPrevout.addInput({ txid: new Uint8Array(32).fill(1), index: 0 })
    noPrevout.addOutput({ script: account.script, amount: 1000n })
    const { request, prompts } = await connected([false])
    const cases: [Record<string, unknown>, string][] = [
      [{ psbt, inputsToSign: [] }, 'inputsToSign must be a non-empty list'],
      [
        { psbt, inputsToSign: [{ address: other.address, signingIndexes: [1] }] },
        'The account is not this wallet’s Bitcoin account',
      ],
      [{ ...mine([0]), psbt: 'not base64!' }, 'The psbt must be base64 bytes'],
      [{ ...mine([0]), psbt: toBase64(new Uint8Array([1, 2, 3])) }, 'The psbt is not a valid PSBT'],
      [mine([]), 'signingIndexes must be a non-empty list'],
      [mine([2]), 'Input 2 is not in the PSBT (it has 2 inputs)'],
      [mine([0, 0]), 'Input 0 is listed twice'],
      [mine([0], { sigHash: 0 }), 'Unsupported sigHash 0'],
      [{ ...mine([0]), chain: 'bitcoin:mainnet' }, 'Unknown Bitcoin chain "bitcoin:mainnet"'],
      [
        { psbt: toBase64(noPrevout.toPSBT()), inputsToSign: mine([0]).inputsToSign },
        'Input 0 has no witnessUtxo',
      ],
    ]
    for (const [params, message] of cases) {
      const error = await request('bitcoin_signTransaction', params).catch((e: unknown) => e)
      expect(error).toMatchObject({ code: -32602 })
      expect((error as Error).message).toContain(message)
    }
    expect(prompts).toEqual([])
    await expect(request('bitcoin_signTransaction', mine([0]))).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    const stranger = setup()
    await expect(stranger.request('bitcoin_signTransaction', mine([0]))).rejects.toMatchObject({
      code: 4100,
    })
  })
})

describe('handleBitcoinRequest: signTransaction on the Bitcoin devnet', () => {
  let devnet: StartBitcoinDevnetReturnType
  beforeAll(async () => {
    devnet = await startBitcoinDevnet({ port: 0 })
  })
  afterAll(() => devnet?.stop())

  const getJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${devnet.esploraUrl}${path}`)
    expect(response.status, path).toBe(200)
    return (await response.json()) as T
  }

  test('the signed PSBT of a payment from the wallet’s UTXO finalizes, is accepted and mined', async () => {
    const [utxo] = await getJson<{ txid: string; vout: number; value: number }[]>(
      `/address/${account.address}/utxo`,
    )
    if (!utxo) throw new Error(`no UTXO for ${account.address}`)
    const amount = 10_000_000n
    const fee = 2_000n
    const unsigned = new Transaction()
    unsigned.addInput({
      txid: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: account.script, amount: BigInt(utxo.value) },
    })
    unsigned.addOutputAddress(recipient.address, amount, bitcoinRegtestPrefixes)
    unsigned.addOutput({ script: account.script, amount: BigInt(utxo.value) - amount - fee })
    const { request, prompts } = await connected([true])
    const { signedPsbt } = (await request('bitcoin_signTransaction', {
      psbt: toBase64(unsigned.toPSBT()),
      chain: 'bitcoin:regtest',
      inputsToSign: [{ address: account.address, signingIndexes: [0] }],
    })) as { signedPsbt: string }
    expect(prompts[0]?.details).toContain('Fee: 0.00002 BTC')
    const signed = Transaction.fromPSBT(fromBase64(signedPsbt))
    signed.finalize()
    const response = await fetch(`${devnet.esploraUrl}/tx`, { method: 'POST', body: signed.hex })
    expect(await response.text()).toBe(signed.id)
    const status = await getJson<{ confirmed: boolean }>(`/tx/${signed.id}/status`)
    expect(status.confirmed).toBe(true)
    const paid = await getJson<{ vout: { scriptpubkey_address?: string; value: number }[] }>(
      `/tx/${signed.id}`,
    )
    expect(paid.vout[0]).toMatchObject({
      scriptpubkey_address: recipient.address,
      value: Number(amount),
    })
  })
})
