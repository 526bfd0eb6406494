import {
  type Address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { SolanaChain } from './createSolanaChain'
import { decodeWireTransaction } from './decodeWireTransaction'
import { getSolanaDevnetKeys } from './getSolanaDevnetKeys'

let faucet: Promise<KeyPairSigner> | undefined

/**
 * Sends `lamports` from the faucet to `address` as a real System transfer (so the airdrop has a
 * signature, a slot and a ledger entry like any transaction). Resolves with the signature.
 *
 * @example
 * const signature = await airdrop(chain, address, 10n ** 9n)
 */
export async function airdrop(
  chain: SolanaChain,
  address: Address,
  lamports: bigint,
): Promise<string> {
  faucet ??= createKeyPairSignerFromBytes(getSolanaDevnetKeys(0).faucet.keyPairBytes)
  const signer = await faucet
  const { blockhash, lastValidBlockHeight } = chain.latestBlockhash()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(signer, message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: blockhash as never, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
          message,
        ),
      (message) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: signer, destination: address, amount: lamports }),
          message,
        ),
    ),
  )
  return chain.submit(decodeWireTransaction(getBase64EncodedWireTransaction(transaction)))
}
