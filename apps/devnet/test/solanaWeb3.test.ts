import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { solanaDevnetSeed } from '../src/solana/solanaDevnetSeed'
import {
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '../src/solana/startSolanaDevnet'

let solana: StartSolanaDevnetReturnType
let connection: Connection
let payer: Keypair
beforeAll(async () => {
  solana = await startSolanaDevnet({ port: 0, wsPort: 0 })
  connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
  payer = Keypair.fromSecretKey((solana.accounts[2] as { keyPairBytes: Uint8Array }).keyPairBytes)
})
afterAll(() => solana.stop())

test('web3.js v1: sendAndConfirmTransaction confirms over signatureSubscribe; parsed reads work', async () => {
  const recipient = Keypair.generate().publicKey
  const before = await connection.getBalance(payer.publicKey)
  expect(before).toBe(Number(solanaDevnetSeed.lamports))
  const transaction = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: recipient,
      lamports: LAMPORTS_PER_SOL / 2,
    }),
  )
  const signature = await sendAndConfirmTransaction(connection, transaction, [payer])
  expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 2)
  const parsed = await connection.getParsedTransaction(signature, {
    maxSupportedTransactionVersion: 0,
  })
  expect(parsed?.meta?.fee).toBe(5000)
  expect(parsed?.transaction.message.accountKeys[0]?.pubkey.toBase58()).toBe(
    payer.publicKey.toBase58(),
  )
  expect(await connection.getBalance(payer.publicKey)).toBe(before - LAMPORTS_PER_SOL / 2 - 5000)
  const legacy = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
  expect(legacy?.slot).toBe(await connection.getSlot())

  const tokens = await connection.getParsedTokenAccountsByOwner(payer.publicKey, {
    mint: new PublicKey(solana.mints.PTK),
  })
  expect(tokens.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('10000')
  expect((await connection.getGenesisHash()).slice(0, 32)).toBe(
    solana.caipNetworkId.slice('solana:'.length),
  )
})

test('web3.js v1: a transfer beyond the balance fails preflight with the program logs', async () => {
  const transaction = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 10 ** 15,
    }),
  )
  const slot = await connection.getSlot()
  const error = await sendAndConfirmTransaction(connection, transaction, [payer]).catch(
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SendTransactionError)
  expect((error as SendTransactionError).logs?.join('\n')).toMatch(/insufficient lamports/)
  expect(await connection.getSlot()).toBe(slot)
})
