import { getSolanaDevnetKeys } from '@portico/devnet'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import {
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
import { inject } from 'vitest'

/**
 * Signs and sends on the run's local Solana chain with @solana/kit: SOL and SPL transfers
 * (the recipient's associated token account created when asked), each confirmed through
 * `signatureSubscribe`; `getTransaction` answers for checking amounts and fees.
 *
 * @example
 * const chain = solanaTransfers()
 * const alice = await chain.seeded(7)
 * const signature = await chain.sendSol(alice, bob.address, 1_500_000_000n)
 */
export function solanaTransfers() {
  const { rpcUrl, wsUrl } = inject('solana')
  const rpc = createSolanaRpc(rpcUrl)
  const rpcSubscriptions = createSolanaRpcSubscriptions(wsUrl)
  const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })

  async function send(
    payer: KeyPairSigner,
    instructions: Instruction[],
    options: { skipPreflight?: boolean } = {},
  ): Promise<string> {
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) => appendTransactionMessageInstructions(instructions, m),
      ),
    )
    const signature = getSignatureFromTransaction(transaction)
    if (options.skipPreflight) {
      // A failing transaction lands (fee charged) but sendAndConfirm throws on its error.
      await sendAndConfirm(transaction as never, {
        commitment: 'confirmed',
        skipPreflight: true,
      }).catch(() => {})
      return signature
    }
    await sendAndConfirm(transaction as never, { commitment: 'confirmed' })
    return signature
  }

  const ata = async (mint: Address, owner: Address) =>
    (await findAssociatedTokenPda({ mint, owner, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]

  return {
    rpc,
    /** A signer of seeded account `index` (1000 SOL, 100000 pUSD, 10000 PTK at genesis). */
    seeded: (index: number) =>
      createKeyPairSignerFromBytes(
        (getSolanaDevnetKeys().accounts[index] as { keyPairBytes: Uint8Array }).keyPairBytes,
      ),
    sendSol: (
      from: KeyPairSigner,
      to: string,
      lamports: bigint,
      options?: { skipPreflight?: boolean },
    ) =>
      send(
        from,
        [getTransferSolInstruction({ source: from, destination: address(to), amount: lamports })],
        options,
      ),
    /**
     * `transferChecked` of `amount` base units of `mint` to `to`'s associated token account, with
     * SPEC §9's compute-unit price; `createAta` adds the idempotent create (else the account must exist).
     */
    sendToken: async (
      from: KeyPairSigner,
      mint: string,
      decimals: number,
      to: string,
      amount: bigint,
      { createAta = true }: { createAta?: boolean } = {},
    ) =>
      send(from, [
        getSetComputeUnitLimitInstruction({ units: 30_000 }),
        getSetComputeUnitPriceInstruction({ microLamports: 20_000_000n }),
        ...(createAta
          ? [
              await getCreateAssociatedTokenIdempotentInstructionAsync({
                payer: from,
                owner: address(to),
                mint: address(mint),
              }),
            ]
          : []),
        getTransferCheckedInstruction({
          source: await ata(address(mint), from.address),
          mint: address(mint),
          destination: await ata(address(mint), address(to)),
          authority: from,
          amount,
          decimals,
        }),
      ]),
    /** The fee (lamports) and error of a landed transaction. */
    transaction: async (signature: string) => {
      const tx = await rpc
        .getTransaction(signature as never, { maxSupportedTransactionVersion: 0, encoding: 'json' })
        .send()
      if (!tx?.meta) throw new Error(`transaction ${signature} not found`)
      return { fee: tx.meta.fee, err: tx.meta.err, blockTime: tx.blockTime }
    },
  }
}
