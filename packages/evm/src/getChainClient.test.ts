import { NetworkNotFoundError } from '@portico/core'
import { createConfig, http } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { getChainClient } from './getChainClient'
import { toViemChain } from './toViemChain'

const chain = toViemChain({
  network: {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Portico Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
  rpcUrl: 'http://127.0.0.1:1',
})
const config = createConfig({ chains: [chain], transports: { [chain.id]: http() } })

describe('getChainClient', () => {
  it("gives the client of one of the config's chains, by number or string id, or the current one", () => {
    expect(getChainClient(config, 31337).chain.id).toBe(31337)
    expect(getChainClient(config, '31337').chain.id).toBe(31337)
    expect(getChainClient(config, undefined).chain.id).toBe(31337)
  })

  it('refuses a chain the config does not have with "Network not found"', () => {
    expect(() => getChainClient(config, 1)).toThrowError(NetworkNotFoundError)
    expect(() => getChainClient(config, 1)).toThrowError('No client for chain 1')
  })
})
