import { type AdapterAccount, createStore } from '@portico/core'
import { devnetNetwork } from '@portico/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import '../../test/provideStrings'
import { type Rendered, render } from '../../test/dom'
import { PorticoContext } from '../context'
import type { PorticoConfig } from '../createPorticoConfig'
import { en } from '../strings/en'
import { AccountExplorerLink } from './AccountExplorerLink'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const withExplorer = {
  ...devnetNetwork,
  blockExplorers: { default: { name: 'Blockscout', url: 'https://explorer.example/' } },
}
const solana = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com?cluster=devnet' },
  },
} as const
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

async function show(networks: readonly unknown[], caipAddress: string) {
  const account = createStore({
    status: 'connected',
    address: caipAddress.split(':')[2],
    caipAddress,
    chainId: caipAddress.split(':')[1],
  } as unknown as AdapterAccount)
  const config = { networks, account, strings: en } as unknown as PorticoConfig
  rendered = await render(
    <PorticoContext.Provider value={config}>
      <AccountExplorerLink />
    </PorticoContext.Provider>,
  )
  return document.querySelector<HTMLAnchorElement>('a')
}

describe('AccountExplorerLink', () => {
  it("links the address to its network's explorer, in a new tab", async () => {
    const link = await show([withExplorer], `${withExplorer.caipNetworkId}:${address}`)
    expect(link?.textContent).toBe('View on Blockscout')
    expect(link?.href).toBe(`https://explorer.example/address/${address}`)
    expect(link?.target).toBe('_blank')
    expect(link?.rel).toBe('noopener noreferrer')
  })

  it("keeps a Solana explorer's cluster query", async () => {
    const link = await show([solana], `${solana.caipNetworkId}:${solanaAddress}`)
    expect(link?.href).toBe(`https://explorer.solana.com/address/${solanaAddress}?cluster=devnet`)
  })

  it('shows nothing when the network has no explorer, or is not one of the app', async () => {
    expect(await show([devnetNetwork], `${devnetNetwork.caipNetworkId}:${address}`)).toBeNull()
    await rendered?.unmount()
    expect(await show([withExplorer], `eip155:1:${address}`)).toBeNull()
  })
})
