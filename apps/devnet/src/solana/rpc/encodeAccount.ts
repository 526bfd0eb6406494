import {
  type Address,
  getBase58Decoder,
  getBase64Decoder,
  type MaybeEncodedAccount,
} from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { invalidParams } from '../rpcError'
import { readMint, readTokenAccount, uiTokenAmount } from '../tokenAccounts'

/** The encodings accounts are served in. */
export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed'

/** Reads `encoding` from a config (default base64 here; the RPC's own default is base58). */
export function accountEncoding(
  config: Record<string, unknown>,
  fallback: AccountEncoding = 'base64',
) {
  const encoding = config.encoding ?? fallback
  if (encoding !== 'base64' && encoding !== 'base58' && encoding !== 'jsonParsed')
    throw invalidParams(`unsupported account encoding ${String(encoding)}`)
  return encoding
}

function parsedData(svm: LiteSVM, account: MaybeEncodedAccount & { exists: true }) {
  const token = readTokenAccount(account)
  if (token) {
    const decimals = readMint(svm.getAccount(token.mint))?.decimals ?? 0
    const info = {
      isNative: token.isNative,
      mint: token.mint,
      owner: token.owner,
      state: token.state,
      tokenAmount: uiTokenAmount(token.amount, decimals),
    }
    return { program: 'spl-token', parsed: { info, type: 'account' }, space: account.data.length }
  }
  const mint = readMint(account)
  if (mint && account.data.length === 82) {
    const info = { ...mint, isInitialized: true, supply: mint.supply.toString() }
    return { program: 'spl-token', parsed: { info, type: 'mint' }, space: 82 }
  }
  return undefined
}

/**
 * An account in the RPC's `AccountInfo` shape (null when missing); `jsonParsed` parses SPL token
 * accounts and mints and falls back to base64 for anything else, as the real RPC does.
 *
 * @example
 * encodeAccount(svm, address, 'base64') // { data: ['…', 'base64'], lamports, owner, … }
 */
export function encodeAccount(svm: LiteSVM, address: Address, encoding: AccountEncoding) {
  const account = svm.getAccount(address)
  if (!account.exists) return null
  const parsed = encoding === 'jsonParsed' ? parsedData(svm, account) : undefined
  const data =
    parsed ??
    (encoding === 'base58'
      ? [getBase58Decoder().decode(account.data), 'base58']
      : [getBase64Decoder().decode(account.data), 'base64'])
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: 18_446_744_073_709_551_615n,
    space: account.data.length,
  }
}
