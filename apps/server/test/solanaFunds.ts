import {
  type Address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
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
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(from, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
      (message) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: from, destination: to, amount: lamports(amount) })],
          message,
        ),
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
