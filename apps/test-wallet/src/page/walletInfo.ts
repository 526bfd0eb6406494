const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#2f5bea"/><path d="M26 70V26h24a14 14 0 0 1 0 28H38v16z" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/><circle cx="70" cy="66" r="6" fill="#fff"/></svg>`

/** The test wallet's EIP-6963 name, rdns and icon (the uuid is made per page). */
export const walletInfo = {
  name: 'Portico Test Wallet',
  rdns: 'dev.portico.testwallet',
  icon: `data:image/svg+xml;base64,${btoa(svg)}`,
} as const

/**
 * The name of the wallet's Bitcoin side (a Wallet Standard wallet of its own, same icon, no rdns).
 * Not the EVM/Solana name: the kit merges wallets of one name (or rdns) into one row and connects
 * every namespace of a row, so apps that connect "Portico Test Wallet" get no third prompt.
 */
export const bitcoinWalletName = 'Portico Bitcoin Test Wallet'

/** A random v4 UUID (also outside secure contexts, where `crypto.randomUUID` is missing). */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
