import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

function keyOf(secret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'portico-siwx-token-keys', 'signing-key', 32))
}

/**
 * Seals a token signing key (its private JWK as JSON) for the database, the way `sealShare`
 * seals key shares: AES-256-GCM under a key derived (HKDF-SHA256, its own label) from the
 * server's secret held outside the database, a random 96-bit IV, bound to the key's `kid`.
 *
 * @example
 * const sealed = sealSigningKey(secret, { kid, privateJwk: JSON.stringify(jwk) }) // 'v1.…'
 */
export function sealSigningKey(
  secret: Uint8Array,
  { kid, privateJwk }: { kid: string; privateJwk: string },
): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  cipher.setAAD(Buffer.from(`siwx-token-key\0${kid}`))
  const body = Buffer.concat([cipher.update(privateJwk, 'utf8'), cipher.final()])
  return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')}`
}

/**
 * Opens what {@link sealSigningKey} sealed; throws when the secret or the kid differ, or the text
 * was altered (e.g. the key was sealed by a process with another, random, secret).
 *
 * @example
 * const jwk = JSON.parse(openSigningKey(secret, { kid, sealed }))
 */
export function openSigningKey(
  secret: Uint8Array,
  { kid, sealed }: { kid: string; sealed: string },
): string {
  if (!sealed.startsWith('v1.')) throw new Error('Unknown signing key format')
  const bytes = Buffer.from(sealed.slice(3), 'base64')
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, 12))
  decipher.setAAD(Buffer.from(`siwx-token-key\0${kid}`))
  decipher.setAuthTag(bytes.subarray(bytes.length - 16))
  return Buffer.concat([
    decipher.update(bytes.subarray(12, bytes.length - 16)),
    decipher.final(),
  ]).toString('utf8')
}
