import { type WalletsResponse, walletsResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType, HttpClientErrorType } from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'

/** A wallet of the directory (SPEC §3 "Wallet listing"). Links are null when the wallet has none. */
export type WalletListing = {
  id: string
  name: string
  image_id: string | null
  /** CAIP-2 ids the wallet supports, e.g. `eip155:1`. */
  chains: string[]
  /** Native deep-link scheme or universal link for phones, e.g. `metamask://`. */
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  /** EIP-6963 reverse-DNS id, when the wallet has one. */
  rdns: string | null
  badge_type: string | null
}

/** Parameters of {@link getWallets} (SPEC §7). */
export type GetWalletsParameters = {
  /** 1-based page. Default 1. */
  page?: number | undefined
  /** Page size (SPEC §9: 40; search 100). */
  entries?: number | undefined
  /** Case-insensitive name search. */
  search?: string | undefined
  /** CAIP-2 ids (or namespaces); a wallet matches when it supports any. */
  chains?: readonly string[] | undefined
  /** Only these wallet ids. */
  include?: readonly string[] | undefined
  /** Not these wallet ids. */
  exclude?: readonly string[] | undefined
  badge_type?: string | undefined
  signal?: AbortSignal | undefined
}

/** Return type of {@link getWallets}: one page and the total count of matches. */
export type GetWalletsReturnType = { data: WalletListing[]; count: number }

export type GetWalletsErrorType = HttpClientErrorType | ApiResponseError

const path = '/getWallets'

/**
 * One page of the wallet directory (`GET /getWallets`). The client carries `projectId` (and
 * `st`/`sv`) in its params.
 *
 * @example
 * const { data, count } = await getWallets(client, { page: 1, entries: 40, search: 'rain' })
 */
export async function getWallets(
  client: CreateHttpClientReturnType,
  parameters: GetWalletsParameters = {},
): Promise<GetWalletsReturnType> {
  const { signal, chains, include, exclude, ...rest } = parameters
  const list = (value: readonly string[] | undefined) =>
    value && value.length > 0 ? value : undefined
  const body = await client.get({
    path,
    params: { ...rest, chains: list(chains), include: list(include), exclude: list(exclude) },
    signal,
  })
  const page = readApiResponse<WalletsResponse>(path, body, walletsResponseSchema)
  return {
    data: page.data.map((wallet) => ({
      id: wallet.id,
      name: wallet.name,
      image_id: wallet.image_id,
      chains: wallet.chains,
      mobile_link: wallet.mobile_link,
      desktop_link: wallet.desktop_link,
      webapp_link: wallet.webapp_link,
      rdns: wallet.rdns,
      badge_type: wallet.badge_type || null,
    })),
    count: page.count,
  }
}
