import { InvalidParameterError } from '@portico/core'
import { entropyToMnemonic, generateMnemonic, mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { combine, split } from 'shamir-secret-sharing'
import { deriveEmbeddedAccounts } from './deriveEmbeddedAccounts'

/** The three Shamir shares of a wallet (base64), any two of which rebuild it. */
export type WalletShares = {
  /** Stays in the frame origin's storage of each verified browser. */
  device: string
  /** Sealed by the server; released to a live session. */
  server: string
  /** Sealed by the server; released only right after a new browser's verification. */
  recovery: string
}

export type CreateWalletReturnType = {
  shares: WalletShares
  evmAddress: `0x${string}`
  solanaAddress: string
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * Makes a new wallet in the frame: a 12-word BIP-39 mnemonic from the platform CSPRNG (128 bits),
 * split 2-of-3 with `shamir-secret-sharing` over its entropy. Only the shares and public
 * addresses leave this function; the mnemonic is dropped.
 *
 * @example
 * const { shares, evmAddress, solanaAddress } = await createWallet()
 */
export async function createWallet(): Promise<CreateWalletReturnType> {
  const mnemonic = generateMnemonic(wordlist, 128)
  const [device, server, recovery] = await split(mnemonicToEntropy(mnemonic, wordlist), 3, 2)
  if (device === undefined || server === undefined || recovery === undefined)
    throw new InvalidParameterError({ reason: 'Shamir split gave fewer than 3 shares' })
  const { evm, solana } = deriveEmbeddedAccounts({ mnemonic })
  return {
    shares: { device: toBase64(device), server: toBase64(server), recovery: toBase64(recovery) },
    evmAddress: evm.address,
    solanaAddress: solana.address,
  }
}

/**
 * Rebuilds the mnemonic from two shares (base64) — in the frame's memory, for one use.
 *
 * @example
 * const mnemonic = await combineShares([deviceShare, serverShare])
 */
export async function combineShares(shares: [string, string]): Promise<string> {
  const entropy = await combine(shares.map(fromBase64))
  return entropyToMnemonic(entropy, wordlist)
}
