import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/**
 * The wallet directory (`GET /getWallets`). Rows with `source = 'seed'` mirror
 * `data/wallets.json` and are rewritten on every start; operators add their own rows with
 * `source = 'operator'` (never touched by the seed).
 */
export const wallets = pgTable(
  'wallets',
  {
    /** Stable slug, e.g. `metamask`. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Key of the wallet's image in `directory_images` (kind `wallet`). */
    imageId: text('image_id'),
    /** CAIP-2 ids the wallet supports. */
    chains: text('chains').array().notNull().default(sql`'{}'::text[]`),
    /** EIP-6963 reverse-DNS id, when the wallet has one. */
    rdns: text('rdns'),
    mobileLink: text('mobile_link'),
    desktopLink: text('desktop_link'),
    webappLink: text('webapp_link'),
    homepage: text('homepage'),
    /** `none` or `certified` (tested by Portico's own suite). */
    badgeType: text('badge_type').notNull().default('none'),
    /** Position among the recommended wallets (listed first, ascending); null = not recommended. */
    recommendedRank: integer('recommended_rank'),
    /** `seed` (from data/wallets.json) or `operator`. */
    source: text('source').notNull().default('operator'),
  },
  (table) => [index('wallets_order_idx').on(table.recommendedRank, table.name, table.id)],
)

/**
 * Images served by the directory routes: `kind` is `wallet` (`/getWalletImage/:id`), `asset`
 * (`/public/getAssetImage/:id`), `currency` (`/public/getCurrencyImage/:id`) or `token`
 * (`/public/getTokenImage/:id`). `etag` is a hash of the body.
 */
export const directoryImages = pgTable(
  'directory_images',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    contentType: text('content_type').notNull(),
    body: text('body').notNull(),
    etag: text('etag').notNull(),
    source: text('source').notNull().default('operator'),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
)
