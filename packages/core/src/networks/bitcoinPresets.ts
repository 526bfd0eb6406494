import type { AdapterNetwork } from '../adapter'
import { bitcoinReferences } from '../caip/bitcoinNetworks'

/** A preset Bitcoin network: its id is the genesis hash prefix (CAIP-4). */
export type BitcoinNetworkPreset = AdapterNetwork & { id: string; chainNamespace: 'bip122' }

function bitcoinNetwork(
  network: keyof typeof bitcoinReferences,
  name: string,
  explorerPath: string,
): BitcoinNetworkPreset {
  const reference = bitcoinReferences[network]
  return {
    id: reference,
    caipNetworkId: `bip122:${reference}`,
    chainNamespace: 'bip122',
    name,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    blockExplorers: {
      default: { name: 'mempool.space', url: `https://mempool.space${explorerPath}` },
    },
  }
}

/** Bitcoin (`bip122:000000000019d6689c085ae165831e93`). */
export const bitcoin: BitcoinNetworkPreset = bitcoinNetwork('mainnet', 'Bitcoin', '')
/** Bitcoin Testnet4 (`bip122:00000000da84f2bafbbc53dee25a72ae`). */
export const bitcoinTestnet4: BitcoinNetworkPreset = bitcoinNetwork(
  'testnet4',
  'Bitcoin Testnet4',
  '/testnet4',
)
/** Bitcoin Signet (`bip122:00000008819873e925422c1ff0f99f7c`). */
export const bitcoinSignet: BitcoinNetworkPreset = bitcoinNetwork(
  'signet',
  'Bitcoin Signet',
  '/signet',
)
