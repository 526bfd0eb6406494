// Test helper: announces a wallet over EIP-6963 the way the Portico test wallet does, answering
// every `eip6963:requestProvider` until stopped.
import type { EIP1193Provider } from 'viem'

/** Announces `provider` as the Portico Test Wallet; returns the function that stops announcing. */
export function announceWallet(provider: unknown): () => void {
  const detail = Object.freeze({
    info: {
      uuid: crypto.randomUUID(),
      name: 'Portico Test Wallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      rdns: 'dev.portico.testwallet',
    },
    provider: provider as EIP1193Provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
