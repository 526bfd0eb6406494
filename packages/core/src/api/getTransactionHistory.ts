import { splitCaipAddress } from '../caip/splitCaipAddress'
import type { InvalidCaipAddressError } from '../errors/caip'
import { TransactionsAccountRequiredError } from '../errors/transactions'
import type { Transaction, TransactionTransfer } from '../format/types'
import {
  type TransactionHistoryResponse,
  transactionHistoryResponseSchema,
} from './apiSchemas.generated'
import {
  type CreateHttpClientReturnType,
  createHttpClient,
  type FetchFunction,
  type HttpClientErrorType,
} from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readApiResponse } from './readResponse'
import { resolveServerUrl } from './resolveServerUrl'

type HistoryQuery = {
  /** CAIP-10 account, e.g. `eip155:31337:0xf39F…2266` (its chain is then the filter). */
  account: string | undefined
  /** CAIP-2 id of the network; must match the account's when both are given. */
  chainId?: string | undefined
  /** The `next` of the previous page. */
  cursor?: string | undefined
  signal?: AbortSignal | undefined
}

/** Parameters of {@link getTransactionHistory}: a client, or a server URL and project id. */
export type GetTransactionHistoryParameters = HistoryQuery &
  (
    | {
        /** A client of the Portico server (its `projectId` parameter is sent on every request). */
        client: CreateHttpClientReturnType
        baseUrl?: undefined
        fetch?: undefined
        /** Sent as `projectId` (overrides the client's). */
        projectId?: string | undefined
      }
    | {
        client?: undefined
        /** Origin of the Portico server, e.g. `http://127.0.0.1:3000`. */
        baseUrl: string
        /** `fetch` to use; the global one by default. */
        fetch?: FetchFunction | undefined
        projectId: string
      }
  )

/** One page of history (SPEC §7): items newest first, and the cursor of the next page. */
export type GetTransactionHistoryReturnType = {
  data: Transaction[]
  /** `null` on the last page. */
  next: string | null
  /**
   * One EVM chain's history: the server's backfill of the account's transfers before its index
   * started (`running` while older activity is being filled in).
   */
  backfill?: TransactionHistoryResponse['backfill']
}

export type GetTransactionHistoryErrorType =
  | TransactionsAccountRequiredError
  | InvalidCaipAddressError
  | HttpClientErrorType
  | ApiResponseError

type HistoryItem = TransactionHistoryResponse['data'][number]

const toTransfer = (
  transfer: HistoryItem['transfers'][number],
  baseUrl: string,
): TransactionTransfer => {
  const { fungible_info: info, direction, quantity } = transfer
  return {
    quantity: { numeric: quantity.numeric, decimals: quantity.decimals },
    direction,
    fungible_info: {
      name: info.name,
      symbol: info.symbol,
      address: info.address || undefined,
      icon: info.icon ? { url: resolveServerUrl(info.icon.url, baseUrl) } : undefined,
      flags: { is_spam: info.flags.is_spam },
    },
  }
}

const toTransaction = (item: HistoryItem, baseUrl: string): Transaction => {
  const { minedAt, chain, operationType, status, sentFrom, sentTo, hash } = item.metadata
  return {
    id: item.id,
    metadata: {
      minedAt,
      chain,
      operationType,
      status,
      sentFrom,
      sentTo,
      ...(hash ? { hash } : {}),
    },
    transfers: item.transfers.map((transfer) => toTransfer(transfer, baseUrl)),
  }
}

/**
 * One page of an account's transaction history (`GET /v1/account/{account}/history?chainId=&cursor=`,
 * SPEC §7), newest first; pass `next` as `cursor` for the following page. The answer's shape is
 * checked: a wrong field throws {@link ApiResponseError}. No account throws
 * `Transactions can't be fetched without an accountAddress`.
 *
 * @example
 * const { data, next } = await getTransactionHistory({
 *   baseUrl: 'http://127.0.0.1:3000',
 *   projectId: 'portico-local',
 *   account: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 * })
 * const older = next ? await getTransactionHistory({ client, account, cursor: next }) : undefined
 */
export async function getTransactionHistory(
  parameters: GetTransactionHistoryParameters,
): Promise<GetTransactionHistoryReturnType> {
  const { account, chainId, cursor, projectId, signal } = parameters
  if (typeof account !== 'string' || account.trim() === '')
    throw new TransactionsAccountRequiredError()
  // The shape of an account id (`Invalid CAIP-10 address: …`); the server checks the address itself.
  if (account.includes(':')) splitCaipAddress(account)
  const client =
    parameters.client ??
    createHttpClient({
      baseUrl: parameters.baseUrl,
      fetch: parameters.fetch,
      params: { projectId },
    })
  const path = `/v1/account/${encodeURIComponent(account)}/history`
  const body = await client.get({
    path,
    params: { chainId, cursor: cursor || undefined, ...(projectId ? { projectId } : {}) },
    signal,
  })
  const page = readApiResponse<TransactionHistoryResponse>(
    path,
    body,
    transactionHistoryResponseSchema,
  )
  return {
    ...(page.backfill ? { backfill: page.backfill } : {}),
    data: page.data.map((item) => toTransaction(item, client.baseUrl)),
    next: page.next || null,
  }
}
