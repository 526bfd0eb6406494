/**
 * The text a session's account signs (EIP-191; for a Solana session ed25519 over its UTF-8 bytes)
 * to revoke it without the session cookie:
 * `POST /v1/sessions/:id/revoke` with `{ pci: id, signature }`.
 *
 * @example
 * revokeMessage('4f3c…') // 'Revoke Portico session 4f3c…'
 */
export function revokeMessage(id: string): string {
  return `Revoke Portico session ${id}`
}
