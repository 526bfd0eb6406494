import { type ChainAdapter, shortenAddress } from '@portico/core'
import { createMemoryAdapter, devnetNetwork } from '@portico/core/testing'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { click, queryButton, type Rendered, render, waitFor } from '../../test/dom'
import { PorticoContext } from '../context'
import { createPorticoConfig } from '../createPorticoConfig'
import { AccountSwitcher } from './AccountSwitcher'

// The switcher against core's client and an in-memory wallet giving two accounts; the real wallet
// and chain are crossed in e2e/specs/account-switch.spec.ts.
const first = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const second = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const wallet = { id: 'dev.portico.testwallet', name: 'Portico Test Wallet' }

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

/** A config on the in-memory wallet, the given wallets connected in order, and the switcher shown. */
async function showSwitcher(evm: ChainAdapter, connectorIds: string[]) {
  const config = createPorticoConfig({
    projectId: 'portico-local',
    networks: [devnetNetwork],
    adapters: [evm],
    storage: null,
    apiUrl: 'http://127.0.0.1:3000',
  })
  const stop = config.start()
  for (const id of connectorIds) await act(() => config.connect(id))
  rendered = await render(
    <PorticoContext.Provider value={config}>
      <AccountSwitcher />
    </PorticoContext.Provider>,
  )
  return { config, stop }
}

describe('AccountSwitcher', () => {
  it('lists the accounts with their balances, the current one marked; picking another switches the address only', async () => {
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      networks: [devnetNetwork],
      wallets: [{ ...wallet, address: first, others: [second] }],
      balances: { [first]: 10n ** 18n, [second]: 25n * 10n ** 17n },
    })
    const { config, stop } = await showSwitcher(evm, [wallet.id])
    const toggle = await waitFor(() => queryButton('Switch account'))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await click(toggle)
    const list = await waitFor(() => document.querySelector('ul[aria-label="Accounts"]'))
    const option = (address: string) =>
      [...list.querySelectorAll('button')].find((b) =>
        b.textContent?.startsWith(shortenAddress(address)),
      ) as HTMLButtonElement
    await waitFor(() => (option(second).textContent?.includes('2.500 ETH') ? true : undefined))
    expect(option(first).textContent).toContain('1.000 ETH')
    expect(option(first).getAttribute('aria-current')).toBe('true')
    expect(option(second).getAttribute('aria-current')).toBeNull()

    await click(option(second))
    await waitFor(() => (config.account.getState().address === second ? true : undefined))
    expect(config.account.getState().connectorId).toBe(wallet.id)
    expect(evm.calls.filter((c) => c.startsWith('connect'))).toHaveLength(1)
    // The list closes and focus goes back to its button.
    await waitFor(() => (document.querySelector('ul[aria-label="Accounts"]') ? undefined : true))
    expect(document.activeElement).toBe(toggle)
    stop()
  })

  it('several wallets: every account with its wallet, switching to the other wallet with no prompt, disconnecting one, adding another', async () => {
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const embedded = { id: 'embeddedWallet', name: 'Email', type: 'AUTH' as const }
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      networks: [devnetNetwork],
      multiple: true,
      wallets: [
        { ...wallet, address: first, others: [second] },
        { ...embedded, address: other },
      ],
      balances: { [first]: 10n ** 18n, [second]: 2n * 10n ** 18n, [other]: 3n * 10n ** 18n },
    })
    const { config, stop } = await showSwitcher(evm, [wallet.id, embedded.id])
    await click(await waitFor(() => queryButton('Switch account')))
    const list = await waitFor(() => document.querySelector('ul[aria-label="Accounts"]'))
    const option = (address: string) =>
      [...list.querySelectorAll('button')].find((b) =>
        b.textContent?.startsWith(shortenAddress(address)),
      ) as HTMLButtonElement
    expect(list.querySelectorAll('button')).toHaveLength(3)
    await waitFor(() =>
      option(other).textContent?.includes('Email · 3.000 ETH') ? true : undefined,
    )
    expect(option(second).textContent).toContain('Portico Test Wallet · 2.000 ETH')
    expect(option(other).getAttribute('aria-current')).toBe('true')

    await click(option(second))
    await waitFor(() => (config.account.getState().address === second ? true : undefined))
    expect(config.account.getState().connectorId).toBe(wallet.id)
    expect(evm.calls.filter((c) => c.startsWith('connect'))).toHaveLength(2) // no new prompt

    await click(queryButton('Switch account') as HTMLButtonElement)
    await click(await waitFor(() => queryButton('Disconnect Email')))
    await waitFor(() => (config.account.getState().connections?.length === 1 ? true : undefined))
    expect(config.account.getState()).toMatchObject({ status: 'connected', address: second })
    // One wallet left: no per-wallet disconnect; adding another opens Connect for the namespace.
    expect(queryButton('Disconnect Portico Test Wallet')).toBeNull()
    await click(queryButton('Add another wallet') as HTMLButtonElement)
    expect(config.router.getState().view).toBe('Connect')
    expect(config.namespace.getState().connectTo).toEqual({ namespace: 'eip155', chainId: 31337 })
    stop()
  })
})
