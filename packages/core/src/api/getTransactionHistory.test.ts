import { describe, expect, it } from 'vitest'
import { InvalidCaipAddressError } from '../errors/caip'
import { HttpStatusError } from '../errors/http'
import { TransactionsAccountRequiredError } from '../errors/transactions'
import { createHttpClient } from './createHttpClient'
import { ApiResponseError } from './errors'
import { getTransactionHistory } from './getTransactionHistory'
import { createTestFetch } from './testFetch.test-helpers'

const baseUrl = 'http://127.0.0.1:3000'
const account = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// An item as the server's history route writes it (docs/history.md).
const item = {
  id: 'eip155:31337/0x5c',
  metadata: {
    minedAt: '2026-01-04T10:00:00.000Z',
    chain: 'eip155:31337',
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    sentTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    hash: '0x5c',
  },
  transfers: [
    {
      fungible_info: {
        name: 'Portico Token',
        symbol: 'PTK',
        address: '0xddd1',
        icon: { url: 'http://127.0.0.1:3000/public/getTokenImage/PTK' },
        flags: { is_spam: false },
      },
      direction: 'in',
      quantity: { numeric: '2.5', decimals: '18' },
    },
  ],
}

describe('getTransactionHistory', () => {
  it('asks the history route with chainId, cursor and projectId and reads the page', async () => {
    const { fetch, requests } = createTestFetch(() => ({ data: [item], next: 'abc' }))
    const page = await getTransactionHistory({
      baseUrl,
      fetch,
      projectId: 'portico-local',
      account,
      chainId: 'eip155:31337',
      cursor: 'xyz',
    })
    expect(page).toEqual({ data: [item], next: 'abc' })
    expect(requests[0]?.url.pathname).toBe(`/v1/account/${encodeURIComponent(account)}/history`)
    expect(decodeURIComponent(requests[0]?.url.pathname ?? '')).toBe(
      `/v1/account/${account}/history`,
    )
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      chainId: 'eip155:31337',
      cursor: 'xyz',
      projectId: 'portico-local',
    })
  })

  it('makes a server-relative icon URL absolute on the base URL', async () => {
    const relative = structuredClone(item)
    const [transfer] = relative.transfers
    if (transfer) transfer.fungible_info.icon.url = '/public/getTokenImage/PTK'
    const { fetch } = createTestFetch(() => ({ data: [relative], next: null }))
    const page = await getTransactionHistory({ baseUrl, fetch, projectId: 'p', account })
    expect(page.data[0]?.transfers[0]?.fungible_info?.icon?.url).toBe(
      `${baseUrl}/public/getTokenImage/PTK`,
    )
  })

  it("keeps the client's projectId and leaves absent parameters out", async () => {
    const { fetch, requests } = createTestFetch(() => ({ data: [], next: null }))
    const client = createHttpClient({ baseUrl, fetch, params: { projectId: 'from-client' } })
    expect(await getTransactionHistory({ client, account, cursor: '' })).toEqual({
      data: [],
      next: null,
    })
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      projectId: 'from-client',
    })
  })

  it("passes on the server's backfill state of the account's older transfers", async () => {
    const backfill = {
      status: 'running',
      completeFromBlock: 19_000_000,
      nativeSource: 'trace_filter',
    }
    const { fetch } = createTestFetch(() => ({ data: [item], next: null, backfill }))
    const page = await getTransactionHistory({ baseUrl, fetch, projectId: 'p', account })
    expect(page).toEqual({ data: [item], next: null, backfill })
    const wrong = createTestFetch(() => ({ data: [], next: null, backfill: { status: 'late' } }))
    await expect(
      getTransactionHistory({ baseUrl, fetch: wrong.fetch, projectId: 'p', account }),
    ).rejects.toBeInstanceOf(ApiResponseError)
  })

  it('reads a pending item without a hash', async () => {
    const pending = { ...item, metadata: { ...item.metadata, hash: undefined, status: 'pending' } }
    const { fetch } = createTestFetch(() => ({ data: [pending], next: null }))
    const page = await getTransactionHistory({ baseUrl, fetch, projectId: 'p', account })
    expect(page.next).toBeNull()
    expect(page.data[0]?.metadata.status).toBe('pending')
    expect('hash' in (page.data[0]?.metadata ?? {})).toBe(false)
  })

  it("throws `Transactions can't be fetched without an accountAddress` without an account", async () => {
    const { fetch, requests } = createTestFetch(() => ({ data: [], next: null }))
    for (const missing of [undefined, '', '  ']) {
      const error = await getTransactionHistory({
        baseUrl,
        fetch,
        projectId: 'p',
        account: missing,
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(TransactionsAccountRequiredError)
      expect((error as TransactionsAccountRequiredError).shortMessage).toBe(
        "Transactions can't be fetched without an accountAddress",
      )
    }
    await expect(
      getTransactionHistory({ baseUrl, fetch, projectId: 'p', account: 'eip155:1:0x12:3' }),
    ).rejects.toBeInstanceOf(InvalidCaipAddressError)
    expect(requests).toHaveLength(0)
  })

  it('throws typed errors for a bad status and a bad shape, naming the field', async () => {
    const failing = createTestFetch(() => new Response('{"message":"no"}', { status: 400 }))
    const status = await getTransactionHistory({
      baseUrl,
      fetch: failing.fetch,
      projectId: 'p',
      account,
    }).catch((e: unknown) => e)
    expect(status).toBeInstanceOf(HttpStatusError)
    expect((status as HttpStatusError).shortMessage).toBe('HTTP status code: 400')

    const cases: [unknown, string][] = [
      [[], 'body: expected an object, got an array'],
      [{ data: {}, next: null }, 'data: expected an array, got object'],
      [{ data: [item], next: 5 }, 'next: expected a string, got number'],
      [{ data: [item] }, 'next: missing'],
      [
        { data: [{ ...item, metadata: { ...item.metadata, status: 'done' } }], next: null },
        'data[0].metadata.status: expected one of confirmed, failed, pending, got "done"',
      ],
      [
        {
          data: [
            {
              ...item,
              transfers: [{ ...item.transfers[0], quantity: { numeric: 1, decimals: '18' } }],
            },
          ],
          next: null,
        },
        'data[0].transfers[0].quantity.numeric: expected a string, got number',
      ],
      [
        {
          data: [
            {
              ...item,
              transfers: [
                {
                  ...item.transfers[0],
                  fungible_info: { ...item.transfers[0]?.fungible_info, flags: { is_spam: 'no' } },
                },
              ],
            },
          ],
          next: null,
        },
        'data[0].transfers[0].fungible_info.flags.is_spam: expected a boolean, got string',
      ],
    ]
    for (const [body, reason] of cases) {
      const { fetch } = createTestFetch(() => body)
      const error = await getTransactionHistory({ baseUrl, fetch, projectId: 'p', account }).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(ApiResponseError)
      expect((error as ApiResponseError).reason).toBe(reason)
    }
  })
})
