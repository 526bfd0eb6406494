import {
  and,
  arrayOverlaps,
  asc,
  eq,
  ilike,
  inArray,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import { wallets } from '../db/directorySchema'
import type { Database } from '../db/openDatabase'

/** A wallet as `GET /getWallets` lists it (SPEC §3 "Wallet listing"); absent links are null. */
export type WalletListing = {
  id: string
  name: string
  image_id: string | null
  /** CAIP-2 ids the wallet supports. */
  chains: string[]
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  homepage: string | null
  badge_type: string
}

export type ListWalletsParameters = {
  /** 1-based page. */
  page: number
  /** Page size (1 to 100). */
  entries: number
  /** Only these ids. */
  include?: readonly string[] | undefined
  /** Not these ids. */
  exclude?: readonly string[] | undefined
  /** CAIP-2 ids or bare namespaces (`eip155`); a wallet matches when it supports any. */
  chains?: readonly string[] | undefined
  /** Case-insensitive part of the name. */
  search?: string | undefined
  badgeType?: string | undefined
}

export type ListWalletsReturnType = { data: WalletListing[]; count: number }

/** Escapes LIKE wildcards so a search for `50%` means the text `50%`. */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * One page of the wallet directory and the number of wallets matching the filters, in a
 * deterministic order: recommended wallets first (by rank), then by name (case-insensitive), then
 * id. One query per page (count by window function); the page size is capped by the caller.
 *
 * @example
 * const { data, count } = await listWallets(db, { page: 1, entries: 40, chains: ['solana'] })
 */
export async function listWallets(
  db: Database,
  parameters: ListWalletsParameters,
): Promise<ListWalletsReturnType> {
  const { page, entries, include, exclude, chains, search, badgeType } = parameters
  const conditions: (SQL | undefined)[] = []
  if (include !== undefined) conditions.push(inArray(wallets.id, [...include]))
  if (exclude !== undefined && exclude.length > 0)
    conditions.push(notInArray(wallets.id, [...exclude]))
  if (chains !== undefined) {
    const networks = chains.filter((chain) => chain.includes(':'))
    const namespaces = chains.filter((chain) => !chain.includes(':'))
    conditions.push(
      or(
        networks.length > 0 ? arrayOverlaps(wallets.chains, networks) : undefined,
        ...namespaces.map(
          (namespace) =>
            sql`exists (select 1 from unnest(${wallets.chains}) as chain where chain like ${`${likeEscape(namespace)}:%`})`,
        ),
      ) ?? sql`false`,
    )
  }
  if (search !== undefined && search !== '')
    conditions.push(ilike(wallets.name, `%${likeEscape(search)}%`))
  if (badgeType !== undefined) conditions.push(eq(wallets.badgeType, badgeType))

  const where = and(...conditions)
  const rows = await db
    .select({
      id: wallets.id,
      name: wallets.name,
      image_id: wallets.imageId,
      chains: wallets.chains,
      rdns: wallets.rdns,
      mobile_link: wallets.mobileLink,
      desktop_link: wallets.desktopLink,
      webapp_link: wallets.webappLink,
      homepage: wallets.homepage,
      badge_type: wallets.badgeType,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(wallets)
    .where(where)
    .orderBy(
      sql`${wallets.recommendedRank} asc nulls last`,
      sql`lower(${wallets.name})`,
      asc(wallets.id),
    )
    .limit(entries)
    .offset((page - 1) * entries)

  const first = rows[0]
  const count =
    first !== undefined
      ? first.total
      : page === 1
        ? 0
        : ((
            await db
              .select({ count: sql<number>`count(*)`.mapWith(Number) })
              .from(wallets)
              .where(where)
          )[0]?.count ?? 0)
  return { data: rows.map(({ total: _total, ...wallet }) => wallet), count }
}
