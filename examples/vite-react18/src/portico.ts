import type { AdapterNetwork } from '@portico/core'
import { createPorticoSiwx } from '@portico/core/siwx'
import { createEvmAdapter, toViemChain } from '@portico/evm'
import { createPorticoConfig } from '@portico/react'
import { createConfig, http } from '@wagmi/core'

export const projectId = 'portico-local'

/** The Portico devnet's first chain (`npm start` in the Portico repository); use your own. */
export const devnet = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
} as const satisfies AdapterNetwork
export const networks = [devnet] as const

// Chain ids typed by these networks: usePorticoNetwork().switchNetwork(1) fails to compile.
declare module '@portico/react' {
  interface Register {
    networks: typeof networks
  }
}

// The Portico server's RPC gateway, on this origin (vite.config.ts serves the server at /portico).
const gateway = `${location.origin}/portico/v1/?chainId=${encodeURIComponent(devnet.caipNetworkId)}&projectId=${projectId}`

/** The app's own wagmi config (an app moving from RainbowKit keeps its own): Portico uses it as it is. */
export const wagmiConfig = createConfig({
  chains: [toViemChain({ network: devnet })],
  transports: { [devnet.id]: http(gateway) },
})

export const adapter = createEvmAdapter({ wagmiConfig })

export const portico = createPorticoConfig({
  projectId,
  networks: [...networks],
  adapters: [adapter],
  // `system`: the device's light or dark appearance, followed as it changes.
  themeMode: 'system',
  // The wallet directory, its images and sign-in, through the same proxy.
  apiUrl: `${location.origin}/portico`,
  // Sign in with the wallet on the Portico server (a session cookie on this origin).
  siwx: createPorticoSiwx({ apiUrl: `${location.origin}/portico`, projectId }),
})
