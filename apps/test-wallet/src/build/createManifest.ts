import type { WalletConfig } from '../walletConfig'

/** Parameters of {@link createManifest}. */
export type CreateManifestParameters = { config: WalletConfig; version: string }

/** A Manifest V3 document (the fields the test wallet uses). */
export type CreateManifestReturnType = Record<string, unknown>

/**
 * The extension's `manifest.json`: a module service worker, the MAIN-world provider script and the
 * ISOLATED relay script at document_start on http(s) pages, `storage`, and host access to the
 * chains' RPC origins (EVM and Solana) and to the server beside the WalletConnect relay (its
 * Farcaster auth relay, which the Farcaster page calls).
 *
 * @example
 * createManifest({ config: resolveWalletConfig(), version: '0.1.0' }).manifest_version // 3
 */
export function createManifest(parameters: CreateManifestParameters): CreateManifestReturnType {
  const { config, version } = parameters
  const matches = ['http://*/*', 'https://*/*']
  const relayOrigin = new URL(config.relayUrl.replace(/^ws/, 'http')).origin
  const rpcOrigins = [
    ...new Set([
      ...[...config.chains, ...config.solanaChains].map(
        (chain) => `${new URL(chain.rpcUrl).origin}/*`,
      ),
      `${relayOrigin}/*`,
    ]),
  ]
  return {
    manifest_version: 3,
    name: 'Portico Test Wallet',
    version,
    description: config.testControls
      ? 'Portico Test Wallet (test build: accepts test controls). Devnet keys only.'
      : 'A wallet for Portico demos and tests. Holds the public devnet keys only.',
    background: { service_worker: 'background.js', type: 'module' },
    content_scripts: [
      { matches, js: ['inpage.js'], run_at: 'document_start', world: 'MAIN' },
      { matches, js: ['content.js'], run_at: 'document_start' },
    ],
    // The toolbar button opens the WalletConnect page (walletconnect.html).
    action: { default_title: 'Portico Test Wallet: WalletConnect' },
    permissions: ['storage'],
    host_permissions: rpcOrigins,
  }
}
