import {
  type Address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'

/** A `@solana/kit` RPC client (of a node, or of the gateway's URL). */
export type SolanaRpc = Rpc<SolanaRpcApi>

/**
 * A fresh key pair holding exactly `amount` lamports, paid by the chain's faucet (`requestAirdrop`,
 * which lands at once on the local chain). Test helper.
 *
 * @example
 * const signer = await fundedSigner(createSolanaRpc(inject('solana').rpcUrl), 2_000_000_000n)
 */
export async function fundedSigner(rpc: SolanaRpc, amount: bigint): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner()
  await rpc.requestAirdrop(signer.address, lamports(amount)).send()
  return signer
}

/**
 * Sends `amount` lamports from `from` to `to` in a signed transaction (preflight on; the local
 * chain lands it before answering) and returns its signature and fee in lamports, read from the
 * landed transaction. Test helper.
 *
 * @example
 * const { signature, fee } = await transferSol(rpc, sender, recipient, 1_000_000n)
 */
export async function transferSol(
  rpc: SolanaRpc,
  from: KeyPairSigner,
  to: Address,
  amount: bigint,
): Promise<{ signature: Signature; fee: bigint }> {
  return send(rpc, from, [
    getTransferSolInstruction({ source: from, destination: to, amount: lamports(amount) }),
  ])
}

/** Signs `instructions` with `payer` as fee payer, sends them and reads the landed fee. */
async function send(
  rpc: SolanaRpc,
  payer: KeyPairSigner,
  instructions: Instruction[],
): Promise<{ signature: Signature; fee: bigint }> {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
      (message) => appendTransactionMessageInstructions(instructions, message),
    ),
  )
  const signature = getSignatureFromTransaction(transaction)
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
    .send()
  const landed = await rpc
    .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
    .send()
  if (landed?.meta === null || landed === null) throw new Error(`${signature} did not land`)
  return { signature, fee: BigInt(landed.meta.fee) }
}

/**
 * Sends `amount` base units of `mint` (classic SPL Token) from `from`'s associated token account
 * to `to`'s, creating `to`'s when missing (idempotent create), `from` paying the fee. Returns the
 * signature and the fee in lamports. Test helper.
 *
 * @example
 * await transferSpl(rpc, { from: sender, to: recipient, mint: solana.mints.pUSD, amount: 2_500_000n, decimals: 6 })
 */
export async function transferSpl(
  rpc: SolanaRpc,
  parameters: { from: KeyPairSigner; to: Address; mint: Address; amount: bigint; decimals: number },
): Promise<{ signature: Signature; fee: bigint }> {
  const { from, to, mint, amount, decimals } = parameters
  const [source] = await findAssociatedTokenPda({
    owner: from.address,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const [destination] = await findAssociatedTokenPda({
    owner: to,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return send(rpc, from, [
    await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: from, owner: to, mint }),
    getTransferCheckedInstruction({ source, mint, destination, authority: from, amount, decimals }),
  ])
}
