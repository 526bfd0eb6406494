import { createEvmAdapter } from '@portico/evm'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { click, queryButton, type Rendered, render, waitFor } from '../../test/dom'
import { PorticoContext } from '../context'
import { createPorticoConfig } from '../createPorticoConfig'
import { lazyView } from './lazyView'

const network = {
  id: 31337,
  caipNetworkId: 'eip155:31337' as const,
  chainNamespace: 'eip155' as const,
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
const config = createPorticoConfig({
  projectId: 'portico-local',
  networks: [network],
  adapters: [
    createEvmAdapter({ networks: [network], rpcUrl: () => 'http://127.0.0.1:9', storage: null }),
  ],
  storage: null,
})

const Hello: ComponentType = () => <p>Hello view</p>
/** A load the test settles by hand. */
function deferredLoad() {
  const calls: { resolve: (c: ComponentType) => void; reject: (e: unknown) => void }[] = []
  const load = () =>
    new Promise<ComponentType>((resolve, reject) => {
      calls.push({ resolve, reject })
    })
  return { load, calls }
}

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})
const mount = async (View: ComponentType) => {
  rendered = await render(
    <PorticoContext.Provider value={config}>
      <View />
    </PorticoContext.Provider>,
  )
  return rendered.container
}

describe('lazyView', () => {
  it('shows a loading status, then the view; loads once', async () => {
    const { load, calls } = deferredLoad()
    const View = lazyView(load)
    const container = await mount(View)
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading…')
    calls[0]?.resolve(Hello)
    await waitFor(() => container.textContent === 'Hello view')
    await View.preload()
    expect(calls).toHaveLength(1)
  })

  it('renders a preloaded view at once', async () => {
    const View = lazyView(async () => Hello)
    await View.preload()
    const container = await mount(View)
    expect(container.textContent).toBe('Hello view')
  })

  it('says a failed load, and Try again loads again', async () => {
    const { load, calls } = deferredLoad()
    const View = lazyView(load)
    const container = await mount(View)
    calls[0]?.reject(new TypeError('Failed to fetch dynamically imported module'))
    const alert = await waitFor(() => container.querySelector('[role="alert"]'))
    expect(alert.textContent).toContain('This view could not be loaded. Check the connection.')
    await click(queryButton('Try again', container) as HTMLButtonElement)
    expect(calls).toHaveLength(2)
    calls[1]?.resolve(Hello)
    await waitFor(() => container.textContent === 'Hello view')
  })
})
