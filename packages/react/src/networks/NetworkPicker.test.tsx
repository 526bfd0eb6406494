import {
  createMemoryAdapter,
  devnet2Network,
  devnetNetwork,
  solanaDevnetNetwork,
} from '@portico/core/testing'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { click, type Rendered, render, waitFor } from '../../test/dom'
import { PorticoContext } from '../context'
import { createPorticoConfig } from '../createPorticoConfig'
import { NetworkPicker } from './NetworkPicker'
import { nextOptionIndex } from './nextOptionIndex'

// The picker against core's client and in-memory adapters (the wallet side); the real wallet,
// server images and chains are crossed in e2e/specs/network-picker.spec.ts.
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const wallet = { id: 'dev.portico.testwallet', name: 'Portico Test Wallet', address }

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

async function setup(parameters: { enableNetworkSwitch?: boolean; imageUrl?: string } = {}) {
  const networks = [
    { ...devnetNetwork, ...(parameters.imageUrl ? { imageUrl: parameters.imageUrl } : {}) },
    devnet2Network,
    solanaDevnetNetwork,
  ]
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    networks: networks.slice(0, 2),
    wallets: [wallet],
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: networks.slice(2),
    wallets: [],
  })
  const config = createPorticoConfig({
    projectId: 'portico-local',
    networks,
    adapters: [evm, solana],
    storage: null,
    apiUrl: 'http://127.0.0.1:3000',
    enableNetworkSwitch: parameters.enableNetworkSwitch,
  })
  const stop = config.start()
  await act(() => config.connect(wallet.id))
  rendered = await render(
    <PorticoContext.Provider value={config}>
      <NetworkPicker />
    </PorticoContext.Provider>,
  )
  const button = document.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]')
  if (!button) throw new Error('no picker button')
  return { config, evm, stop, button }
}

const name = (element: Element) =>
  (element.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
const keyOn = (element: Element, key: string) =>
  act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  })

describe('NetworkPicker', () => {
  it('shows the current network with its image, lists every network by namespace with the current one selected', async () => {
    const { button, stop } = await setup()
    expect(name(button)).toBe('Network Portico Devnet')
    expect(button.querySelector('img')?.getAttribute('src')).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/public\/getAssetImage\/eip155%3A31337\?projectId=portico-local&/,
    )
    await click(button)
    const list = await waitFor(() => document.querySelector('[role="listbox"]'))
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(list)
    const groups = [...list.querySelectorAll('[role="group"]')].map((g) =>
      g.getAttribute('aria-label'),
    )
    expect(groups).toEqual(['EVM', 'Solana'])
    const options = [...list.querySelectorAll('[role="option"]')]
    expect(options.map((o) => o.textContent)).toEqual([
      'Portico Devnet',
      'Portico Devnet 2',
      'Solana Devnet',
    ])
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    // The visible check is on the current network only; every option has its image.
    expect(options.map((o) => o.querySelector('svg') !== null)).toEqual([true, false, false])
    expect(options.map((o) => o.querySelector('img') !== null)).toEqual([true, true, true])
    stop()
  })

  it("uses the app's image of a network when it gives one", async () => {
    const { button, stop } = await setup({ imageUrl: '/images/devnet.svg' })
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/images/devnet.svg')
    stop()
  })

  it('switches by keyboard: arrows, Enter; focus returns to the button', async () => {
    const { button, config, evm, stop } = await setup()
    await keyOn(button, 'ArrowDown')
    const list = await waitFor(() => document.querySelector('[role="listbox"]'))
    await keyOn(list, 'ArrowDown')
    const active = list.getAttribute('aria-activedescendant') ?? ''
    expect(document.getElementById(active)?.textContent).toBe('Portico Devnet 2')
    await keyOn(list, 'Enter')
    await waitFor(() => config.account.getState().chainId === 31338 || undefined)
    expect(evm.calls).toContain('switchNetwork:31338')
    expect(document.querySelector('[role="listbox"]')).toBeNull()
    expect(document.activeElement).toBe(button)
    await waitFor(() => (name(button) === 'Network Portico Devnet 2' ? true : undefined))
    stop()
  })

  it('closes on Escape without closing the modal around it, and on a press outside', async () => {
    const { button, stop } = await setup()
    let escapes = 0
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapes++
    }
    document.addEventListener('keydown', onKey)
    await click(button)
    const list = await waitFor(() => document.querySelector('[role="listbox"]'))
    await keyOn(list, 'Escape')
    expect(document.querySelector('[role="listbox"]')).toBeNull()
    expect(document.activeElement).toBe(button)
    expect(escapes).toBe(0)
    document.removeEventListener('keydown', onKey)

    await click(button)
    await waitFor(() => document.querySelector('[role="listbox"]'))
    await act(async () => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    })
    expect(document.querySelector('[role="listbox"]')).toBeNull()
    stop()
  })

  it('a network of a namespace not connected opens Connect for it', async () => {
    const { button, config, stop } = await setup()
    await click(button)
    const list = await waitFor(() => document.querySelector('[role="listbox"]'))
    const solana = [...list.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (o) => o.textContent === 'Solana Devnet',
    )
    await click(solana as HTMLElement)
    expect(config.namespace.getState().connectTo?.namespace).toBe('solana')
    expect(config.router.getState().view).toBe('Connect')
    stop()
  })

  it('is disabled when the app turned network switching off', async () => {
    const { button, stop } = await setup({ enableNetworkSwitch: false })
    expect(button.disabled).toBe(true)
    stop()
  })
})

describe('nextOptionIndex', () => {
  it('moves one step with the arrows (stopping at the ends), to the ends with Home and End', () => {
    expect(nextOptionIndex({ key: 'ArrowDown', index: 0, count: 3 })).toBe(1)
    expect(nextOptionIndex({ key: 'ArrowDown', index: 2, count: 3 })).toBe(2)
    expect(nextOptionIndex({ key: 'ArrowUp', index: 0, count: 3 })).toBe(0)
    expect(nextOptionIndex({ key: 'ArrowUp', index: 2, count: 3 })).toBe(1)
    expect(nextOptionIndex({ key: 'Home', index: 2, count: 3 })).toBe(0)
    expect(nextOptionIndex({ key: 'End', index: 0, count: 3 })).toBe(2)
    expect(nextOptionIndex({ key: 'a', index: 0, count: 3 })).toBeUndefined()
    expect(nextOptionIndex({ key: 'ArrowDown', index: 0, count: 0 })).toBeUndefined()
  })
})
