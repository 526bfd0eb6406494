import { type AdapterNetwork, createPorticoSiwx } from '@portico/core'
import { devnetChains } from '@portico/devnet/chains'
import { createEvmAdapter } from '@portico/evm'
import { createPorticoConfig } from '@portico/react'
import { gatewayUrl } from './gatewayUrl'
import { relayUrl } from './relayUrl'
import { readSiwxMode } from './siwxMode'

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

const adapter = createEvmAdapter({
  networks,
  // The server's RPC gateway on the same origin (proxied to it by `vite dev`).
  rpcUrl: (network) =>
    gatewayUrl({ caipNetworkId: network.caipNetworkId, projectId, origin: location.origin }),
  // WalletConnect through the server's own relay (same origin); its code loads only when used.
  walletConnect: {
    relayUrl: relayUrl({ origin: location.origin }),
    projectId,
    metadata: {
      name: 'Portico',
      description: 'Portico web app',
      url: location.origin,
      icons: [],
    },
  },
})

// Sign in with the wallet on this server (optional; `?siwx=required` or `?siwx=off` to demo).
const siwxMode = readSiwxMode(location.search)
const siwx =
  siwxMode === 'off'
    ? undefined
    : createPorticoSiwx({ apiUrl: location.origin, projectId, required: siwxMode === 'required' })

export const portico = createPorticoConfig({ projectId, networks, adapters: [adapter], siwx })
