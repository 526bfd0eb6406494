import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/**
 * Messages held by the WalletConnect relay (store-and-forward): one row per topic and message
 * hash, kept until `expires_at` (ms since the epoch) and then pruned.
 */
export const relayMessages = pgTable(
  'relay_messages',
  {
    topic: text('topic').notNull(),
    /** sha256 of the message text, hex. */
    hash: text('hash').notNull(),
    message: text('message').notNull(),
    tag: integer('tag').notNull(),
    /** The publisher's client id (`did:key`): never delivered back to it. */
    sender: text('sender').notNull(),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.topic, table.hash] }),
    index('relay_messages_expires_at').on(table.expiresAt),
  ],
)

/** Which client acknowledged (or fetched) which message, so it is not delivered to it again. */
export const relayAcks = pgTable(
  'relay_acks',
  {
    clientId: text('client_id').notNull(),
    topic: text('topic').notNull(),
    hash: text('hash').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.topic, table.hash] }),
    index('relay_acks_expires_at').on(table.expiresAt),
  ],
)

/**
 * How far a client has acknowledged a topic: every message on `topic` published before
 * `acked_before` (ms since the epoch), other than its own, was acknowledged by `client_id`. One row
 * per client and topic stands for many `relay_acks` rows; the relay writes it only when it knows
 * the claim holds (a single instance that saw every message of the topic, see createAckQueue).
 * Kept until `expires_at`, when every message it covers has expired.
 */
export const relayCursors = pgTable(
  'relay_cursors',
  {
    clientId: text('client_id').notNull(),
    topic: text('topic').notNull(),
    ackedBefore: bigint('acked_before', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.topic] }),
    index('relay_cursors_expires_at').on(table.expiresAt),
  ],
)

/**
 * Which client subscribed to which topic, so that a client reconnecting (to this or another
 * instance, before or after a restart) gets its messages without subscribing again. Kept until
 * `expires_at`: the relay's longest storage time after the last subscribe.
 */
export const relaySubscriptions = pgTable(
  'relay_subscriptions',
  {
    clientId: text('client_id').notNull(),
    topic: text('topic').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.topic] }),
    index('relay_subscriptions_expires_at').on(table.expiresAt),
  ],
)
