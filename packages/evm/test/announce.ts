// EIP-6963 in Node for the adapter suites: `window` is a plain EventTarget (set by each suite),
// and a wallet announces itself now and on every request, as a browser extension does.

/** What a wallet announces: its name and rdns, and the EIP-1193 provider it hands out. */
export type AnnouncedWallet = { name: string; rdns: string; provider: unknown }

/**
 * Announces `wallet` on `window` (uuid as given: the same wallet announced twice keeps its rdns).
 *
 * @example
 * announce('uuid-1', { name: 'Portico Test Wallet', rdns: 'dev.portico.testwallet', provider })
 */
export function announce(uuid: string, wallet: AnnouncedWallet): void {
  const detail = Object.freeze({
    info: { uuid, name: wallet.name, icon: 'data:image/svg+xml,<svg/>', rdns: wallet.rdns },
    provider: wallet.provider,
  })
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', send)
  send()
}
