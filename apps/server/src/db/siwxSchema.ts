import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { projects } from './projectsSchema'

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * Sign-in nonces (`GET /v1/siwx/nonce`): single use, bound to a project, valid until
 * `expires_at`. `used_at` is set, atomically, by the verification that consumes it.
 */
export const siwxNonces = pgTable(
  'siwx_nonces',
  {
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    issuedAt: time('issued_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (table) => [index('siwx_nonces_expires_at').on(table.expiresAt)],
)

/**
 * Sign-in sessions created by `POST /v1/siwx/verify`. `id` is public (URLs); the browser holds a
 * separate secret token in the session cookie (`__Host-portico_session` when Secure, else
 * `portico_session`), stored here only as its SHA-256; ended rows are pruned (`pruneSiwx`).
 */
export const siwxSessions = pgTable(
  'siwx_sessions',
  {
    id: text('id').primaryKey(),
    /** SHA-256 (hex) of the cookie token. */
    tokenHash: text('token_hash').notNull().unique(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The account address as written in the message. */
    address: text('address').notNull(),
    /** CAIP-2 id of the message's chain. */
    caipNetworkId: text('caip_network_id').notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    cacao: jsonb('cacao'),
    issuedAt: time('issued_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
  },
  (table) => [index('siwx_sessions_project_address').on(table.projectId, table.address)],
)

/**
 * Keys that sign the sign-in tokens (`POST /v1/siwx/token`), published at
 * `GET /.well-known/jwks.json`. A key signs from `signs_from` until `signs_until`, and stays
 * published until `published_until` (its last token's expiry), so a rotation never fails a
 * verifier. `private_jwk` is sealed (AES-256-GCM under the server's secret, `v1.…`).
 */
export const siwxSigningKeys = pgTable(
  'siwx_signing_keys',
  {
    kid: text('kid').primaryKey(),
    alg: text('alg').notNull(),
    publicJwk: jsonb('public_jwk').notNull(),
    privateJwk: text('private_jwk').notNull(),
    createdAt: time('created_at').notNull(),
    signsFrom: time('signs_from').notNull(),
    signsUntil: time('signs_until').notNull(),
    publishedUntil: time('published_until').notNull(),
  },
  (table) => [index('siwx_signing_keys_published_until').on(table.publishedUntil)],
)
