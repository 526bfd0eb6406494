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
