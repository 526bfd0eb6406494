// Sends through the adapter against the real local Solana chain, signed by a real Wallet
// Standard wallet: exact balance changes, fees from the chain, the measured compute budget, the
// recipient's token account created, confirmations by subscription and by the 1 s poll.
import type { AdapterNetwork } from '@portico/core'
import { createFakeClock, SOLANA_COMPUTE_UNIT_LIMIT } from '@portico/core/internal'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairSignerFromBytes,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createKeyWallet, type KeyWallet } from '../test/createKeyWallet'
import {
  type StartSolanaDevnetReturnType,
  solanaNetwork,
  startSolanaDevnet,
} from '../test/solanaFixture'
import { createSolanaAdapter, type SolanaAdapter } from './createSolanaAdapter'
import { getComputeBudget } from './getComputeBudget'
import { getComputeUnitPrice } from './getComputeUnitPrice'

let solana: StartSolanaDevnetReturnType
let network: AdapterNetwork
let rpc: ReturnType<typeof createSolanaRpc>
const unregister: (() => void)[] = []
let nextName = 1

beforeAll(async () => {
  solana = await startSolanaDevnet({ port: 0, wsPort: 0 })
  network = solanaNetwork(solana)
  rpc = createSolanaRpc(solana.rpcUrl)
})
afterAll(() => solana.stop())
afterEach(() => {
  for (const off of unregister.splice(0)) off()
})

async function connected(index: number, without: string[] = [], chainName?: string) {
  const wallet: KeyWallet = await createKeyWallet({
    name: `Send Wallet ${nextName++}`,
    keyPairBytes: solana.accounts[index]?.keyPairBytes as Uint8Array,
    chains: { [chainName ?? solana.caipNetworkId]: solana.rpcUrl },
    without,
  })
  unregister.push(getWallets().register(wallet))
  const adapter = createSolanaAdapter({ networks: [network], storage: null })
  await adapter.connect({ connectorId: wallet.name })
  return { wallet, adapter, from: wallet.account.address }
}
const lamportsOf = async (a: string) => (await rpc.getBalance(address(a)).send()).value
async function tokenAmount(owner: string, mint: string): Promise<bigint | undefined> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const { value } = await rpc.getAccountInfo(ata, { encoding: 'base64' }).send()
  if (!value) return undefined
  return BigInt((await rpc.getTokenAccountBalance(ata).send()).value.amount)
}
async function airdrop(to: string, amount: number) {
  await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [to, amount] }),
  })
}
async function feeOf(hash: string) {
  const tx = await rpc
    .getTransaction(hash as never, { maxSupportedTransactionVersion: 0, encoding: 'json' })
    .send()
  return tx?.meta?.fee
}

describe('SOL sends', () => {
  it('sends SOL with a measured compute budget and the recent priority fee: exact balances, fee as estimated and charged', async () => {
    const { adapter, from, wallet } = await connected(0)
    const to = (await generateKeyPairSigner()).address
    const amount = 1_234_567_890n
    const estimate = await adapter.estimateSend({ from, to, amount })
    // A SOL transfer measures 450 units: the limit is SPEC's 500.
    expect(estimate.gas).toBe(BigInt(SOLANA_COMPUTE_UNIT_LIMIT))
    expect(estimate.rent).toBe(0n) // the amount itself funds the new account
    // Priced at the 75th percentile of what recent blocks paid to write these accounts.
    const unitPrice = await getComputeUnitPrice({ rpc, accounts: [address(from), address(to)] })
    expect(estimate.fee).toBe(
      5_000n + getComputeBudget({ unitsConsumed: 450, unitPrice }).priorityFee,
    )

    const before = await lamportsOf(from)
    const { hash } = await adapter.sendToken({ to, amount })
    expect(wallet.requests.at(-1)).toBe('signAndSendTransaction')
    const outcome = await adapter.waitForTransaction({ hash })
    expect(outcome).toEqual({ status: 'success', fee: estimate.fee })
    expect(await feeOf(hash)).toBe(estimate.fee)
    expect(await lamportsOf(to)).toBe(amount)
    expect(await lamportsOf(from)).toBe(before - amount - outcome.fee)
  })

  it('talks to a wallet that names clusters the Wallet Standard way (solana:localnet)', async () => {
    const { adapter, wallet } = await connected(9, [], 'solana:localnet')
    expect(wallet.chains).toEqual(['solana:localnet'])
    const to = (await generateKeyPairSigner()).address
    const { hash } = await adapter.sendToken({ to, amount: 2_000_000n })
    expect(wallet.requests.at(-1)).toBe('signAndSendTransaction') // the wallet found its chain
    expect((await adapter.waitForTransaction({ hash })).status).toBe('success')
    expect(await lamportsOf(to)).toBe(2_000_000n)
  })

  it('falls back to solana:signTransaction + sendTransaction over RPC', async () => {
    const { adapter, wallet } = await connected(1, ['solana:signAndSendTransaction'])
    const to = (await generateKeyPairSigner()).address
    const { hash } = await adapter.sendTransaction({ to, value: 5_000_000n })
    expect(wallet.requests.at(-1)).toBe('signTransaction')
    expect((await adapter.waitForTransaction({ hash })).status).toBe('success')
    expect(await lamportsOf(to)).toBe(5_000_000n)
    await expect(adapter.sendTransaction({ to, value: 1n, data: '0x1234' })).rejects.toMatchObject({
      name: 'TransactionDataNotSupportedError',
    })
  })

  it('a declined send throws "Transaction declined" and moves nothing', async () => {
    const { adapter, from, wallet } = await connected(2)
    wallet.approve = (request) => request !== 'signAndSendTransaction'
    const to = (await generateKeyPairSigner()).address
    const before = await lamportsOf(from)
    await expect(adapter.sendToken({ to, amount: 1_000_000n })).rejects.toMatchObject({
      name: 'TransactionDeclinedError',
      shortMessage: 'Transaction declined',
    })
    expect(await lamportsOf(from)).toBe(before)
    expect(await lamportsOf(to)).toBe(0n)

    const bare = await connected(2, ['solana:signAndSendTransaction', 'solana:signTransaction'])
    await expect(bare.adapter.sendToken({ to, amount: 1_000_000n })).rejects.toMatchObject({
      shortMessage: 'The wallet does not support the "solana:signAndSendTransaction" feature',
    })
    // Below a new account's rent-exempt minimum (890,880 lamports): refused before the prompt.
    const asked = wallet.requests.length
    await expect(adapter.estimateSend({ from, to, amount: 890_879n })).rejects.toMatchObject({
      name: 'ReceiverBelowRentError',
      shortMessage: 'A new account needs at least 0.00089088 SOL',
    })
    await expect(adapter.sendToken({ to, amount: 1n })).rejects.toMatchObject({
      name: 'ReceiverBelowRentError',
    })
    expect(wallet.requests.length).toBe(asked)
    // The minimum itself goes through, and then any amount does (the account exists).
    wallet.approve = () => true
    expect((await adapter.estimateSend({ from, to, amount: 890_880n })).gas).toBe(500n)
    const first = await adapter.sendToken({ to, amount: 890_880n })
    await adapter.waitForTransaction(first)
    const second = await adapter.sendToken({ to, amount: 1n })
    expect((await adapter.waitForTransaction(second)).status).toBe('success')
    expect(await lamportsOf(to)).toBe(890_881n)
    await expect(adapter.sendToken({ to: '0x1234', amount: 1n })).rejects.toMatchObject({
      name: 'SendReceiverInvalidError',
    })
  })
})

describe('your own transaction', () => {
  it('signAndSendTransaction sends the bytes an app built with @solana/kit', async () => {
    const { adapter, from, wallet } = await connected(8)
    const to = (await generateKeyPairSigner()).address
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(address(from), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: createNoopSigner(address(from)),
              destination: to,
              amount: 3_000_000n,
            }),
          ],
          m,
        ),
    )
    const transaction = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
    const { hash } = await adapter.signAndSendTransaction({ transaction })
    expect(wallet.requests.at(-1)).toBe('signAndSendTransaction')
    expect(await adapter.waitForTransaction({ hash })).toEqual({ status: 'success', fee: 5_000n })
    expect(await lamportsOf(to)).toBe(3_000_000n)
  })
})

describe('transactions signed, not sent', () => {
  /** A v0 SOL transfer from `from`, its signature slot empty (what an app builds with @solana/kit). */
  async function transfer(from: string, to: string, amount: bigint) {
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(address(from), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: createNoopSigner(address(from)),
              destination: address(to),
              amount,
            }),
          ],
          m,
        ),
    )
    return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
  }
  const sendSigned = (bytes: Uint8Array) =>
    rpc
      .sendTransaction(getBase64EncodedWireTransaction(getTransactionDecoder().decode(bytes)), {
        encoding: 'base64',
      })
      .send()

  it('signAllTransactions: one solana:signTransaction request for several, signed in order; the chain takes each', async () => {
    const { adapter, from, wallet } = await connected(8)
    const [to1, to2] = [
      (await generateKeyPairSigner()).address,
      (await generateKeyPairSigner()).address,
    ]
    const unsigned = [await transfer(from, to1, 4_000_000n), await transfer(from, to2, 6_000_000n)]
    const signTransaction = vi.spyOn(
      wallet.features['solana:signTransaction'] as { signTransaction: () => unknown },
      'signTransaction',
    )
    const before = await lamportsOf(from)
    const { transactions } = await adapter.signAllTransactions({ transactions: unsigned })
    // One request carrying both (the person saw two transactions), nothing sent yet.
    expect(signTransaction).toHaveBeenCalledTimes(1)
    expect(signTransaction.mock.calls[0]).toHaveLength(2)
    expect(wallet.requests.slice(-2)).toEqual(['signTransaction', 'signTransaction'])
    expect(transactions).toHaveLength(2)
    expect(await lamportsOf(to1)).toBe(0n)
    // Each is the transaction asked for, now signed by the account's key.
    for (const [i, bytes] of transactions.entries()) {
      const decoded = getTransactionDecoder().decode(bytes)
      expect(decoded.messageBytes).toEqual(
        getTransactionDecoder().decode(unsigned[i] as Uint8Array).messageBytes,
      )
      expect(decoded.signatures[address(from)]).toBeTruthy()
    }
    const hashes = [
      await sendSigned(transactions[0] as Uint8Array),
      await sendSigned(transactions[1] as Uint8Array),
    ]
    for (const hash of hashes)
      expect(await adapter.waitForTransaction({ hash })).toEqual({ status: 'success', fee: 5_000n })
    expect(await lamportsOf(to1)).toBe(4_000_000n)
    expect(await lamportsOf(to2)).toBe(6_000_000n)
    expect(await lamportsOf(from)).toBe(before - 10_000_000n - 10_000n)

    // One transaction: signTransaction; none: nothing asked.
    const to3 = (await generateKeyPairSigner()).address
    const { transaction } = await adapter.signTransaction({
      transaction: await transfer(from, to3, 2_000_000n),
    })
    const hash = await sendSigned(transaction)
    expect((await adapter.waitForTransaction({ hash })).status).toBe('success')
    expect(await lamportsOf(to3)).toBe(2_000_000n)
    const asked = wallet.requests.length
    expect(await adapter.signAllTransactions({ transactions: [] })).toEqual({ transactions: [] })
    expect(wallet.requests.length).toBe(asked)
  })

  it('signing errors: declined, no feature, too few answers, not connected (SPEC §8 texts)', async () => {
    const { adapter, from, wallet } = await connected(8)
    const to = (await generateKeyPairSigner()).address
    const bytes = await transfer(from, to, 1_000_000n)
    wallet.approve = (request) => request !== 'signTransaction'
    await expect(
      adapter.signAllTransactions({ transactions: [bytes, bytes] }),
    ).rejects.toMatchObject({
      name: 'TransactionDeclinedError',
      shortMessage: 'Transaction declined',
    })
    wallet.approve = () => true
    // A wallet that signs one of two.
    const feature = wallet.features['solana:signTransaction'] as {
      signTransaction: (...inputs: unknown[]) => Promise<unknown[]>
    }
    const real = feature.signTransaction
    feature.signTransaction = async (...inputs) => (await real(...inputs)).slice(0, 1)
    await expect(
      adapter.signAllTransactions({ transactions: [bytes, bytes] }),
    ).rejects.toMatchObject({
      name: 'WalletEmptyResultError',
      shortMessage: 'The wallet returned an empty result for signTransaction',
      details: 'asked to sign 2, got 1',
    })
    feature.signTransaction = async () => [{ signedTransaction: new Uint8Array() }]
    await expect(adapter.signTransaction({ transaction: bytes })).rejects.toMatchObject({
      shortMessage: 'The wallet returned an empty result for signTransaction',
    })
    const bare = await connected(8, ['solana:signTransaction'])
    await expect(bare.adapter.signTransaction({ transaction: bytes })).rejects.toMatchObject({
      name: 'WalletFeatureNotSupportedError',
      shortMessage: 'The wallet does not support the "solana:signTransaction" feature',
    })
    await bare.adapter.disconnect()
    await expect(bare.adapter.signAllTransactions({ transactions: [bytes] })).rejects.toMatchObject(
      {
        name: 'WalletNotConnectedError',
        shortMessage: 'Wallet not connected',
      },
    )
    await expect(
      adapter.signTransaction({
        transaction: bytes,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).rejects.toMatchObject({ name: 'InvalidChainIdError', shortMessage: 'Invalid chain id' })
    expect(await lamportsOf(to)).toBe(0n) // nothing was ever sent
  })
})

describe('SPL sends', () => {
  it('sends pUSD to a fresh address, creating its token account, with a measured limit', async () => {
    const { adapter, from } = await connected(3)
    const to = (await generateKeyPairSigner()).address
    const token = solana.mints.pUSD
    const amount = 2_500_000n
    const estimate = await adapter.estimateSend({ from, to, token, amount })
    console.log(`SPL transferChecked creating the recipient's ATA: limit ${estimate.gas} units`)
    expect(estimate.gas).toBeGreaterThan(BigInt(SOLANA_COMPUTE_UNIT_LIMIT))
    // The new account's rent-exempt minimum (165-byte token account), as the chain states it.
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()
    expect(estimate.rent).toBe(rent)
    expect(rent).toBeGreaterThan(0n)

    const lamportsBefore = await lamportsOf(from)
    const tokensBefore = await tokenAmount(from, token)
    expect(await tokenAmount(to, token)).toBeUndefined()
    const { hash } = await adapter.sendToken({ to, token, amount })
    const outcome = await adapter.waitForTransaction({ hash })
    expect(outcome).toEqual({ status: 'success', fee: estimate.fee })
    expect(await tokenAmount(to, token)).toBe(amount)
    expect(await tokenAmount(from, token)).toBe((tokensBefore as bigint) - amount)
    // The sender pays the fee and the rent the estimate announced: nothing more.
    expect(await lamportsOf(from)).toBe(lamportsBefore - outcome.fee - rent)

    // Again to the same recipient: the account exists, the idempotent create costs less, no rent.
    const again = await adapter.estimateSend({ from, to, token, amount })
    expect(again.gas).toBeLessThan(estimate.gas)
    expect(again.rent).toBe(0n)
    const second = await adapter.sendToken({ to, token, amount: 1n })
    expect((await adapter.waitForTransaction(second)).status).toBe('success')
    expect(await tokenAmount(to, token)).toBe(amount + 1n)
  })

  it('refuses a token that is not a mint, before any prompt', async () => {
    const { adapter, wallet } = await connected(4)
    const to = (await generateKeyPairSigner()).address
    const asked = wallet.requests.length
    await expect(adapter.sendToken({ to, token: to, amount: 1n })).rejects.toMatchObject({
      name: 'TokenMintNotFoundError',
    })
    await expect(
      adapter.sendToken({ to, token: solana.mints.PTK, amount: 10n ** 18n }),
    ).rejects.toMatchObject({ name: 'TransactionSimulationError' })
    expect(wallet.requests.length).toBe(asked)
  })
})

describe('waitForTransaction', () => {
  /** A transfer signed here, so its signature is known before it is sent. */
  async function signedTransfer(index: number) {
    const signer = await createKeyPairSignerFromBytes(
      solana.accounts[index]?.keyPairBytes as Uint8Array,
    )
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(signer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: signer,
                destination: signer.address,
                amount: 1n,
              }),
            ],
            m,
          ),
      ),
    )
    const send = () =>
      rpc
        .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
        .send()
    return { hash: getSignatureFromTransaction(transaction), send }
  }

  it('is answered by signatureSubscribe (the poll clock never moves)', async () => {
    const clock = createFakeClock()
    const adapter: SolanaAdapter = createSolanaAdapter({
      networks: [network],
      storage: null,
      clock,
    })
    const { hash, send } = await signedTransfer(5)
    const waiting = adapter.waitForTransaction({ hash })
    // Subscribed, checked once (not landed yet), the poll waits for a second that never comes.
    await vi.waitFor(() => expect(clock.pending()).toBe(1))
    await send()
    expect(await waiting).toEqual({ status: 'success', fee: 5_000n })
  })

  it('falls back to the 1 s status poll when the WebSocket is closed', async () => {
    const clock = createFakeClock()
    const adapter = createSolanaAdapter({
      networks: [network],
      storage: null,
      clock,
      wsUrl: () => 'ws://127.0.0.1:9', // nothing listens there
    })
    const { hash, send } = await signedTransfer(6)
    const waiting = adapter.waitForTransaction({ hash })
    await vi.waitFor(() => expect(clock.pending()).toBe(1)) // checked once: not there yet
    clock.advance(1_000) // polled again: still nothing
    await vi.waitFor(() => expect(clock.pending()).toBe(1))
    await send()
    clock.advance(1_000) // the next poll sees it confirmed

    expect(await waiting).toEqual({ status: 'success', fee: 5_000n })
  })

  it('ends with "Transaction expired" when a transaction it sent never lands', async () => {
    const clock = createFakeClock()
    const wallet = await createKeyWallet({
      name: `Send Wallet ${nextName++}`,
      keyPairBytes: solana.accounts[8]?.keyPairBytes as Uint8Array,
      chains: { [solana.caipNetworkId]: solana.rpcUrl },
    })
    unregister.push(getWallets().register(wallet))
    const adapter = createSolanaAdapter({ networks: [network], storage: null, clock })
    await adapter.connect({ connectorId: wallet.name })
    wallet.drop = true
    const to = (await generateKeyPairSigner()).address
    const { hash } = await adapter.sendToken({ to, amount: 1_000_000n })
    const waiting = adapter.waitForTransaction({ hash })
    const outcome = waiting.catch((error: unknown) => error)
    await vi.waitFor(() => expect(clock.pending()).toBe(1)) // no status, blockhash still valid
    // 151 slots pass (each airdrop lands in a slot of its own): the blockhash expires.
    const funded = solana.accounts[9]?.address as string
    for (let i = 1; i <= 151; i++) await airdrop(funded, i)
    clock.advance(1_000)
    expect(await outcome).toMatchObject({
      name: 'TransactionExpiredError',
      shortMessage: 'Transaction expired',
    })
    expect(await lamportsOf(to)).toBe(0n) // it never landed
  })

  it('reports a transaction that failed on chain (landed before the wait) as reverted, with its fee', async () => {
    const clock = createFakeClock()
    const adapter = createSolanaAdapter({ networks: [network], storage: null, clock })
    const signer = await createKeyPairSignerFromBytes(
      solana.accounts[7]?.keyPairBytes as Uint8Array,
    )
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(signer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: signer,
                destination: signer.address,
                amount: 10n ** 18n, // more than it holds
              }),
            ],
            m,
          ),
      ),
    )
    const hash = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), {
        encoding: 'base64',
        skipPreflight: true,
      })
      .send()
    expect(await adapter.waitForTransaction({ hash })).toEqual({ status: 'reverted', fee: 5_000n })
  })
})
