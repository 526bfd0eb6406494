/** The three ERC-20s seeded on every devnet chain (key = the symbol). */
export const devnetTokens = {
  pUSD: { name: 'Portico USD', symbol: 'pUSD', decimals: 6 },
  PTK: { name: 'Portico Token', symbol: 'PTK', decimals: 18 },
  PTS: { name: 'Portico Points', symbol: 'PTS', decimals: 0 },
} as const

/** Symbol of a seeded devnet token. */
export type DevnetTokenSymbol = keyof typeof devnetTokens

/**
 * What seeding puts on each chain, in base units. Tests and price sources read these figures
 * rather than repeating them. Prices follow from the pools: 1 ETH = 3000 pUSD, 1 PTK = 2.5 pUSD.
 */
export const devnetSeed = {
  /** Accounts 0…9 of the mnemonic each receive `balances` of every token (and 10000 ETH). */
  fundedAccounts: 10,
  /** Ether of each funded account at genesis (passed to anvil as `--balance`). */
  etherBalance: 10_000n * 10n ** 18n,
  balances: {
    pUSD: 100_000n * 10n ** 6n,
    PTK: 10_000n * 10n ** 18n,
    PTS: 1_000n,
  },
  /** Uniswap V2 pools; the liquidity tokens go to the deployer account (mnemonic index 10). */
  pools: {
    PTK_pUSD: { PTK: 100_000n * 10n ** 18n, pUSD: 250_000n * 10n ** 6n },
    WETH_pUSD: { WETH: 100n * 10n ** 18n, pUSD: 300_000n * 10n ** 6n },
  },
  /** Mnemonic index of the account that sends the seeding transactions and owns the LP tokens. */
  deployerIndex: 10,
} as const
