import { bitcoinReferences, walletChainOf } from '@portico/bitcoin'
import { SigHash, Transaction } from '@scure/btc-signer'
import type { WalletRequest } from '../../messages'
import { checkSignInMessage } from '../checkSignInMessage'
import { readableText } from '../readableText'
import { assertParams, requireApproval } from '../walletContext'
import { rpcErrorCodes, WalletRpcError } from '../walletRpcError'
import type { BitcoinPageAccount, BitcoinWalletContext } from './bitcoinWalletContext'
import { describeBitcoinPsbt, equalBytes, prevoutOf } from './describeBitcoinPsbt'

/**
 * Serves one request of the page's Wallet Standard Bitcoin wallet (`bitcoin_` methods, one params
 * object, bytes in base64) with the worker's Bitcoin key (P2WPKH, regtest):
 * - `bitcoin_connect` `{ purposes? }` → the origin's payment account `[{ address, publicKey }]`
 *   (prompt once per origin); `bitcoin_accounts` → the same without a prompt (`[]` when not
 *   connected: a reload of a connected site); `bitcoin_disconnect` forgets the origin.
 * - `bitcoin_signMessage` `{ address, message }` → `{ signature }`: BIP-322 "simple" (base64 of the
 *   serialized witness stack). A sign-in message (`… wants you to sign in with your Bitcoin
 *   account:`) for another site than the origin is refused with 4100 before any prompt.
 * - `bitcoin_signTransaction` `{ psbt, inputsToSign: [{ address, signingIndexes, sigHash? }], chain? }` →
 *   `{ signedPsbt }`: the prompt shows every input and output (address, amount in BTC) and the fee;
 *   only the listed inputs are signed, each of which must spend the account's script (else -32602
 *   before any prompt). The PSBT comes back signed, not finalized.
 * Connection needed (4100), Reject → 4001 `User rejected the request.`, another account or bad
 * bytes → -32602.
 *
 * @example
 * await handleBitcoinRequest(context, { method: 'bitcoin_connect', params: { purposes: ['payment'] } })
 * // [{ address: 'bcrt1q…', publicKey: '…' }] after Approve
 */
export async function handleBitcoinRequest(
  context: BitcoinWalletContext,
  request: WalletRequest,
): Promise<unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>
  assertParams(
    typeof params === 'object' && params !== null && !Array.isArray(params),
    `${request.method}: params must be an object`,
  )
  switch (request.method) {
    case 'bitcoin_connect':
      return connect(context, params.purposes)
    case 'bitcoin_accounts':
      return (await context.store.read()).bitcoinPermissions[context.origin]
        ? [pageAccount(context)]
        : []
    case 'bitcoin_disconnect':
      return disconnect(context)
    case 'bitcoin_signMessage':
      return signMessage(context, params)
    case 'bitcoin_signTransaction':
      return signTransaction(context, params)
    default:
      throw new WalletRpcError(
        rpcErrorCodes.unsupportedMethod,
        `The Portico Test Wallet does not support the method "${request.method}".`,
      )
  }
}

const toBase64 = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))

function fromBase64(text: unknown, field: string): Uint8Array {
  assertParams(typeof text === 'string' && text.length > 0, `The ${field} must be base64 bytes`)
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    throw new WalletRpcError(rpcErrorCodes.invalidParams, `The ${field} must be base64 bytes`)
  }
}

function pageAccount(context: BitcoinWalletContext): BitcoinPageAccount {
  return { address: context.account.address, publicKey: toBase64(context.account.publicKey) }
}

async function connect(context: BitcoinWalletContext, purposes: unknown) {
  assertParams(
    purposes === undefined ||
      (Array.isArray(purposes) && purposes.every((p) => p === 'payment' || p === 'ordinals')),
    'purposes must be a list of "payment" and "ordinals"',
  )
  assertParams(
    purposes === undefined || purposes.includes('payment'),
    'The Portico Test Wallet has a payment account only (no ordinals account)',
  )
  const state = await context.store.read()
  if (state.bitcoinPermissions[context.origin]) return [pageAccount(context)]
  await requireApproval(context, {
    title: `Connect to ${context.origin} (Bitcoin)`,
    details: [
      `${context.origin} asks to see your Bitcoin payment address ${context.account.address}.`,
      'Network: Bitcoin Regtest',
    ],
  })
  const latest = await context.store.read()
  await context.store.write({
    ...latest,
    bitcoinPermissions: { ...latest.bitcoinPermissions, [context.origin]: Date.now() },
  })
  const accounts = [pageAccount(context)]
  context.emit('bitcoin:accountsChanged', accounts, context.origin)
  return accounts
}

async function disconnect(context: BitcoinWalletContext): Promise<null> {
  const state = await context.store.read()
  if (!state.bitcoinPermissions[context.origin]) return null
  const { [context.origin]: _, ...bitcoinPermissions } = state.bitcoinPermissions
  await context.store.write({ ...state, bitcoinPermissions })
  context.emit('bitcoin:accountsChanged', [], context.origin)
  return null
}

/** Throws -32602 unless `address` is the wallet's, 4100 unless the origin is connected. */
async function authorize(context: BitcoinWalletContext, addresses: unknown[]): Promise<void> {
  for (const address of addresses)
    assertParams(
      address === context.account.address,
      'The account is not this wallet’s Bitcoin account',
    )
  const state = await context.store.read()
  if (!state.bitcoinPermissions[context.origin])
    throw new WalletRpcError(
      rpcErrorCodes.unauthorized,
      'The requested account and/or method has not been authorized by the user.',
    )
}

/** The sighash types a P2WPKH input may be signed with (ALL, NONE, SINGLE, each with ANYONECANPAY). */
const sigHashNames: Record<number, string> = {
  [SigHash.ALL]: 'ALL',
  [SigHash.NONE]: 'NONE',
  [SigHash.SINGLE]: 'SINGLE',
  [SigHash.ALL_ANYONECANPAY]: 'ALL|ANYONECANPAY',
  [SigHash.NONE_ANYONECANPAY]: 'NONE|ANYONECANPAY',
  [SigHash.SINGLE_ANYONECANPAY]: 'SINGLE|ANYONECANPAY',
}

type InputToSign = { index: number; sigHash: number }

/** Reads `inputsToSign` into input indexes with their sighash, checking each is the account's. */
function inputsToSignOf(
  context: BitcoinWalletContext,
  transaction: Transaction,
  entries: { signingIndexes?: unknown; sigHash?: unknown }[],
): InputToSign[] {
  const result: InputToSign[] = []
  for (const entry of entries) {
    const { signingIndexes, sigHash } = entry
    assertParams(
      Array.isArray(signingIndexes) && signingIndexes.length > 0,
      'signingIndexes must be a non-empty list of input indexes',
    )
    assertParams(
      sigHash === undefined || (typeof sigHash === 'number' && sigHash in sigHashNames),
      `Unsupported sigHash ${JSON.stringify(sigHash)} (supported: ALL, NONE, SINGLE, with or without ANYONECANPAY)`,
    )
    for (const index of signingIndexes) {
      assertParams(
        Number.isInteger(index) && index >= 0 && index < transaction.inputsLength,
        `Input ${JSON.stringify(index)} is not in the PSBT (it has ${transaction.inputsLength} inputs)`,
      )
      assertParams(
        !result.some((known) => known.index === index),
        `Input ${index} is listed twice in inputsToSign`,
      )
      const prevout = prevoutOf(transaction, index)
      assertParams(
        prevout,
        `Input ${index} has no witnessUtxo (or nonWitnessUtxo): the wallet signs only inputs whose script and amount it can show`,
      )
      assertParams(
        equalBytes(prevout.script, context.account.script),
        `Input ${index} is not this wallet’s: the wallet signs only inputs that spend ${context.account.address}`,
      )
      const stated = transaction.getInput(index).sighashType
      assertParams(
        sigHash === undefined || stated === undefined || stated === sigHash,
        `Input ${index}: sigHash ${String(sigHash)} differs from the PSBT’s ${stated}`,
      )
      const effective = (sigHash as number | undefined) ?? stated ?? SigHash.ALL
      assertParams(
        effective in sigHashNames,
        `Input ${index}: unsupported sighash type ${effective} in the PSBT`,
      )
      result.push({ index, sigHash: effective })
    }
  }
  return result
}

async function signMessage(context: BitcoinWalletContext, params: Record<string, unknown>) {
  await authorize(context, [params.address])
  const bytes = fromBase64(params.message, 'message')
  const text = readableText(bytes)
  const signIn =
    text === undefined ? undefined : checkSignInMessage({ message: text, origin: context.origin })
  await requireApproval(context, {
    title: signIn ? `Sign in to ${signIn.domain}` : 'Sign message (Bitcoin)',
    details: [
      `${context.origin} asks you to sign with ${context.account.address} (BIP-322):`,
      text ?? `${bytes.length} bytes (not text): ${toBase64(bytes)}`,
    ],
    warnings: signIn?.warnings,
  })
  return { signature: context.account.signMessage(bytes) }
}

/** The names the wallet's one network goes by: Wallet Standard's and its CAIP-2 id. */
const knownChains = walletChainOf({ caipNetworkId: `bip122:${bitcoinReferences.regtest}` })

async function signTransaction(context: BitcoinWalletContext, params: Record<string, unknown>) {
  const { inputsToSign, chain } = params
  assertParams(
    chain === undefined || knownChains.includes(chain as string),
    `Unknown Bitcoin chain ${JSON.stringify(chain)} (known: ${knownChains.join(', ')})`,
  )
  assertParams(
    Array.isArray(inputsToSign) &&
      inputsToSign.length > 0 &&
      inputsToSign.every((entry) => typeof entry === 'object' && entry !== null),
    'inputsToSign must be a non-empty list of { address, signingIndexes, sigHash? }',
  )
  await authorize(
    context,
    inputsToSign.map((entry: { address?: unknown }) => entry.address),
  )
  const bytes = fromBase64(params.psbt, 'psbt')
  let transaction: Transaction
  try {
    transaction = Transaction.fromPSBT(bytes)
  } catch (error) {
    throw new WalletRpcError(
      rpcErrorCodes.invalidParams,
      `The psbt is not a valid PSBT: ${(error as Error).message}`,
    )
  }
  const signing = inputsToSignOf(context, transaction, inputsToSign)
  const { lines } = describeBitcoinPsbt({
    transaction,
    ownScript: context.account.script,
    signing: signing.map((input) => input.index),
  })
  const warnings = signing
    .filter((input) => input.sigHash !== SigHash.ALL)
    .map(
      (input) =>
        `Input ${input.index} is signed with SIGHASH_${sigHashNames[input.sigHash]}: others can change the parts of the transaction it does not cover.`,
    )
  await requireApproval(context, {
    title: 'Sign transaction (Bitcoin)',
    details: [`${context.origin} asks you to sign with ${context.account.address}:`, ...lines],
    warnings: warnings.length > 0 ? warnings : undefined,
  })
  for (const input of signing) {
    if (
      transaction.getInput(input.index).sighashType === undefined &&
      input.sigHash !== SigHash.ALL
    )
      transaction.updateInput(input.index, { sighashType: input.sigHash })
    try {
      context.account.signInput(transaction, input.index, input.sigHash)
    } catch (error) {
      throw new WalletRpcError(
        rpcErrorCodes.invalidParams,
        `Input ${input.index} cannot be signed: ${(error as Error).message}`,
      )
    }
  }
  return { signedPsbt: toBase64(transaction.toPSBT()) }
}
