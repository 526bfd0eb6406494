import { ed25519 } from '@noble/curves/ed25519.js'
import { formatSiwxMessage } from '@portico/core/siwx'
import { devnetMnemonic, solanaDevnet } from '@portico/devnet/chains'
import { type UsedSolanaDevnet, useSolanaDevnet } from '@portico/devnet/testing'
import {
  type Address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resolveWalletConfig } from '../../build/resolveWalletConfig'
import type { ApprovalPrompt } from '../../messages'
import { createMemoryStore } from '../walletStore'
import { deriveSolanaAccount } from './deriveSolanaAccount'
import { handleSolanaRequest } from './handleSolanaRequest'
import type { SolanaPageAccount, SolanaWalletContext } from './solanaWalletContext'

const account = deriveSolanaAccount({ mnemonic: devnetMnemonic })
const origin = 'http://127.0.0.1:3000'
const chainId = solanaDevnet.caipNetworkId
const toBase64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
const fromBase64 = (text: string) => new Uint8Array(getBase64Encoder().encode(text))

let devnet: UsedSolanaDevnet
beforeAll(async () => {
  devnet = await useSolanaDevnet()
})
afterAll(() => devnet.stop())

/** A wallet whose "person" answers prompts from `answers`, recording what was shown. */
function setup(answers: boolean[] = []) {
  const config = resolveWalletConfig({ solanaRpcUrls: { [chainId]: devnet.rpcUrl } })
  const prompts: ApprovalPrompt[] = []
  const events: { event: string; data: unknown; origin?: string | undefined }[] = []
  const context: SolanaWalletContext = {
    origin,
    account,
    config,
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
    handleSolanaRequest(context, { method, params })
  return { context, prompts, events, request }
}

/** An unsigned wire transaction (base64) paid by the wallet's account, on a fresh blockhash. */
async function unsignedTransaction(instructions: Instruction[]): Promise<string> {
  const rpc = createSolanaRpc(devnet.rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(account.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return toBase64(new Uint8Array(getTransactionEncoder().encode(compileTransaction(message))))
}

const transferSol = (destination: Address, amount: bigint) =>
  getTransferSolInstruction({ source: createNoopSigner(account.address), destination, amount })

describe('handleSolanaRequest: connect', () => {
  test('the wallet’s account is the devnet’s account 0', () => {
    expect(account.address).toBe(devnet.accounts[0]?.address)
  })

  test('connect prompts once per origin; silent connect never prompts; disconnect forgets', async () => {
    const { request, prompts, events } = setup([true])
    expect(await request('solana:connect', { silent: true })).toEqual([])
    const expected: SolanaPageAccount[] = [
      { address: account.address, publicKey: toBase64(account.publicKey) },
    ]
    expect(await request('solana:connect')).toEqual(expected)
    expect(prompts.map((p) => p.title)).toEqual([`Connect to ${origin} (Solana)`])
    expect(prompts[0]?.details).toContain(`Networks: ${solanaDevnet.name}`)
    expect(await request('solana:connect', { silent: true })).toEqual(expected)
    expect(await request('solana:connect')).toEqual(expected)
    expect(prompts).toHaveLength(1)
    expect(await request('solana:disconnect')).toBeNull()
    expect(await request('solana:connect', { silent: true })).toEqual([])
    expect(events).toEqual([
      { event: 'solana:accountsChanged', data: expected, origin },
      { event: 'solana:accountsChanged', data: [], origin },
    ])
  })

  test('a rejected connection is 4001 and stores nothing; EVM and Solana grants are apart', async () => {
    const { request, context } = setup([false])
    await expect(request('solana:connect')).rejects.toMatchObject({
      code: 4001,
      shortMessage: 'User rejected the request.',
    })
    const state = await context.store.read()
    expect(state.solanaPermissions).toEqual({})
    expect(state.permissions).toEqual({})
  })

  test('an unknown method is 4200; params that are not an object are -32602', async () => {
    const { context } = setup()
    await expect(
      handleSolanaRequest(context, { method: 'solana:signIn', params: {} }),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(
      handleSolanaRequest(context, { method: 'solana:connect', params: [] }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})

describe('handleSolanaRequest: signMessage', () => {
  const hello = toBase64(new TextEncoder().encode('hello portico'))

  test('needs the connection (4100), then approval, and signs the exact bytes with ed25519', async () => {
    const { request, prompts } = setup([true, true])
    await expect(
      request('solana:signMessage', { address: account.address, message: hello }),
    ).rejects.toMatchObject({ code: 4100 })
    await request('solana:connect')
    const { signature } = (await request('solana:signMessage', {
      address: account.address,
      message: hello,
    })) as { signature: string }
    expect(prompts[1]).toMatchObject({ title: 'Sign message (Solana)' })
    expect(prompts[1]?.details).toContain('hello portico')
    expect(ed25519.verify(fromBase64(signature), fromBase64(hello), account.publicKey)).toBe(true)
  })

  test('rejected is 4001; another account is -32602 without a prompt', async () => {
    const { request, prompts } = setup([true, false])
    await request('solana:connect')
    await expect(
      request('solana:signMessage', { address: account.address, message: hello }),
    ).rejects.toMatchObject({ code: 4001 })
    await expect(
      request('solana:signMessage', { address: devnet.accounts[1]?.address, message: hello }),
    ).rejects.toMatchObject({ code: -32602 })
    expect(prompts).toHaveLength(2)
  })

  test('refuses a Solana sign-in message for another site before any prompt; shows a matching one', async () => {
    const { request, prompts } = setup([true, true])
    await request('solana:connect')
    const siws = (domain: string, uri: string) =>
      toBase64(
        new TextEncoder().encode(
          formatSiwxMessage({
            domain,
            accountAddress: account.address,
            uri,
            version: '1',
            // core's CAIP-2 parser knows the public clusters only (not the local chain yet).
            chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
            nonce: 'a1b2c3d4e5f6a7b8c9',
            issuedAt: '2026-11-25T10:00:00.000Z',
          }),
        ),
      )
    await expect(
      request('solana:signMessage', {
        address: account.address,
        message: siws('portico.example', 'https://portico.example'),
      }),
    ).rejects.toMatchObject({
      code: 4100,
      shortMessage: `The wallet refuses to sign this sign-in message: it is for portico.example, but ${origin} asked for it.`,
    })
    await expect(
      request('solana:signMessage', {
        address: account.address,
        message: siws('127.0.0.1:3000', 'http://evil.example'),
      }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(prompts).toHaveLength(1)
    const message = siws('127.0.0.1:3000', origin)
    const { signature } = (await request('solana:signMessage', {
      address: account.address,
      message,
    })) as { signature: string }
    expect(prompts[1]).toMatchObject({
      title: 'Sign in to 127.0.0.1:3000',
      warnings: [
        `Sign-in to 127.0.0.1:3000: the domain and URI match the requesting site ${origin}.`,
      ],
    })
    expect(ed25519.verify(fromBase64(signature), fromBase64(message), account.publicKey)).toBe(true)
  })
})

describe('handleSolanaRequest: transactions', () => {
  test('signTransaction shows the SOL transfer and returns the transaction signed by the wallet', async () => {
    const { request, prompts } = setup([true, true])
    await request('solana:connect')
    const recipient = (await generateKeyPairSigner()).address
    const transaction = await unsignedTransaction([transferSol(recipient, 12_345_000n)])
    const { signedTransaction } = (await request('solana:signTransaction', {
      address: account.address,
      transaction,
      chain: chainId,
    })) as { signedTransaction: string }
    expect(prompts[1]?.title).toBe('Sign transaction (Solana)')
    expect(prompts[1]?.details).toEqual([
      `${origin} asks you to sign:`,
      `Fee payer: ${account.address}`,
      `System Program: transfer 0.012345 SOL from ${account.address} to ${recipient}`,
    ])
    const signed = getTransactionDecoder().decode(fromBase64(signedTransaction))
    const signature = signed.signatures[account.address]
    expect(signature).toBeTruthy()
    expect(
      ed25519.verify(
        new Uint8Array(signature as Uint8Array),
        new Uint8Array(signed.messageBytes),
        account.publicKey,
      ),
    ).toBe(true)
  })

  test('signAndSendTransaction lands the transfer on the chain and returns its signature', async () => {
    const { request, prompts } = setup([true, true])
    await request('solana:connect')
    const rpc = createSolanaRpc(devnet.rpcUrl)
    const recipient = (await generateKeyPairSigner()).address
    const before = (await rpc.getBalance(account.address).send()).value
    const { signature } = (await request('solana:signAndSendTransaction', {
      address: account.address,
      transaction: await unsignedTransaction([transferSol(recipient, 10_000_000n)]),
      chain: chainId,
      options: { commitment: 'confirmed' },
    })) as { signature: string }
    expect(prompts[1]?.title).toBe('Send transaction (Solana)')
    expect(prompts[1]?.details[0]).toBe(
      `${origin} asks you to sign and send to ${solanaDevnet.name}:`,
    )
    const id = getBase58Decoder().decode(fromBase64(signature))
    const landed = await rpc
      .getTransaction(id as Parameters<typeof rpc.getTransaction>[0], {
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    const fee = landed?.meta?.fee ?? -1n
    expect((await rpc.getBalance(recipient).send()).value).toBe(10_000_000n)
    expect((await rpc.getBalance(account.address).send()).value).toBe(
      before - 10_000_000n - BigInt(fee),
    )
  })

  test('a rejected send is 4001 and nothing reaches the chain', async () => {
    const { request } = setup([true, false])
    await request('solana:connect')
    const recipient = (await generateKeyPairSigner()).address
    await expect(
      request('solana:signAndSendTransaction', {
        address: account.address,
        transaction: await unsignedTransaction([transferSol(recipient, 10_000_000n)]),
        chain: chainId,
      }),
    ).rejects.toMatchObject({ code: 4001 })
    const rpc = createSolanaRpc(devnet.rpcUrl)
    expect((await rpc.getBalance(recipient).send()).value).toBe(0n)
  })

  test('a failed preflight keeps the RPC’s code (-32002)', async () => {
    const { request } = setup([true, true])
    await request('solana:connect')
    const recipient = (await generateKeyPairSigner()).address
    await expect(
      request('solana:signAndSendTransaction', {
        address: account.address,
        // Below the rent-exempt minimum for a new account: the runtime refuses it.
        transaction: await unsignedTransaction([transferSol(recipient, 1n)]),
        chain: chainId,
      }),
    ).rejects.toMatchObject({ code: -32002 })
  })

  test('bad bytes, a transaction without this wallet as signer, an unknown chain: -32602, no prompt', async () => {
    const { request, prompts } = setup([true])
    await request('solana:connect')
    const other = createNoopSigner((await generateKeyPairSigner()).address)
    const rpc = createSolanaRpc(devnet.rpcUrl)
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const foreign = toBase64(
      new Uint8Array(
        getTransactionEncoder().encode(
          compileTransaction(
            pipe(
              createTransactionMessage({ version: 0 }),
              (m) => setTransactionMessageFeePayer(other.address, m),
              (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
              (m) =>
                appendTransactionMessageInstructions(
                  [
                    getTransferSolInstruction({
                      source: other,
                      destination: other.address,
                      amount: 1n,
                    }),
                  ],
                  m,
                ),
            ),
          ),
        ),
      ),
    )
    const cases: [Record<string, unknown>, string][] = [
      [
        { address: account.address, transaction: toBase64(new Uint8Array([1, 2, 3])) },
        'This is not a Solana transaction',
      ],
      [
        { address: account.address, transaction: foreign },
        'The transaction does not need this wallet’s signature',
      ],
      [
        {
          address: account.address,
          transaction: foreign,
          chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        },
        'Unknown Solana chain',
      ],
    ]
    for (const [params, message] of cases) {
      const failure = request('solana:signTransaction', params)
      await expect(failure).rejects.toMatchObject({ code: -32602 })
      await expect(failure).rejects.toThrow(message)
    }
    expect(prompts).toHaveLength(1)
  })
})
