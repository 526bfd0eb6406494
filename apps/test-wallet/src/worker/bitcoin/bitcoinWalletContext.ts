import type { WalletContext } from '../walletContext'
import type { BitcoinAccount } from './deriveBitcoinAccount'

/** What a Bitcoin request is served with: the EVM context's parts, with the Bitcoin key instead. */
export type BitcoinWalletContext = Omit<WalletContext, 'account'> & { account: BitcoinAccount }

/** The Bitcoin payment account as the page gets it: the address and the public key in base64. */
export type BitcoinPageAccount = { address: string; publicKey: string }
