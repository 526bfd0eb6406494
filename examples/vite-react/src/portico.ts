import type { AdapterNetwork } from '@portico/core'
import { createPorticoSiwx } from '@portico/core/siwx'
import { createEvmAdapter } from '@portico/evm'
import { createPorticoConfig } from '@portico/react'

export const projectId = 'portico-local'

/** The Portico devnet's first chain (`npm start` in the Portico repository); use your own. */
export const networks: AdapterNetwork[] = [
  {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Portico Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
]

export const adapter = createEvmAdapter({
  networks,
  // The Portico server's RPC gateway, on this origin (vite.config.ts serves the server at /portico).
  rpcUrl: (network) =>
    `${location.origin}/portico/v1/?chainId=${encodeURIComponent(network.caipNetworkId)}&projectId=${projectId}`,
})

export const portico = createPorticoConfig({
  projectId,
  networks,
  adapters: [adapter],
  // The wallet directory, its images and sign-in, through the same proxy.
  apiUrl: `${location.origin}/portico`,
  // Sign in with the wallet on the Portico server (a session cookie on this origin).
  siwx: createPorticoSiwx({ apiUrl: `${location.origin}/portico`, projectId }),
})
