import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import {
  estimateComputeUnitLimitFactory,
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { solanaDevnet } from '../src/chains'
import { solanaDevnetSeed } from '../src/solana/solanaDevnetSeed'
import {
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '../src/solana/startSolanaDevnet'

let solana: StartSolanaDevnetReturnType
let rpc: ReturnType<typeof createSolanaRpc>
let subscriptions: ReturnType<typeof createSolanaRpcSubscriptions>
let sender: KeyPairSigner
let sendAndConfirm: ReturnType<typeof sendAndConfirmTransactionFactory>

beforeAll(async () => {
  solana = await startSolanaDevnet({ port: 0, wsPort: 0 })
  rpc = createSolanaRpc(solana.rpcUrl)
  subscriptions = createSolanaRpcSubscriptions(solana.wsUrl)
  sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: subscriptions })
  sender = await createKeyPairSignerFromBytes(
    (solana.accounts[1] as { keyPairBytes: Uint8Array }).keyPairBytes,
  )
})
afterAll(() => solana.stop())

async function sign(instructions: Instruction[]) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  return signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(sender, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
}

async function sendInstructions(instructions: Instruction[]) {
  const transaction = await sign(instructions)
  await sendAndConfirm(transaction as never, { commitment: 'confirmed' })
  return getSignatureFromTransaction(transaction)
}

describe('the local Solana chain with @solana/kit', () => {
  test('cluster identity and the seeded genesis', async () => {
    expect(await rpc.getGenesisHash().send()).toBe(solanaDevnet.genesisHash)
    expect(solana.caipNetworkId).toBe(`solana:${solanaDevnet.genesisHash.slice(0, 32)}`)
    expect(await rpc.getHealth().send()).toBe('ok')
    const { value } = await rpc.getBalance(solana.accounts[0]?.address as never).send()
    expect(value).toBe(solanaDevnetSeed.lamports)
    const tokens = await rpc
      .getTokenAccountsByOwner(
        solana.accounts[0]?.address as never,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed' },
      )
      .send()
    const held = tokens.value.map((entry) => entry.account.data.parsed.info)
    expect(held.map((info) => [info.mint, info.tokenAmount.amount]).sort()).toEqual(
      [
        [solana.mints.pUSD, String(solanaDevnetSeed.tokens.pUSD.balance)],
        [solana.mints.PTK, String(solanaDevnetSeed.tokens.PTK.balance)],
      ].sort(),
    )
  })

  test('SOL transfer confirmed through signatureSubscribe; exact balances and meta', async () => {
    const recipient = await generateKeyPairSigner()
    const amount = lamports(1_234_567_890n)
    const before = (await rpc.getBalance(sender.address).send()).value
    const slotBefore = await rpc.getSlot().send()
    const signature = await sendInstructions([
      getTransferSolInstruction({ source: sender, destination: recipient.address, amount }),
    ])
    const tx = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
      .send()
    if (!tx?.meta) throw new Error('no transaction')
    expect(tx.slot).toBe(slotBefore + 1n)
    expect(tx.meta.err).toBeNull()
    expect(tx.meta.fee).toBe(5000n)
    expect((await rpc.getBalance(recipient.address).send()).value).toBe(amount)
    expect((await rpc.getBalance(sender.address).send()).value).toBe(before - amount - tx.meta.fee)
    expect(tx.meta.preBalances[0]).toBe(before)
    expect(tx.meta.postBalances[0]).toBe(before - amount - tx.meta.fee)
    expect(tx.meta.logMessages?.length).toBeGreaterThan(0)
    const history = await rpc.getSignaturesForAddress(recipient.address).send()
    expect(history.map((entry) => entry.signature)).toEqual([signature])
  })

  test('compute-unit estimation by the compute-budget client (unsigned message, replaceRecentBlockhash)', async () => {
    const estimate = estimateComputeUnitLimitFactory({ rpc })
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(sender, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: sender, destination: sender.address, amount: 1n })],
          m,
        ),
    )
    // The System transfer (150) plus the provisory SetComputeUnitLimit the estimator adds (150).
    expect(await estimate(message)).toBe(300)
  })

  test('SPL transfer creating the recipient ATA, with compute-budget instructions', async () => {
    const owner = await generateKeyPairSigner()
    const mint = address(solana.mints.pUSD)
    const [source] = await findAssociatedTokenPda({
      mint,
      owner: sender.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      mint,
      owner: owner.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const amount = 2_500_000n
    const work = [
      await getCreateAssociatedTokenIdempotentInstructionAsync({
        payer: sender,
        owner: owner.address,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: sender,
        amount,
        decimals: 6,
      }),
    ]
    // Measure what it needs (simulation under the 1.4M maximum, with both compute-budget
    // instructions in place), then send with exactly that limit and SPEC §9's price.
    const unitPrice = 20_000_000n
    const budget = (units: number) => [
      getSetComputeUnitLimitInstruction({ units }),
      getSetComputeUnitPriceInstruction({ microLamports: unitPrice }),
    ]
    const probe = await rpc
      .simulateTransaction(
        getBase64EncodedWireTransaction(await sign([...budget(1_400_000), ...work])),
        {
          encoding: 'base64',
          sigVerify: true,
        },
      )
      .send()
    expect(probe.value.err).toBeNull()
    const needed = Number(probe.value.unitsConsumed)
    console.log(`SPL transfer with ATA creation: ${needed} compute units`)
    expect(needed).toBeGreaterThan(500)
    // SPEC §9's limit of 500 units is not enough for this transaction.
    const at500 = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(await sign([...budget(500), ...work])), {
        encoding: 'base64',
        sigVerify: true,
      })
      .send()
    expect(at500.value.err).toEqual({ InstructionError: [2n, 'ProgramFailedToComplete'] })
    expect(at500.value.logs?.join('\n')).toMatch(/exceeded CUs meter/)
    const signature = await sendInstructions([...budget(needed), ...work])
    const tx = await rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'jsonParsed' })
      .send()
    if (!tx?.meta) throw new Error('no transaction')
    expect(tx.meta.err).toBeNull()
    expect(tx.meta.fee).toBe(5000n + (unitPrice * BigInt(needed) + 999_999n) / 1_000_000n)
    const post = tx.meta.postTokenBalances?.find((b) => b.owner === owner.address)
    expect(post?.uiTokenAmount).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
    expect(tx.meta.preTokenBalances?.find((b) => b.owner === owner.address)).toBeUndefined()
    // The ATA program's cross-program calls (System create, Token initialize) show as inner instructions.
    const inner = tx.meta.innerInstructions?.find((entry) => entry.index === 2)
    expect(inner?.instructions.map((i) => ('programId' in i ? i.programId : undefined))).toContain(
      TOKEN_PROGRAM_ADDRESS,
    )
    const balance = await rpc.getTokenAccountBalance(destination).send()
    expect(balance.value.amount).toBe('2500000')
    const payerDelta = (tx.meta.preBalances[0] ?? 0n) - (tx.meta.postBalances[0] ?? 0n)
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()
    expect(payerDelta).toBe(tx.meta.fee + rent)
  })
})
