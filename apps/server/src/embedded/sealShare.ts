import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** Which server-held share: each is sealed under its own derived key. */
export type ShareKind = 'server' | 'recovery'

function keyOf(secret: Uint8Array, kind: ShareKind): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'portico-embedded-shares', `share:${kind}`, 32))
}

/**
 * Seals a key share for storage: AES-256-GCM under a key derived (HKDF-SHA256) from the server's
 * secret — held outside the database — with a random 96-bit IV, bound to the user and the kind
 * (additional data), so a row copied to another user or swapped between kinds does not open.
 *
 * @example
 * const sealed = sealShare(secret, { kind: 'server', userId, share }) // 'v1.…'
 */
export function sealShare(
  secret: Uint8Array,
  { kind, userId, share }: { kind: ShareKind; userId: string; share: string },
): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, kind), iv)
  cipher.setAAD(Buffer.from(`${kind}\0${userId}`))
  const body = Buffer.concat([cipher.update(share, 'utf8'), cipher.final()])
  return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')}`
}

/**
 * Opens what {@link sealShare} sealed; throws when the secret, the user or the kind differ, or
 * the text was altered.
 *
 * @example
 * const share = openShare(secret, { kind: 'server', userId, sealed })
 */
export function openShare(
  secret: Uint8Array,
  { kind, userId, sealed }: { kind: ShareKind; userId: string; sealed: string },
): string {
  if (!sealed.startsWith('v1.')) throw new Error('Unknown share format')
  const bytes = Buffer.from(sealed.slice(3), 'base64')
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, kind), bytes.subarray(0, 12))
  decipher.setAAD(Buffer.from(`${kind}\0${userId}`))
  decipher.setAuthTag(bytes.subarray(bytes.length - 16))
  return Buffer.concat([
    decipher.update(bytes.subarray(12, bytes.length - 16)),
    decipher.final(),
  ]).toString('utf8')
}
