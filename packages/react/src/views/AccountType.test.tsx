import type { EmbeddedWalletAccount } from '@portico/core/internal'
import { createMemoryAdapter, devnetNetwork } from '@portico/core/testing'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { queryButton, type Rendered, render, waitFor } from '../../test/dom'
import { PorticoContext } from '../context'
import { createPorticoConfig, type PorticoConfig } from '../createPorticoConfig'
import { AccountType } from './AccountType'

// Account's account-type lines against core's client, an in-memory embedded (`AUTH`) wallet and
// the frame's answer (the boundary faked: what the frame reports of the chain). The real frame,
// bundler and chain are crossed in e2e/specs/smart-account.spec.ts.
const smart = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

function userOn(address: string, deployed: boolean): EmbeddedWalletAccount {
  return {
    email: 'ada@example.com',
    address,
    chainId: devnetNetwork.caipNetworkId,
    accounts: [
      { address: smart, type: 'smartAccount', namespace: 'eip155' },
      { address: owner, type: 'eoa', namespace: 'eip155' },
    ],
    preferredAccountType: address === smart ? 'smartAccount' : 'eoa',
    smartAccountDeployed: deployed,
  }
}

async function showAccountType(frameUser: { current: EmbeddedWalletAccount }, address = smart) {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    networks: [devnetNetwork],
    wallets: [{ id: 'embeddedWallet', name: 'Email', type: 'AUTH', address }],
  })
  const base = createPorticoConfig({
    projectId: 'portico-local',
    networks: [devnetNetwork],
    adapters: [evm],
    storage: null,
    apiUrl: 'http://127.0.0.1:3000',
  })
  const frame = { getUser: async () => frameUser.current }
  const config = {
    ...base,
    embeddedWallet: { load: async () => frame },
  } as unknown as PorticoConfig
  const stop = config.start()
  await act(() => config.connect('embeddedWallet'))
  const show = async () => {
    await rendered?.unmount()
    rendered = await render(
      <PorticoContext.Provider value={config}>
        <AccountType />
      </PorticoContext.Provider>,
    )
  }
  await show()
  return { show, stop }
}

const text = () => document.body.textContent ?? ''

describe('AccountType', () => {
  it('says whether the smart account in use is deployed (SPEC §3 smartAccountDeployed), as the frame reads the chain', async () => {
    const frameUser = { current: userOn(smart, false) }
    const { show, stop } = await showAccountType(frameUser)
    await waitFor(() => text().includes('Account type: Smart account'))
    expect(text()).toContain('Smart account not deployed yet: its first transaction deploys it')
    expect(text()).not.toContain('Smart account deployed')

    // Its first transaction put its code on the chain: Account shown again says so.
    frameUser.current = userOn(smart, true)
    await show()
    await waitFor(() => text().includes('Smart account deployed'))
    expect(text()).not.toContain('not deployed')

    stop()
  })

  it('says nothing of deployment when the owner EOA is in use (an EOA has no code to deploy)', async () => {
    const { stop } = await showAccountType({ current: userOn(owner, true) }, owner)
    await waitFor(() => text().includes('Account type: Owner account (EOA)'))
    expect(queryButton('Switch to smart account')).not.toBeNull()
    expect(text()).not.toMatch(/deployed/)
    stop()
  })
})
