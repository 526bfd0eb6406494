import type { AdapterNetwork } from '@portico/core'
import { createPorticoSiwx } from '@portico/core/siwx'
import { createEvmAdapter } from '@portico/evm'
import { createPorticoConfig } from '@portico/react'
import { projectId } from './project'

export { projectId }

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

/**
 * One Portico config per request on the server, once in the browser. `ssr` keeps the session in
 * a cookie and `cookie` (the request's Cookie header) gives the first render the visitor's account.
 * In the browser, sign-in (SIWE) goes to the Portico server through this origin's /v1 proxy: its
 * session cookie is first-party, and `useSiwx().getToken()` gives the token app/api/me checks.
 */
export function createPortico(cookie: string | null) {
  const adapter = createEvmAdapter({
    networks,
    // The Portico server's RPC gateway on this origin (app/portico/[...path]/route.ts).
    rpcUrl: (network) =>
      `/portico/v1/?chainId=${encodeURIComponent(network.caipNetworkId)}&projectId=${projectId}`,
    ssr: true,
    cookie,
  })
  // The wallet directory, its images and sign-in through the same route (`apiUrl` is a path of
  // the page's origin: no server call during server rendering).
  const portico = createPorticoConfig({
    projectId,
    networks,
    adapters: [adapter],
    apiUrl: typeof window === 'undefined' ? undefined : `${window.location.origin}/portico`,
    // Sign in with the wallet on the Portico server (a session cookie on this origin), in the
    // browser (the server render makes no sign-in call).
    siwx:
      typeof window === 'undefined'
        ? undefined
        : createPorticoSiwx({ apiUrl: `${window.location.origin}/portico`, projectId }),
  })
  return { adapter, portico }
}
