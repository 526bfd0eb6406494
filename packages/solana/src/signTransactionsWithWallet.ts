import {
  TransactionDeclinedError,
  WalletEmptyResultError,
  WalletFeatureNotSupportedError,
} from '@portico/core'
import { isWalletRejection } from './isWalletRejection'
import { walletChainFor } from './walletChainFor'
import {
  featureOf,
  type SignTransactionFeature,
  SolanaSignTransaction,
  type Wallet,
  type WalletAccount,
} from './walletStandard'

/** Parameters of {@link signTransactionsWithWallet}. */
export type SignTransactionsWithWalletParameters = {
  wallet: Wallet
  account: WalletAccount
  /** CAIP-2 id of the network, e.g. `solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR`. */
  chain: string
  /** Wire bytes of each transaction to sign (signature slots may be empty). */
  transactions: readonly Uint8Array[]
}
/** Return type of {@link signTransactionsWithWallet}: the signed wire bytes, in the same order. */
export type SignTransactionsWithWalletReturnType = Uint8Array[]

/**
 * Internal (lazily loaded): has the wallet sign transactions without sending them, all in one
 * `solana:signTransaction` call (one input per transaction, the Wallet Standard's way to sign
 * several at once; WalletConnect's wallet answers it the same way). The chain is named as the
 * wallet lists it (`walletChainFor`), or left out when it lists none of the app's.
 *
 * @throws {TransactionDeclinedError} `Transaction declined` when the person rejects them.
 * @throws {WalletFeatureNotSupportedError} when the wallet lacks `solana:signTransaction`.
 * @throws {WalletEmptyResultError} when the wallet answers fewer signed transactions than asked.
 * @example
 * const [signed] = await signTransactionsWithWallet({ wallet, account, chain, transactions: [bytes] })
 */
export async function signTransactionsWithWallet(
  parameters: SignTransactionsWithWalletParameters,
): Promise<SignTransactionsWithWalletReturnType> {
  const { wallet, account, chain, transactions } = parameters
  const feature = featureOf<SignTransactionFeature>(wallet, SolanaSignTransaction)
  if (!feature) throw new WalletFeatureNotSupportedError({ feature: SolanaSignTransaction })
  if (transactions.length === 0) return []
  const walletChain = walletChainFor({ chains: wallet.chains, caipNetworkId: chain })
  let outputs: readonly { signedTransaction: Uint8Array }[] | undefined
  try {
    outputs = await feature.signTransaction(
      ...transactions.map((transaction) => ({
        account,
        transaction,
        ...(walletChain ? { chain: walletChain } : {}),
      })),
    )
  } catch (cause) {
    throw isWalletRejection(cause) ? new TransactionDeclinedError({ cause }) : cause
  }
  const signed = (outputs ?? []).map((output) => output?.signedTransaction)
  if (signed.length !== transactions.length || signed.some((bytes) => !bytes?.length))
    throw new WalletEmptyResultError({
      operation: 'signTransaction',
      details: `asked to sign ${transactions.length}, got ${signed.filter((b) => b?.length).length}`,
    })
  return signed as Uint8Array[]
}
