/** Which relay a WalletConnect pairing goes through, and so which wallets can pair. */
export type RelayMode = 'public' | 'self-hosted'

/** Hosts of WalletConnect's public relay (the one wallets from app stores connect to). */
const publicRelayHosts = new Set(['relay.walletconnect.org', 'relay.walletconnect.com'])

/**
 * Tells whether `relayUrl` is WalletConnect's public relay or a self-hosted one. A pairing URI
 * names no relay: a wallet installed from an app store always listens on the public relay, so it
 * sees sessions proposed there and never one proposed on a self-hosted relay.
 *
 * @example
 * relayMode('wss://relay.walletconnect.org') // 'public'
 * relayMode('ws://127.0.0.1:3000/relay') // 'self-hosted'
 */
export function relayMode(relayUrl: string): RelayMode {
  let host: string
  try {
    host = new URL(relayUrl).hostname.toLowerCase()
  } catch {
    return 'self-hosted'
  }
  return publicRelayHosts.has(host) ? 'public' : 'self-hosted'
}
