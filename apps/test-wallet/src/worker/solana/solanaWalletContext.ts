import type { WalletContext } from '../walletContext'
import type { SolanaAccount } from './deriveSolanaAccount'

/** What a Solana request is served with: the EVM context's parts, with the Solana key instead. */
export type SolanaWalletContext = Omit<WalletContext, 'account'> & { account: SolanaAccount }

/** A Solana account as the page gets it: the address and the public key in base64. */
export type SolanaPageAccount = { address: string; publicKey: string }
