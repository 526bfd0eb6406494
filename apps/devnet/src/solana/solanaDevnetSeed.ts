/**
 * What the local Solana chain holds at genesis, in base units. Tests and price sources read these
 * figures rather than repeating them.
 */
export const solanaDevnetSeed = {
  /** Accounts 0…9 of the devnet mnemonic (`m/44'/501'/i'/0'`, Phantom's path) are funded. */
  fundedAccounts: 10,
  /** Lamports of each funded account (1000 SOL). */
  lamports: 1_000n * 10n ** 9n,
  /** Lamports of the faucet that pays `requestAirdrop` (and is the tokens' mint authority). */
  faucetLamports: 1_000_000n * 10n ** 9n,
  /** The two SPL tokens (classic Token program); each funded account holds `balance` in its ATA. */
  tokens: {
    pUSD: { name: 'Portico USD', symbol: 'pUSD', decimals: 6, balance: 100_000n * 10n ** 6n },
    PTK: { name: 'Portico Token', symbol: 'PTK', decimals: 9, balance: 10_000n * 10n ** 9n },
  },
  /** The base fee per signature (LiteSVM charges the mainnet figure). */
  lamportsPerSignature: 5_000n,
} as const

/** Symbol of a seeded Solana devnet token. */
export type SolanaDevnetTokenSymbol = keyof typeof solanaDevnetSeed.tokens
