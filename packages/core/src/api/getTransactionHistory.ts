import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { InvalidCaipAddressError } from '../errors/caip'
import { TransactionsAccountRequiredError } from '../errors/transactions'
import type {
  Transaction,
  TransactionDirection,
  TransactionStatus,
  TransactionTransfer,
} from '../format/types'
import {
  type CreateHttpClientReturnType,
  createHttpClient,
  type FetchFunction,
  type HttpClientErrorType,
} from './createHttpClient'
import type { ApiResponseError } from './errors'
import { readResponse } from './readResponse'
import { resolveServerUrl } from './resolveServerUrl'
import {
  readArray,
  readBoolean,
  readNumber,
  readObject,
  readOptionalString,
  readString,
  ShapeError,
} from './shape'

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
}

export type GetTransactionHistoryErrorType =
  | TransactionsAccountRequiredError
  | InvalidCaipAddressError
  | HttpClientErrorType
  | ApiResponseError

const statuses: readonly TransactionStatus[] = ['confirmed', 'failed', 'pending']
const directions: readonly TransactionDirection[] = ['in', 'out', 'self']

const oneOf = <value extends string>(list: readonly value[], raw: unknown, field: string) => {
  const text = readString(raw, field)
  if (!(list as readonly string[]).includes(text))
    throw new ShapeError(`${field}: expected one of ${list.join(', ')}, got "${text}"`)
  return text as value
}

const optional = <value>(raw: unknown, read: () => value): value | undefined =>
  raw === undefined || raw === null ? undefined : read()

const readFlags = (raw: unknown, field: string) =>
  optional(raw, () => ({
    is_spam: readBoolean(readObject(raw, field).is_spam, `${field}.is_spam`),
  }))

const readTransfer = (value: unknown, field: string, baseUrl: string): TransactionTransfer => {
  const t = readObject(value, field)
  const q = readObject(t.quantity, `${field}.quantity`)
  const transfer: TransactionTransfer = {
    quantity: { numeric: readString(q.numeric, `${field}.quantity.numeric`) },
  }
  const decimals = readOptionalString(q.decimals, `${field}.quantity.decimals`)
  if (decimals !== null) transfer.quantity.decimals = decimals
  if (t.direction !== undefined && t.direction !== null)
    transfer.direction = oneOf(directions, t.direction, `${field}.direction`)
  if (t.fungible_info !== undefined && t.fungible_info !== null) {
    const f = readObject(t.fungible_info, `${field}.fungible_info`)
    const at = `${field}.fungible_info`
    transfer.fungible_info = {
      name: readOptionalString(f.name, `${at}.name`) ?? undefined,
      symbol: readOptionalString(f.symbol, `${at}.symbol`) ?? undefined,
      address: readOptionalString(f.address, `${at}.address`) ?? undefined,
      icon: optional(f.icon, () => ({
        url: resolveServerUrl(
          readString(readObject(f.icon, `${at}.icon`).url, `${at}.icon.url`),
          baseUrl,
        ),
      })),
      flags: readFlags(f.flags, `${at}.flags`),
    }
  }
  if (t.nft_info !== undefined && t.nft_info !== null) {
    const n = readObject(t.nft_info, `${field}.nft_info`)
    const at = `${field}.nft_info`
    transfer.nft_info = {
      name: readOptionalString(n.name, `${at}.name`) ?? undefined,
      flags: readFlags(n.flags, `${at}.flags`) ?? { is_spam: false },
    }
  }
  if (t.value !== undefined && t.value !== null)
    transfer.value = readNumber(t.value, `${field}.value`)
  if (t.price !== undefined && t.price !== null)
    transfer.price = readNumber(t.price, `${field}.price`)
  return transfer
}

const readTransaction = (value: unknown, field: string, baseUrl: string): Transaction => {
  const t = readObject(value, field)
  const m = readObject(t.metadata, `${field}.metadata`)
  const at = `${field}.metadata`
  const transaction: Transaction = {
    id: readString(t.id, `${field}.id`),
    metadata: {
      minedAt: readString(m.minedAt, `${at}.minedAt`),
      chain: readString(m.chain, `${at}.chain`),
      operationType: readString(m.operationType, `${at}.operationType`),
      status: oneOf(statuses, m.status, `${at}.status`),
      sentFrom: readString(m.sentFrom, `${at}.sentFrom`),
      sentTo: readString(m.sentTo, `${at}.sentTo`),
    },
    transfers: readArray(t.transfers, `${field}.transfers`, (transfer, at) =>
      readTransfer(transfer, at, baseUrl),
    ),
  }
  const hash = readOptionalString(m.hash, `${at}.hash`)
  if (hash !== null) transaction.metadata.hash = hash
  return transaction
}

const readPage = (body: unknown, baseUrl: string): GetTransactionHistoryReturnType => {
  const b = readObject(body, 'body')
  return {
    data: readArray(b.data, 'data', (item, field) => readTransaction(item, field, baseUrl)),
    next: readOptionalString(b.next, 'next'),
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
  if (account.includes(':')) parseCaipAddress(account) // throws `Invalid CAIP-10 address: …`
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
  return readResponse(path, body, (value) => readPage(value, client.baseUrl))
}
