import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import { BALANCE_CACHE_MS, BALANCE_RETRY_BLOCK_MS, IDENTITY_CACHE_MS } from '../constants'
import type { BalanceUnavailableError } from '../errors/balance'
import type { TokenBalance } from '../format/types'
import { createMemoryStorage } from '../timed/createMemoryStorage'
import { createAccountTokensStore } from './createAccountTokensStore'
import { createHttpClient } from './createHttpClient'
import { createTestFetch, type RecordedRequest } from './testFetch.test-helpers'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const caipAddress = `eip155:31337:${address}`
const token = (symbol: string, numeric: string, price: number, decimals = '18'): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  address: `eip155:31337:0x${symbol.padEnd(40, '0')}`,
  value: Number(numeric) * price,
  price,
  quantity: { decimals, numeric },
  iconUrl: '',
})

const setup = (answer: (request: RecordedRequest) => unknown) => {
  const clock = createFakeClock({ start: 1_700_000_000_000 })
  const storage = createMemoryStorage()
  const { fetch, requests } = createTestFetch((request) => {
    if (request.url.pathname === '/v1/supported-chains')
      return { http: ['eip155:31337', 'eip155:31338'], ws: [] }
    return answer(request)
  })
  const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
  const errors: BalanceUnavailableError[] = []
  const tokens = createAccountTokensStore({
    client,
    clock,
    storage,
    onError: (e) => errors.push(e),
  })
  const balanceCalls = () => requests.filter((r) => r.url.pathname.endsWith('/balance'))
  return { clock, storage, tokens, requests, errors, balanceCalls }
}

describe('createAccountTokensStore', () => {
  it('loads balances, drops decimals "0" and sums the USD values', async () => {
    const balances = [token('ETH', '2', 3000), token('PTK', '4', 2.5), token('NFT', '1', 9, '0')]
    const { tokens, balanceCalls } = setup(() => ({ balances }))
    const loading = tokens.load({ caipAddress })
    expect(tokens.getState().status).toBe('loading')
    await loading
    expect(tokens.getState()).toMatchObject({ status: 'success', caipAddress, totalUsd: 6010 })
    expect(tokens.getState().balances.map((t) => t.symbol)).toEqual(['ETH', 'PTK'])
    expect(balanceCalls()[0]?.url.searchParams.get('chainId')).toBe('eip155:31337')
  })

  it('serves the local cache for 30 s; force skips it and asks forceUpdate', async () => {
    let numeric = '1'
    const { tokens, clock, balanceCalls } = setup(() => ({
      balances: [token('PTK', numeric, 2)],
    }))
    await tokens.load({ caipAddress })
    numeric = '5'
    clock.advance(BALANCE_CACHE_MS - 1)
    await tokens.load({ caipAddress })
    expect(balanceCalls()).toHaveLength(1)
    expect(tokens.getState().totalUsd).toBe(2)
    await tokens.load({ caipAddress, force: true })
    expect(balanceCalls()).toHaveLength(2)
    expect(balanceCalls()[1]?.url.searchParams.get('forceUpdate')).toBe('true')
    expect(tokens.getState().totalUsd).toBe(10)
    numeric = '6'
    clock.advance(BALANCE_CACHE_MS)
    await tokens.load({ caipAddress })
    expect(balanceCalls()).toHaveLength(3)
    expect(tokens.getState().totalUsd).toBe(12)
  })

  it('a failure shows Token Balance Unavailable once and blocks retries for 30 s', async () => {
    let fail = true
    const { tokens, clock, errors, balanceCalls } = setup(() =>
      fail ? new Response('', { status: 502 }) : { balances: [token('PTK', '1', 1)] },
    )
    await tokens.load({ caipAddress })
    expect(tokens.getState().status).toBe('error')
    expect(errors.map((e) => e.shortMessage)).toEqual(['Token Balance Unavailable'])
    expect(errors[0]?.walk((e) => (e as Error).name === 'HttpStatusError')).toBeTruthy()
    fail = false
    clock.advance(BALANCE_RETRY_BLOCK_MS - 1)
    expect(tokens.blockedForMs(caipAddress)).toBe(1)
    await tokens.load({ caipAddress, force: true })
    expect(balanceCalls()).toHaveLength(1)
    expect(tokens.getState().status).toBe('error')
    clock.advance(1)
    await tokens.load({ caipAddress })
    expect(balanceCalls()).toHaveLength(2)
    expect(tokens.getState()).toMatchObject({ status: 'success', totalUsd: 1 })
    expect(errors).toHaveLength(1)
  })

  it('an unsupported network is unavailable without asking for balances', async () => {
    const { tokens, errors, balanceCalls } = setup(() => ({ balances: [] }))
    await tokens.load({ caipAddress: `eip155:31339:${address}` })
    expect(tokens.getState().status).toBe('error')
    expect(errors[0]?.shortMessage).toBe('Token Balance Unavailable')
    expect(errors[0]?.details).toBe('eip155:31339 is not supported')
    expect(balanceCalls()).toHaveLength(0)
  })

  it('keeps the identity for 5 minutes and forgets a failure', async () => {
    let calls = 0
    const { tokens, clock } = setup((request) => {
      if (request.url.pathname.startsWith('/v1/identity/')) {
        calls++
        return calls === 1
          ? new Response('', { status: 500 })
          : { name: 'alice.portico', avatar: null }
      }
      return { balances: [] }
    })
    await tokens.load({ caipAddress })
    await tokens.loadIdentity(caipAddress)
    expect(tokens.getState().identity).toBeUndefined()
    await tokens.loadIdentity(caipAddress)
    expect(tokens.getState().identity).toEqual({ name: 'alice.portico', avatar: null })
    clock.advance(IDENTITY_CACHE_MS - 1)
    await tokens.loadIdentity(caipAddress)
    expect(calls).toBe(2)
    clock.advance(1)
    await tokens.loadIdentity(caipAddress)
    expect(calls).toBe(3)
  })

  it("asks an EVM account's identity for its chain (ENSIP-19) and caches it per chain", async () => {
    const asked: (string | null)[] = []
    const { tokens } = setup((request) => {
      if (!request.url.pathname.startsWith('/v1/identity/')) return { balances: [] }
      const chainId = request.url.searchParams.get('chainId')
      asked.push(chainId)
      return { name: `on-${chainId}.eth`, avatar: null }
    })
    const onOther = `eip155:31338:${address}`
    await tokens.load({ caipAddress })
    await tokens.loadIdentity(caipAddress)
    expect(tokens.getState().identity?.name).toBe('on-eip155:31337.eth')
    await tokens.load({ caipAddress: onOther })
    await tokens.loadIdentity(onOther)
    expect(tokens.getState().identity?.name).toBe('on-eip155:31338.eth')
    await tokens.loadIdentity(onOther)
    expect(asked).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it('a slower answer for an older account does not overwrite the newer one', async () => {
    const other = 'eip155:31338:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const { tokens } = setup((r) => ({
      balances: [
        token(r.url.searchParams.get('chainId') === 'eip155:31337' ? 'OLD' : 'NEW', '1', 1),
      ],
    }))
    const first = tokens.load({ caipAddress })
    await tokens.load({ caipAddress: other })
    await first
    expect(tokens.getState().caipAddress).toBe(other)
    expect(tokens.getState().balances.map((t) => t.symbol)).toEqual(['NEW'])
    tokens.reset()
    expect(tokens.getState().status).toBe('idle')
  })

  it('refuses an account that is not CAIP-10', async () => {
    const { tokens } = setup(() => ({ balances: [] }))
    await expect(tokens.load({ caipAddress: address })).rejects.toThrowError(
      /Invalid CAIP-10 address/,
    )
  })
})
