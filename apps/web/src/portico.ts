import { createLazyBitcoinAdapter } from '@portico/bitcoin/lazy'
import { type AdapterNetwork, createLazyAdapter } from '@portico/core'
import { createPorticoSiwx } from '@portico/core/siwx'
import { bitcoinDevnet, devnetChains, solanaDevnet } from '@portico/devnet/chains'
import { createEmbeddedWallet } from '@portico/embedded-wallet/lazy'
import { createLazyEvmAdapter } from '@portico/evm/lazy'
import { createPorticoConfig } from '@portico/react'
import { createWalletConnectHub } from '@portico/walletconnect/hub'
import { readFeatureSwitches } from './featureSwitches'
import { frameUrl } from './frameUrl'
import { esploraGatewayUrl, gatewayUrl } from './gatewayUrl'
import { readLocaleChoice } from './locale/readLocaleChoice'
import { relayUrl } from './relayUrl'
import { readSiwxMode } from './siwxMode'
import { readThemeChoice } from './theme/readThemeChoice'

/** The project id of the embedded default server. */
export const projectId = 'portico-local'

/** The devnet's two chains, requested by the app (31339 stays unrequested on purpose). */
export const networks: AdapterNetwork[] = devnetChains.map((chain) => ({
  id: chain.id,
  caipNetworkId: chain.caipNetworkId,
  chainNamespace: 'eip155',
  name: chain.name,
  nativeCurrency: chain.nativeCurrency,
}))

/** The local Solana chain (LiteSVM), requested next to the EVM devnet chains. */
export const solanaNetworks: AdapterNetwork[] = [
  {
    id: solanaDevnet.caipNetworkId.slice('solana:'.length),
    caipNetworkId: solanaDevnet.caipNetworkId,
    chainNamespace: 'solana',
    name: solanaDevnet.name,
    nativeCurrency: solanaDevnet.nativeCurrency,
  },
]

/** The local Bitcoin chain (regtest, a bcoin node), read through the server's Esplora gateway. */
export const bitcoinNetworks: AdapterNetwork[] = [
  {
    id: bitcoinDevnet.caipNetworkId.slice('bip122:'.length),
    caipNetworkId: bitcoinDevnet.caipNetworkId,
    chainNamespace: 'bip122',
    name: bitcoinDevnet.name,
    nativeCurrency: bitcoinDevnet.nativeCurrency,
  },
]

// The embedded wallet: email and social login, keys in the wallet frame on its own origin. Only
// this handle is in the first load; the frame client and its iframe load when the visitor types an
// email or picks a social login, or on a reload when the last visit left it signed in.
const viteEnv = (import.meta as { env?: Record<string, string | undefined> }).env
const embeddedWallet = createEmbeddedWallet({
  frameUrl: frameUrl({ origin: location.origin, configured: viteEnv?.VITE_PORTICO_FRAME_URL }),
  projectId,
  chainId: networks[0]?.id ?? 31337,
  // The social providers list comes from this server (the page connects only to its own origin).
  apiUrl: location.origin,
  // `redirect` sends the whole page to the provider (popups are the default).
  socialLoginMode: viteEnv?.VITE_PORTICO_SOCIAL_LOGIN_MODE === 'redirect' ? 'redirect' : 'popup',
})

// WalletConnect through the server's own relay (same origin), shared by the EVM and Solana
// adapters: one pairing asks the wallet for both. Its code loads only when used.
const walletConnect = createWalletConnectHub({
  relay: { url: relayUrl({ origin: location.origin }) },
  projectId,
  metadata: { name: 'Portico', description: 'Portico web app', url: location.origin, icons: [] },
})

// The EVM adapter's code (wagmi, viem) loads when a wallet is picked, or at start when the last
// visit left a session: Connect lists WalletConnect, email and the EIP-6963 wallets before it.
const adapter = createLazyEvmAdapter({
  embeddedWallet: { wallet: embeddedWallet },
  networks,
  // The server's RPC gateway on the same origin (proxied to it by `vite dev`).
  rpcUrl: (network) =>
    gatewayUrl({ caipNetworkId: network.caipNetworkId, projectId, origin: location.origin }),
  walletConnect,
})

// Sign in with the wallet on this server (optional; `?siwx=required` or `?siwx=off` to demo).
const siwxMode = readSiwxMode(location.search)
const siwx =
  siwxMode === 'off'
    ? undefined
    : createPorticoSiwx({ apiUrl: location.origin, projectId, required: siwxMode === 'required' })

// The Solana adapter's code (Wallet Standard discovery, then @solana/kit) loads when the modal
// opens, or at start when the last visit left Solana connected: the first load carries none of it.
const solanaAdapter = createLazyAdapter({
  namespace: 'solana',
  networks: solanaNetworks,
  load: () =>
    Promise.all([
      import('@portico/solana'),
      import('@portico/embedded-wallet/solana'),
      import('@portico/walletconnect/solana'),
    ]).then(
      ([{ createSolanaAdapter }, { registerEmbeddedSolanaWallet }, { solanaWalletConnect }]) => {
        // The embedded wallet's Solana side (Wallet Standard, signing in the frame): the Connect
        // list shows one `Email` wallet for both namespaces.
        registerEmbeddedSolanaWallet({
          wallet: embeddedWallet,
          chains: solanaNetworks.map((n) => n.caipNetworkId),
        })
        return createSolanaAdapter({
          networks: solanaNetworks,
          // WalletConnect's Solana side: the pairing asks for Solana accounts too.
          walletConnect: solanaWalletConnect(walletConnect),
          // Through the server's gateway like EVM; confirmations poll every 1 s (no WebSocket there).
          rpcUrl: (network) =>
            gatewayUrl({
              caipNetworkId: network.caipNetworkId,
              projectId,
              origin: location.origin,
            }),
        })
      },
    ),
})

// The Bitcoin adapter's code (its Esplora client, then @scure/btc-signer for a payment) loads
// when a wallet is picked, or at start when the last visit left Bitcoin connected; until then it
// lists the Wallet Standard Bitcoin wallets, so Connect shows a Bitcoin-only wallet at once.
const bitcoinAdapter = createLazyBitcoinAdapter({
  networks: bitcoinNetworks,
  esploraUrl: (network) =>
    esploraGatewayUrl({ caipNetworkId: network.caipNetworkId, projectId, origin: location.origin }),
})

const accountType = new URLSearchParams(location.search).get('accountType') ?? undefined

// The theme Settings saved, else the device's (`system`, followed live by the kit).
const themeMode = readThemeChoice(globalThis.localStorage)

export const portico = createPorticoConfig({
  projectId,
  themeMode,
  locale: readLocaleChoice(globalThis.localStorage),
  networks: [...networks, ...solanaNetworks, ...bitcoinNetworks],
  adapters: [adapter, solanaAdapter, bitcoinAdapter],
  siwx,
  embeddedWallet,
  // Portico's names (the server's PORTICO_NAME_ZONE under npm start): Account offers `Choose a name`.
  nameZone: 'portico.id',
  // SPEC §1's defaults; `?features=legalCheckbox,-history` to demo others (the e2e suite does).
  features: readFeatureSwitches(location.search),
  // A new embedded-wallet user's EVM account type: SPEC §1's smartAccount, `?accountType=eoa` to
  // demo the app's own default (checked when the frame loads).
  defaultAccountTypes: { eip155: accountType as 'eoa' },
})
