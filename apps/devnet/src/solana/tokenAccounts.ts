import type { Address, MaybeEncodedAccount } from '@solana/kit'
import { getAddressDecoder } from '@solana/kit'

/** The classic SPL Token program and Token-2022. */
export const tokenProgramIds = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

/** The RPC's `uiTokenAmount` / `tokenAmount` object. */
export type UiTokenAmount = {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

/** A token account's fields (the parts the RPC shows). */
export type TokenAccountFields = {
  mint: Address
  owner: Address
  amount: bigint
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: boolean
}

/**
 * The exact decimal string of `amount` base units (no trailing zeros), as `uiAmountString`.
 *
 * @example
 * toUiAmountString(1_500_000n, 6) // '1.5'
 */
export function toUiAmountString(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/**
 * The RPC's token amount object.
 *
 * @example
 * uiTokenAmount(1_500_000n, 6) // { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' }
 */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = toUiAmountString(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

const isTokenProgram = (owner: string) => (tokenProgramIds as readonly string[]).includes(owner)

/**
 * Reads an SPL token account (classic or Token-2022 base layout); undefined for anything else.
 *
 * @example
 * const fields = readTokenAccount(svm.getAccount(ata))
 */
export function readTokenAccount(account: MaybeEncodedAccount): TokenAccountFields | undefined {
  if (!account.exists || !isTokenProgram(account.programAddress)) return undefined
  const data = account.data
  if (data.length < 165 || (data.length > 165 && data[165] !== 2)) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const state = data[108] === 2 ? 'frozen' : data[108] === 1 ? 'initialized' : 'uninitialized'
  const decoder = getAddressDecoder()
  return {
    mint: decoder.decode(data.subarray(0, 32)),
    owner: decoder.decode(data.subarray(32, 64)),
    amount: view.getBigUint64(64, true),
    state,
    isNative: view.getUint32(109, true) === 1,
  }
}

/** A mint's decimals, supply and authorities; undefined when `account` is not a mint. */
export function readMint(account: MaybeEncodedAccount):
  | {
      decimals: number
      supply: bigint
      mintAuthority: Address | null
      freezeAuthority: Address | null
    }
  | undefined {
  if (!account.exists || !isTokenProgram(account.programAddress)) return undefined
  const data = account.data
  if (data.length < 82 || (data.length > 82 && data[165] !== 1)) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const decoder = getAddressDecoder()
  const option = (offset: number) =>
    view.getUint32(offset, true) === 1
      ? decoder.decode(data.subarray(offset + 4, offset + 36))
      : null
  return {
    mintAuthority: option(0),
    supply: view.getBigUint64(36, true),
    decimals: data[44] as number,
    freezeAuthority: option(46),
  }
}
