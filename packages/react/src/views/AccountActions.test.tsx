import type { FetchFunction } from '@portico/core/api'
import { createEvmAdapter } from '@portico/evm'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { click, queryButton, type Rendered, render, waitFor } from '../../test/dom'
import { PorticoContext } from '../context'
import { createPorticoConfig } from '../createPorticoConfig'
import { AccountActions } from './AccountActions'

// The Swap button's rule with the server answered by an injected fetch; the real route is
// crossed in apps/server/test/apiKit.test.ts and the whole flow in e2e/specs/swap.spec.ts.
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const network = (id: number) => ({
  id,
  caipNetworkId: `eip155:${id}` as const,
  chainNamespace: 'eip155' as const,
  name: `Portico Devnet ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})
const networks = [network(31337), network(31339)]

/** Swaps on 31337 only; 31339 answers as a server without a DEX there does (SPEC §8). */
function createServer() {
  const asked: string[] = []
  const fetch: FetchFunction = async (input) => {
    const url = new URL(input)
    if (url.pathname !== '/v1/convert/tokens') return new Response('{}', { status: 404 })
    const chainId = url.searchParams.get('chainId') ?? ''
    asked.push(chainId)
    if (chainId !== 'eip155:31337')
      return new Response(
        JSON.stringify({ error: 'Bad Request', message: 'Network not supported for Swaps' }),
        { status: 400 },
      )
    const token = (symbol: string, address: string) => ({
      name: symbol,
      symbol,
      address: `${chainId}:${address}`,
      decimals: 18,
      logoUri: `/public/getTokenImage/${symbol}`,
    })
    return new Response(
      JSON.stringify({
        tokens: [
          token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'),
          token('pUSD', '0xbd51D5463173997d900C0240495652bc80283cC3'),
        ],
      }),
      { status: 200 },
    )
  }
  return { fetch, asked }
}

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

describe('AccountActions', () => {
  it('shows Swap on a network the server swaps on, hides it elsewhere, and opens the Swap view', async () => {
    const server = createServer()
    const adapter = createEvmAdapter({
      networks,
      rpcUrl: () => 'http://127.0.0.1:1',
      storage: null,
    })
    const config = createPorticoConfig({
      projectId: 'portico-local',
      networks,
      adapters: [adapter],
      storage: null,
      apiUrl: 'http://127.0.0.1:3000',
      fetch: server.fetch,
    })
    const connect = (chainId: number) =>
      act(() =>
        config.account.setState({
          status: 'connected',
          address,
          chainId,
          caipAddress: `eip155:${chainId}:${address}`,
          connectorId: 'dev.portico.testwallet',
        }),
      )
    connect(31339)
    rendered = await render(
      <PorticoContext.Provider value={config}>
        <AccountActions />
      </PorticoContext.Provider>,
    )
    await waitFor(() => server.asked.length === 1 || undefined)
    expect(queryButton('Send')).not.toBeNull()
    expect(queryButton('Swap')).toBeNull()

    connect(31337)
    const swap = await waitFor(() => queryButton('Swap'))
    await click(swap)
    expect(config.router.getState().view).toBe('Swap')

    // Each network is asked once: back on 31339, no new request and no button.
    connect(31339)
    await waitFor(() => (queryButton('Swap') === null ? true : undefined))
    expect(server.asked).toEqual(['eip155:31339', 'eip155:31337'])
  })

  it('shows Buy first and opens the Buy view; hides it in a mainland China time zone (SPEC §1)', async () => {
    const server = createServer()
    const config = createPorticoConfig({
      projectId: 'portico-local',
      networks,
      adapters: [createEvmAdapter({ networks, rpcUrl: () => 'http://127.0.0.1:1', storage: null })],
      storage: null,
      apiUrl: 'http://127.0.0.1:3000',
      fetch: server.fetch,
    })
    const tree = (
      <PorticoContext.Provider value={config}>
        <AccountActions />
      </PorticoContext.Provider>
    )
    const zone = process.env.TZ
    try {
      process.env.TZ = 'Asia/Shanghai'
      rendered = await render(tree)
      expect(queryButton('Buy')).toBeNull()
      expect(queryButton('Send')).not.toBeNull()
      await rendered.unmount()
      process.env.TZ = 'Europe/Berlin'
      rendered = await render(tree)
      const buy = await waitFor(() => queryButton('Buy'))
      await click(buy)
      expect(config.router.getState().view).toBe('Buy')
    } finally {
      if (zone === undefined) delete process.env.TZ
      else process.env.TZ = zone
    }
  })
})
