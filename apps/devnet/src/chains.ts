/**
 * The local devnet's chains as pure data (no Node imports), safe for browser bundles.
 *
 * @example
 * import { devnetChains } from '@portico/devnet/chains'
 * const ids = devnetChains.map((chain) => chain.caipNetworkId) // ['eip155:31337', 'eip155:31338']
 */

/** One local EVM chain of the devnet. */
export type DevnetChain = {
  id: number
  name: string
  caipNetworkId: `eip155:${number}`
  defaultPort: number
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** The native currency of every devnet chain. */
export const devnetNativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** The chains the web app requests: 31337 on port 8545 and 31338 on port 8546. */
export const devnetChains = [
  {
    id: 31337,
    name: 'Portico Devnet',
    caipNetworkId: 'eip155:31337',
    defaultPort: 8545,
    nativeCurrency: devnetNativeCurrency,
  },
  {
    id: 31338,
    name: 'Portico Devnet 2',
    caipNetworkId: 'eip155:31338',
    defaultPort: 8546,
    nativeCurrency: devnetNativeCurrency,
  },
] as const satisfies readonly DevnetChain[]

/**
 * A chain wallets may know but the web app does NOT request; e2e tests use it to reach the
 * UnsupportedChain view.
 */
export const unlistedDevnetChain = {
  id: 31339,
  name: 'Portico Devnet 3',
  caipNetworkId: 'eip155:31339',
  defaultPort: 8547,
  nativeCurrency: devnetNativeCurrency,
} as const satisfies DevnetChain

/** anvil's default mnemonic; the first ten accounts hold 10000 ETH on every devnet chain. */
export const devnetMnemonic = 'test test test test test test test test test test test junk'

/**
 * The account of {@link devnetMnemonic} whose key is the custody key of the devnet's Farcaster
 * account (its FID is registered by `deployDevnetFarcaster`; the test wallet signs with it).
 */
export const devnetFarcasterCustodyIndex = 16

/** The local Solana chain (LiteSVM behind our JSON-RPC facade), as pure data. */
export type SolanaDevnetChain = {
  name: string
  /** Fixed: base58 of sha256("portico-solana-devnet genesis"), the same on every start. */
  genesisHash: string
  /** `solana:` + the first 32 characters of the genesis hash (CAIP-2). */
  caipNetworkId: `solana:${string}`
  defaultPort: number
  defaultWsPort: number
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** The local Solana chain: JSON-RPC on 8899, WebSocket on 8900 (as a Solana validator). */
export const solanaDevnet = {
  name: 'Portico Solana Devnet',
  genesisHash: 'GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KRuG64X1bs6sWc',
  caipNetworkId: 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
  defaultPort: 8899,
  defaultWsPort: 8900,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
} as const satisfies SolanaDevnetChain

/** The local Bitcoin chain (a bcoin regtest node behind our Esplora API), as pure data. */
export type BitcoinDevnetChain = {
  name: string
  /** Bitcoin regtest's genesis block hash (display order), the same as Bitcoin Core's. */
  genesisHash: string
  /** `bip122:` + the first 32 hex characters of the genesis hash (CAIP-2, CAIP-4). */
  caipNetworkId: `bip122:${string}`
  /** The Wallet Standard chain. */
  walletStandardChain: `bitcoin:${string}`
  /** Port of the Esplora HTTP API. */
  defaultPort: number
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** The local Bitcoin chain: regtest, its Esplora API on 18443. */
export const bitcoinDevnet = {
  name: 'Portico Bitcoin Devnet',
  genesisHash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  walletStandardChain: 'bitcoin:regtest',
  defaultPort: 18443,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
} as const satisfies BitcoinDevnetChain
