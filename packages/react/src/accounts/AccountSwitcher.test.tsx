import { shortenAddress } from '@portico/core'
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

describe('AccountSwitcher', () => {
  it('lists the accounts with their balances, the current one marked; picking another switches the address only', async () => {
    const evm = createMemoryAdapter({
      namespace: 'eip155',
      networks: [devnetNetwork],
      wallets: [{ ...wallet, address: first, others: [second] }],
      balances: { [first]: 10n ** 18n, [second]: 25n * 10n ** 17n },
    })
    const config = createPorticoConfig({
      projectId: 'portico-local',
      networks: [devnetNetwork],
      adapters: [evm],
      storage: null,
      apiUrl: 'http://127.0.0.1:3000',
    })
    const stop = config.start()
    await act(() => config.connect(wallet.id))
    rendered = await render(
      <PorticoContext.Provider value={config}>
        <AccountSwitcher />
      </PorticoContext.Provider>,
    )
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
})
