import { registerWallet } from '@wallet-standard/wallet'
import {
  type CreateEmbeddedSolanaWalletParameters,
  createEmbeddedSolanaWallet,
} from './createEmbeddedSolanaWallet'

export type RegisterEmbeddedSolanaWalletParameters = CreateEmbeddedSolanaWalletParameters
export type RegisterEmbeddedSolanaWalletReturnType = undefined

/**
 * Registers the embedded wallet's Solana side on the page (Wallet Standard), so the kit's Solana
 * adapter lists it (as `AUTH`, merged with the EVM connector of the same name) and connects it
 * with the EVM side after the email login. Light: the frame client loads only when it is used.
 *
 * @example
 * import { registerEmbeddedSolanaWallet } from '@portico/embedded-wallet/solana'
 * registerEmbeddedSolanaWallet({ wallet, chains: ['solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'] })
 */
export function registerEmbeddedSolanaWallet(
  parameters: RegisterEmbeddedSolanaWalletParameters,
): RegisterEmbeddedSolanaWalletReturnType {
  registerWallet(createEmbeddedSolanaWallet(parameters))
  return undefined
}
