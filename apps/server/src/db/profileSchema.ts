import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** One address of a name, per ENSIP-11 coin type (`"60"`, `"2147514674"` …). */
export type ProfileAddress = { address: string; created: string }

/**
 * Registered account names (`POST /v1/profile/account`): `name` is the full lower-case name
 * (`alice.portico.id`). `owner` is the lower-case 0x address that signed the registration; an
 * owner's first name (oldest `registered_at`) is its primary name (`/v1/identity`, reverse).
 * `message` and `signature` are kept as the proof of the registration.
 */
export const profileNames = pgTable(
  'profile_names',
  {
    name: text('name').primaryKey(),
    label: text('label').notNull(),
    zone: text('zone').notNull(),
    owner: text('owner').notNull(),
    /** ENSIP-11 coin type (decimal string) → the address for it. */
    addresses: jsonb('addresses').$type<Record<string, ProfileAddress>>().notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    registeredAt: time('registered_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [index('profile_names_owner').on(table.owner, table.registeredAt)],
)

/**
 * Single-use nonces of name registrations (`GET /v1/profile/nonce`): the signed EIP-712
 * registration names one, so a signature registers once, on the deployment that issued it, within
 * 10 minutes. `used_at` is set by the registration that spends it.
 */
export const nameNonces = pgTable(
  'name_nonces',
  {
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (table) => [index('name_nonces_expires').on(table.expiresAt)],
)
