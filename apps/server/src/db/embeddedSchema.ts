import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { projects } from './projectsSchema'

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** An embedded-wallet user of a project, known by a (lower-case) email address. */
export const embeddedUsers = pgTable(
  'embedded_users',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [uniqueIndex('embedded_users_project_email').on(table.projectId, table.email)],
)

/**
 * Browsers (wallet frames) a user has verified. The frame keeps a random device token in its own
 * origin's storage; only the token's SHA-256 is stored here.
 */
export const embeddedDevices = pgTable(
  'embedded_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    verifiedAt: time('verified_at').notNull(),
    /**
     * When this browser received the recovery share (once, within 10 minutes of its
     * verification); the browser that made the wallet is marked when it stores the shares.
     */
    recoveryReleasedAt: time('recovery_released_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceHash] })],
)

/**
 * One-time codes sent by mail. `code_hash` is an HMAC-SHA256 of the code under the server's
 * secret (held outside the database); a code is single use (`used_at`), expires at `expires_at`
 * and is dead after too many wrong tries (`dead_at`). It only works from the device that asked
 * for it (`device_hash`).
 */
export const embeddedCodes = pgTable(
  'embedded_codes',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The address the code was sent to. */
    email: text('email').notNull(),
    /** `login`, `device`, `update-primary` or `update-secondary`. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    deviceHash: text('device_hash').notNull(),
    /** The account an email update belongs to. */
    userId: text('user_id').references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    /** The new address of an email update. */
    newEmail: text('new_email'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    deadAt: time('dead_at'),
  },
  (table) => [
    index('embedded_codes_email_created').on(table.projectId, table.email, table.createdAt),
    index('embedded_codes_expires_at').on(table.expiresAt),
  ],
)

/**
 * Embedded-wallet sessions. The frame holds the token (in its own origin's storage, sent as a
 * bearer token: a cookie would be a third-party cookie inside the app's page); only its SHA-256
 * is stored.
 */
export const embeddedSessions = pgTable(
  'embedded_sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
  },
  (table) => [index('embedded_sessions_user').on(table.userId)],
)

/**
 * The server's two shares of a user's wallet seed (Shamir 2-of-3; the third stays in the frame
 * origin of each verified device): each sealed with AES-256-GCM under a key derived from the
 * server's secret (outside the database), bound to the user id. See docs/embedded-wallet.md.
 */
export const embeddedShares = pgTable('embedded_shares', {
  userId: text('user_id')
    .primaryKey()
    .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
  /** Sealed server share: released to a live session of a verified device. */
  serverShare: text('server_share').notNull(),
  /** Sealed recovery share: released only to a new device right after its verification. */
  recoveryShare: text('recovery_share').notNull(),
  /** The wallet's public addresses (never secret): EVM and Solana. */
  evmAddress: text('evm_address').notNull(),
  solanaAddress: text('solana_address').notNull(),
  createdAt: time('created_at').notNull(),
})

/**
 * Social logins in progress (OpenID Connect, authorization code + PKCE). `state_hash` is the
 * SHA-256 of the `state` sent to the provider, `flow_hash` that of the id handed to the frame; the
 * nonce and PKCE verifier never leave the server. A flow lives 10 minutes, completes once (the
 * callback) and is redeemed once (`used_at`), only by the device that started it.
 */
export const embeddedSocialFlows = pgTable(
  'embedded_social_flows',
  {
    flowHash: text('flow_hash').primaryKey(),
    stateHash: text('state_hash').notNull().unique(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** `google`, `github`, … (SPEC §3 socialProvider). */
    provider: text('provider').notNull(),
    deviceHash: text('device_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The callback URL sent to the provider: on the frame origin that started the flow. */
    redirectUri: text('redirect_uri'),
    /**
     * Redirect mode: the app page the visitor left (an allowed origin of the project), where the
     * callback sends the visitor back with the completion code. Null in popup mode.
     */
    returnUrl: text('return_url'),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    /** Set by the callback: the account reached, or why the login failed. */
    completedAt: time('completed_at'),
    userId: text('user_id').references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    isNewUser: integer('is_new_user'),
    /**
     * SHA-256 of the one-time code the callback page hands to the window that opened it: `finish`
     * needs it, so a flow completed in someone else's browser (a phished authorization link) cannot
     * be redeemed by whoever started it.
     */
    completionHash: text('completion_hash'),
    failure: text('failure'),
    /** The visitor's name in the ID token (`name`, else `preferred_username`), for the kit's Account view. */
    userName: text('user_name'),
    usedAt: time('used_at'),
    /** SHA-256 of the secret the starting frame keeps: `finish` needs the secret itself. */
    flowSecretHash: text('flow_secret_hash'),
    /**
     * SHA-256 of the one-time launch token in the URL the frame opens (`social/launch`): its first
     * visit binds the flow to that browser and sends it on to the provider.
     */
    launchHash: text('launch_hash'),
    /**
     * SHA-256 of the random cookie `social/launch` set in the browser it sent to the provider:
     * the callback completes the flow only in that browser.
     */
    browserHash: text('browser_hash'),
  },
  (table) => [
    index('embedded_social_flows_expires_at').on(table.expiresAt),
    uniqueIndex('embedded_social_flows_launch_hash').on(table.launchHash),
  ],
)

/**
 * Provider identities (issuer + subject) and the account each one reaches. A verified email links
 * the identity to the account of that email; otherwise it has an account of its own.
 */
export const embeddedIdentities = pgTable(
  'embedded_identities',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    provider: text('provider').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    /** Whether the provider said the email was verified at the first login. */
    emailVerified: integer('email_verified').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.issuer, table.subject] }),
    index('embedded_identities_user').on(table.userId),
  ],
)

/**
 * The key check value of `PORTICO_EMBEDDED_SECRET` (one row, id 1): HMAC-SHA256 of a constant
 * under the secret, stored on the first start with that secret. A start with another secret is
 * refused instead of making every stored share unreadable (docs/embedded-wallet.md#custody).
 */
export const embeddedKeyCheck = pgTable('embedded_key_check', {
  id: integer('id').primaryKey(),
  checkValue: text('check_value').notNull(),
  createdAt: time('created_at').notNull(),
})
