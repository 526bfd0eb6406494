import type { Transaction } from '@portico/core'
import type { FetchFunction } from '@portico/core/api'
import type { TrackedEvent } from '@portico/core/internal'
import { createEvmAdapter } from '@portico/evm'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { click, queryButton, type Rendered, render, waitFor } from '../../test/dom'
import { PorticoContext } from '../context'
import { createPorticoConfig, type PorticoConfig } from '../createPorticoConfig'
import { AccountTabs } from './AccountTabs'

// The view's own logic (tabs, states, grouping, rows, load more, retry) with the server answered
// by an injected fetch; the real route is crossed in apps/server/test/historyKit.test.ts and in
// e2e/specs/activity.spec.ts.
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const networks = [
  {
    id: 31337,
    caipNetworkId: 'eip155:31337' as const,
    chainNamespace: 'eip155' as const,
    name: 'Portico Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    blockExplorers: { default: { name: 'Devscan', url: 'https://explorer.test/' } },
  },
  {
    id: 31338,
    caipNetworkId: 'eip155:31338' as const,
    chainNamespace: 'eip155' as const,
    name: 'Portico Devnet 2',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
]

const item = (
  id: string,
  minedAt: string,
  options: Partial<Transaction['metadata']> & { amount?: string; direction?: 'in' | 'out' } = {},
): Transaction => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:31337',
    operationType: options.direction === 'in' ? 'receive' : 'send',
    status: 'confirmed',
    sentFrom: options.direction === 'in' ? other : address,
    sentTo: options.direction === 'in' ? address : other,
    hash: `0x${id}`,
    ...options,
  },
  transfers: [
    {
      // As the server writes it (the kit checks answers against the server's schema).
      fungible_info: {
        name: options.direction === 'in' ? 'Portico USD' : 'Ether',
        symbol: options.direction === 'in' ? 'pUSD' : 'ETH',
        flags: { is_spam: false },
      },
      direction: options.direction ?? 'out',
      quantity: {
        numeric: options.amount ?? '1.5',
        decimals: options.direction === 'in' ? '6' : '18',
      },
    },
  ],
})

type Answer = { data: Transaction[]; next: string | null } | Response

/** A server answering history requests from `pages` (by cursor, '' = first); others 404. */
function createServer(pages: Record<string, Answer>) {
  const history: URL[] = []
  const gate = { wait: Promise.resolve(), release: () => {} }
  const fetch: FetchFunction = async (input) => {
    const url = new URL(input)
    if (!url.pathname.endsWith('/history')) return new Response('', { status: 404 })
    history.push(url)
    await gate.wait
    const answer = pages[url.searchParams.get('cursor') ?? '']
    if (answer instanceof Response) return answer
    return new Response(JSON.stringify(answer ?? { data: [], next: null }), { status: 200 })
  }
  /** Answers wait until `release()`. */
  const hold = () => {
    gate.wait = new Promise((resolve) => {
      gate.release = resolve
    })
  }
  return { fetch, history, pages, hold, release: () => gate.release() }
}

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

async function mount(fetch: FetchFunction, events: TrackedEvent[] = []): Promise<PorticoConfig> {
  const adapter = createEvmAdapter({ networks, rpcUrl: () => 'http://127.0.0.1:1', storage: null })
  const config = createPorticoConfig({
    projectId: 'portico-local',
    networks,
    adapters: [adapter],
    storage: null,
    apiUrl: 'http://127.0.0.1:3000',
    fetch,
    track: (event) => events.push(event),
  })
  connect(config, 31337)
  rendered = await render(
    <PorticoContext.Provider value={config}>
      <AccountTabs />
    </PorticoContext.Provider>,
  )
  return config
}

function connect(config: PorticoConfig, chainId: number) {
  act(() =>
    config.account.setState({
      status: 'connected',
      address,
      chainId,
      caipAddress: `eip155:${chainId}:${address}`,
      connectorId: 'dev.portico.testwallet',
    }),
  )
}

const tab = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === name)
const panel = () => document.querySelector<HTMLElement>('[role="tabpanel"]')
const groups = () =>
  [...(panel()?.querySelectorAll('section') ?? [])].map((section) => ({
    heading: section.querySelector('h4')?.textContent,
    rows: [...section.querySelectorAll('li')].map((li) => li.textContent),
  }))

async function openActivity() {
  const activity = await waitFor(() => tab('Activity'))
  await click(activity)
  expect(activity.getAttribute('aria-selected')).toBe('true')
}

describe('Account tabs and Activity', () => {
  it('tabs: Tokens first; arrows move the selection and the focus', async () => {
    await mount(createServer({}).fetch)
    const list = document.querySelector('[role="tablist"]')
    expect(list?.getAttribute('aria-label')).toBe('Account sections')
    expect(tab('Tokens')?.getAttribute('aria-selected')).toBe('true')
    expect(panel()?.getAttribute('aria-labelledby')).toBe(tab('Tokens')?.id)
    await act(async () => {
      tab('Tokens')?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
      )
    })
    expect(tab('Activity')?.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tab('Activity'))
    expect(tab('Tokens')?.tabIndex).toBe(-1)
    await act(async () => {
      tab('Activity')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }))
    })
    expect(tab('Tokens')?.getAttribute('aria-selected')).toBe('true')
  })

  it('groups by month, newest first; rows with operation, counterpart, amount, status, link', async () => {
    const server = createServer({
      '': {
        data: [
          item('c', '2026-03-20T12:00:00Z'),
          item('b', '2026-03-10T12:00:00Z', { direction: 'in', amount: '250', status: 'failed' }),
        ],
        next: 'page2',
      },
      page2: { data: [item('a', '2025-12-15T12:00:00Z', { amount: '0.0019' })], next: null },
    })
    await mount(server.fetch)
    server.hold()
    await openActivity()
    // The view's chunk may still be loading (`Loading…`); then the view's own status, held.
    const status = () => panel()?.querySelector('[role="status"]')?.textContent
    await waitFor(() => status() === 'Loading activity…')
    server.release()
    await waitFor(() => groups().length > 0)
    expect(server.history[0]?.searchParams.get('chainId')).toBe('eip155:31337')
    expect(decodeURIComponent(server.history[0]?.pathname ?? '')).toBe(
      `/v1/account/eip155:31337:${address}/history`,
    )
    const time = (iso: string) =>
      new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(iso))
    expect(groups()).toEqual([
      {
        heading: 'March 2026',
        rows: [
          `SentTo 0x70…dc79C8-1.500 ETH${time('2026-03-20T12:00:00Z')}View on Devscan`,
          `ReceivedFrom 0x70…dc79C8+250.000 pUSDFailed${time('2026-03-10T12:00:00Z')}View on Devscan`,
        ],
      },
    ])
    const link = panel()?.querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://explorer.test/tx/0xc')
    expect(link?.getAttribute('target')).toBe('_blank')

    await click(queryButton('Load more', panel() ?? document) as HTMLButtonElement)
    await waitFor(() => groups().length === 2)
    expect(groups()[1]).toEqual({
      heading: 'December 2025',
      rows: [`SentTo 0x70…dc79C8-0.001 ETH${time('2025-12-15T12:00:00Z')}View on Devscan`],
    })
    expect(queryButton('Load more', panel() ?? document)).toBeNull()
    expect(server.history.map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page2'])
  })

  it('names other operations in its words (a mint, an unknown one); a counterpart only for a send or a receipt', async () => {
    const zero = '0x0000000000000000000000000000000000000000'
    const server = createServer({
      '': {
        data: [
          item('m', '2026-03-20T12:00:00Z', {
            direction: 'in',
            amount: '5',
            operationType: 'mint',
            sentFrom: zero,
          }),
          item('u', '2026-03-19T12:00:00Z', { operationType: 'bridge' }),
        ],
        next: null,
      },
    })
    await mount(server.fetch)
    await openActivity()
    await waitFor(() => groups().length > 0)
    const rows = groups()[0]?.rows ?? []
    expect(rows[0]).toMatch(/^Minted\+5\.000 pUSD/)
    expect(rows[1]).toMatch(/^Transaction-1\.500 ETH/)
  })

  it('error: `Failed to fetch transactions`, tracked; Try again; then `No transactions yet`', async () => {
    const events: TrackedEvent[] = []
    const server = createServer({ '': new Response('', { status: 502 }) })
    await mount(server.fetch, events)
    await openActivity()
    const alert = await waitFor(() => panel()?.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe('Failed to fetch transactions')
    expect(events.map((e) => e.event)).toEqual(['ERROR_FETCH_TRANSACTIONS'])

    server.pages[''] = { data: [], next: null }
    await click(queryButton('Try again', panel() ?? document) as HTMLButtonElement)
    await waitFor(() => panel()?.textContent === 'No transactions yet')
    expect(server.history).toHaveLength(2)
  })

  it('a network change reloads: only the new network, no explorer link where it has none', async () => {
    const server = createServer({
      '': { data: [item('a', '2026-03-15T12:00:00Z')], next: null },
    })
    const config = await mount(server.fetch)
    await openActivity()
    await waitFor(() => groups().length === 1)
    server.pages[''] = {
      data: [
        item('x', '2026-03-16T12:00:00Z'),
        item('y', '2026-03-17T12:00:00Z', { chain: 'eip155:31338' }),
      ],
      next: null,
    }
    connect(config, 31338)
    await waitFor(() => groups()[0]?.rows.length === 1 && groups()[0]?.rows[0]?.includes('-1.500'))
    expect(decodeURIComponent(server.history[1]?.pathname ?? '')).toBe(
      `/v1/account/eip155:31338:${address}/history`,
    )
    // The item of 31337 the server sent along is not shown; 31338 has no explorer.
    expect(panel()?.querySelectorAll('li')).toHaveLength(1)
    expect(panel()?.querySelector('a')).toBeNull()
  })
})
