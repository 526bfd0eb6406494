import {
  TransactionDeclinedError,
  WalletEmptyResultError,
  WalletFeatureNotSupportedError,
} from '@portico/core'
import {
  type Base64EncodedWireTransaction,
  getBase58Decoder,
  getBase64Decoder,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'
import { isWalletRejection } from './isWalletRejection'
import { walletChainFor } from './walletChainFor'
import {
  featureOf,
  type SignAndSendTransactionFeature,
  type SignTransactionFeature,
  SolanaSignAndSendTransaction,
  SolanaSignTransaction,
  type TransactionVersion,
  type Wallet,
  type WalletAccount,
} from './walletStandard'

/** Parameters of {@link sendWithWallet}. */
export type SendWithWalletParameters = {
  wallet: Wallet
  account: WalletAccount
  /** CAIP-2 id of the network, e.g. `solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR`. */
  chain: string
  rpc: Rpc<SolanaRpcApi>
  /** Wire bytes of the transaction to sign (signature slots may be empty). */
  transaction: Uint8Array
}
/** Return type of {@link sendWithWallet}: the transaction's signature (base58). */
export type SendWithWalletReturnType = string

/**
 * Internal (lazily loaded): has the wallet sign and send a transaction. Prefers
 * `solana:signAndSendTransaction` when the wallet knows the network (by its CAIP-2 id or its
 * cluster name, see `walletChainFor`); otherwise `solana:signTransaction` and `sendTransaction`
 * over the app's RPC.
 *
 * @throws {TransactionDeclinedError} `Transaction declined` when the person rejects it.
 * @throws {WalletFeatureNotSupportedError} when the wallet can do neither.
 * @throws {WalletEmptyResultError} when the wallet answers nothing.
 * @example
 * const signature = await sendWithWallet({ wallet, account, chain, rpc, transaction: bytes })
 */
export async function sendWithWallet(
  parameters: SendWithWalletParameters,
): Promise<SendWithWalletReturnType> {
  const { wallet, account, chain, rpc, transaction } = parameters
  const sendFeature = featureOf<SignAndSendTransactionFeature>(wallet, SolanaSignAndSendTransaction)
  const signFeature = featureOf<SignTransactionFeature>(wallet, SolanaSignTransaction)
  // The wallet's own name for the network ('solana:mainnet', or the CAIP-2 id it lists).
  const walletChain = walletChainFor({ chains: wallet.chains, caipNetworkId: chain })
  try {
    if (sendFeature && (walletChain || !signFeature)) {
      const [output] = await sendFeature.signAndSendTransaction({
        account,
        chain: walletChain ?? chain,
        transaction,
        options: { preflightCommitment: 'confirmed' },
      })
      if (!output?.signature?.length)
        throw new WalletEmptyResultError({ operation: 'sendTransaction' })
      return getBase58Decoder().decode(output.signature)
    }
    if (!signFeature)
      throw new WalletFeatureNotSupportedError({ feature: SolanaSignAndSendTransaction })
    const [output] = await signFeature.signTransaction({
      account,
      transaction,
      ...(walletChain ? { chain: walletChain } : {}),
    })
    if (!output?.signedTransaction?.length)
      throw new WalletEmptyResultError({ operation: 'signTransaction' })
    const wire = getBase64Decoder().decode(output.signedTransaction) as Base64EncodedWireTransaction
    return await rpc
      .sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' })
      .send()
  } catch (cause) {
    throw isWalletRejection(cause) ? new TransactionDeclinedError({ cause }) : cause
  }
}

/**
 * Internal: the transaction version to build for a wallet — 0 when the feature it will be sent
 * with accepts it, else `legacy`.
 *
 * @example
 * transactionVersionFor(wallet) // 0
 */
export function transactionVersionFor(wallet: Wallet): TransactionVersion {
  const feature =
    featureOf<SignAndSendTransactionFeature>(wallet, SolanaSignAndSendTransaction) ??
    featureOf<SignTransactionFeature>(wallet, SolanaSignTransaction)
  return feature?.supportedTransactionVersions?.includes(0) === false ? 'legacy' : 0
}
