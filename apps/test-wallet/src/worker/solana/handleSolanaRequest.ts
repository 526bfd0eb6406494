import {
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionEncoder,
} from '@solana/kit'
import type { WalletRequest } from '../../messages'
import type { SolanaWalletChain } from '../../walletConfig'
import { checkSignInMessage } from '../checkSignInMessage'
import { readableText } from '../readableText'
import { assertParams, requireApproval } from '../walletContext'
import { rpcErrorCodes, WalletRpcError } from '../walletRpcError'
import { describeSolanaTransaction } from './describeSolanaTransaction'
import { type SendSolanaTransactionOptions, sendSolanaTransaction } from './sendSolanaTransaction'
import type { SolanaPageAccount, SolanaWalletContext } from './solanaWalletContext'

/**
 * Serves one request of the page's Wallet Standard Solana wallet (`solana:` methods, one params
 * object, bytes in base64) with the worker's Solana key:
 * - `solana:connect` `{ silent? }` → the origin's accounts (prompt once per origin; `silent` never
 *   prompts and returns `[]` when not connected); `solana:disconnect` forgets the origin.
 * - `solana:signMessage` `{ address, message }` → `{ signature }` (ed25519 over the exact bytes). A
 *   sign-in message (`… wants you to sign in with your Solana account:`) for another site than the
 *   origin is refused with 4100 before any prompt (`checkSignInMessage`).
 * - `solana:signTransaction` `{ address, transaction, chain? }` → `{ signedTransaction }`;
 *   `solana:signAndSendTransaction` `{ address, transaction, chain, options? }` → `{ signature }`,
 *   sent to that chain's RPC. The prompt shows the decoded transaction.
 * Connection needed (4100), Reject → 4001, other account/chain or bad bytes → -32602.
 *
 * @example
 * await handleSolanaRequest(context, { method: 'solana:connect', params: {} })
 * // [{ address: 'oeYf…q96', publicKey: '…' }] after Approve
 */
export async function handleSolanaRequest(
  context: SolanaWalletContext,
  request: WalletRequest,
): Promise<unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>
  assertParams(
    typeof params === 'object' && !Array.isArray(params),
    `${request.method}: params must be an object`,
  )
  switch (request.method) {
    case 'solana:connect':
      return connect(context, params.silent === true)
    case 'solana:disconnect':
      return disconnect(context)
    case 'solana:signMessage':
      return signMessage(context, params)
    case 'solana:signTransaction':
      return { signedTransaction: await signTransaction(context, params, 'sign') }
    case 'solana:signAndSendTransaction':
      return signAndSendTransaction(context, params)
    default:
      throw new WalletRpcError(
        rpcErrorCodes.unsupportedMethod,
        `The Portico Test Wallet does not support the method "${request.method}".`,
      )
  }
}

const base64 = { toBytes: getBase64Encoder(), fromBytes: getBase64Decoder() }

function pageAccount(context: SolanaWalletContext): SolanaPageAccount {
  return {
    address: context.account.address,
    publicKey: base64.fromBytes.decode(context.account.publicKey),
  }
}

async function connect(context: SolanaWalletContext, silent: boolean) {
  const state = await context.store.read()
  if (state.solanaPermissions[context.origin]) return [pageAccount(context)]
  if (silent) return []
  await requireApproval(context, {
    title: `Connect to ${context.origin} (Solana)`,
    details: [
      `${context.origin} asks to see your Solana address ${context.account.address}.`,
      `Networks: ${context.config.solanaChains.map((chain) => chain.name).join(', ')}`,
    ],
  })
  const latest = await context.store.read()
  await context.store.write({
    ...latest,
    solanaPermissions: { ...latest.solanaPermissions, [context.origin]: Date.now() },
  })
  const accounts = [pageAccount(context)]
  context.emit('solana:accountsChanged', accounts, context.origin)
  return accounts
}

async function disconnect(context: SolanaWalletContext): Promise<null> {
  const state = await context.store.read()
  if (!state.solanaPermissions[context.origin]) return null
  const { [context.origin]: _, ...solanaPermissions } = state.solanaPermissions
  await context.store.write({ ...state, solanaPermissions })
  context.emit('solana:accountsChanged', [], context.origin)
  return null
}

/** Checks the account is this wallet's and the origin is connected; returns the decoded bytes. */
async function authorize(
  context: SolanaWalletContext,
  params: Record<string, unknown>,
  field: 'message' | 'transaction',
): Promise<Uint8Array> {
  assertParams(
    params.address === context.account.address,
    'The account is not this wallet’s Solana account',
  )
  const value = params[field]
  assertParams(typeof value === 'string', `The ${field} must be base64 bytes`)
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(base64.toBytes.encode(value))
  } catch {
    throw new WalletRpcError(rpcErrorCodes.invalidParams, `The ${field} must be base64 bytes`)
  }
  const state = await context.store.read()
  if (!state.solanaPermissions[context.origin])
    throw new WalletRpcError(
      rpcErrorCodes.unauthorized,
      'The requested account and/or method has not been authorized by the user.',
    )
  return bytes
}

async function signMessage(context: SolanaWalletContext, params: Record<string, unknown>) {
  const bytes = await authorize(context, params, 'message')
  const text = readableText(bytes)
  const signIn =
    text === undefined ? undefined : checkSignInMessage({ message: text, origin: context.origin })
  await requireApproval(context, {
    title: signIn ? `Sign in to ${signIn.domain}` : 'Sign message (Solana)',
    details: [
      `${context.origin} asks you to sign with ${context.account.address}:`,
      text ?? `${bytes.length} bytes (not text): ${base64.fromBytes.decode(bytes)}`,
    ],
    warnings: signIn?.warnings,
  })
  return { signature: base64.fromBytes.decode(context.account.sign(bytes)) }
}

function chainOf(context: SolanaWalletContext, chain: unknown): SolanaWalletChain {
  const found = context.config.solanaChains.find((known) => known.id === chain)
  assertParams(
    found,
    `Unknown Solana chain ${JSON.stringify(chain)} (known: ${context.config.solanaChains.map((c) => c.id).join(', ')})`,
  )
  return found
}

/** Shows the decoded transaction, signs it on Approve; returns the signed wire transaction (base64). */
async function signTransaction(
  context: SolanaWalletContext,
  params: Record<string, unknown>,
  mode: 'sign' | 'send',
): Promise<string> {
  const bytes = await authorize(context, params, 'transaction')
  const chain = params.chain === undefined ? undefined : chainOf(context, params.chain)
  const { transaction, lines, signers } = describeSolanaTransaction(bytes)
  assertParams(
    signers.includes(context.account.address),
    'The transaction does not need this wallet’s signature',
  )
  await requireApproval(context, {
    title: mode === 'send' ? 'Send transaction (Solana)' : 'Sign transaction (Solana)',
    details: [
      `${context.origin} asks you to ${mode === 'send' ? `sign and send to ${chain?.name ?? '?'}` : 'sign'}:`,
      ...lines,
    ],
  })
  const signed = {
    ...transaction,
    signatures: {
      ...transaction.signatures,
      [context.account.address]: context.account.sign(new Uint8Array(transaction.messageBytes)),
    },
  }
  return base64.fromBytes.decode(getTransactionEncoder().encode(signed as typeof transaction))
}

async function signAndSendTransaction(
  context: SolanaWalletContext,
  params: Record<string, unknown>,
) {
  const chain = chainOf(context, params.chain)
  const signed = await signTransaction(context, params, 'send')
  const options = (params.options ?? {}) as SendSolanaTransactionOptions
  assertParams(typeof options === 'object', 'options must be an object')
  const signature = await sendSolanaTransaction({ chain, transaction: signed, options })
  // The transaction id is the first signature; the RPC answers it in base58.
  return { signature: base64.fromBytes.decode(getBase58Encoder().encode(signature)) }
}
