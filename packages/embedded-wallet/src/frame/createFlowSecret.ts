/** A login flow's secret, kept in the frame's origin, and the SHA-256 of it the server keeps. */
export type FlowSecret = { secret: string; hash: string }

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/**
 * Makes the random secret of a social or Farcaster login flow (32 bytes, base64url) and its
 * SHA-256 in hex: only the hash goes to the server when the flow starts; the secret redeems it.
 *
 * @example
 * const { secret, hash } = await createFlowSecret()
 */
export async function createFlowSecret(): Promise<FlowSecret> {
  const secret = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret))
  const hash = Array.from(new Uint8Array(digest), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  return { secret, hash }
}
