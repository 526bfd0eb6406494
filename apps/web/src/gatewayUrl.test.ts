import { describe, expect, it } from 'vitest'
import { esploraGatewayUrl, gatewayUrl } from './gatewayUrl'

describe('gatewayUrl', () => {
  it('points at the same-origin gateway with the CAIP-2 id and project', () => {
    expect(
      gatewayUrl({
        caipNetworkId: 'eip155:31337',
        projectId: 'portico-local',
        origin: 'http://127.0.0.1:3000',
      }),
    ).toBe('http://127.0.0.1:3000/v1/?chainId=eip155%3A31337&projectId=portico-local')
  })

  it('refuses an origin that is not a URL', () => {
    expect(() =>
      gatewayUrl({ caipNetworkId: 'eip155:1', projectId: 'p', origin: 'not a url' }),
    ).toThrowError()
  })
})

describe('esploraGatewayUrl', () => {
  it('points at the same-origin Esplora gateway of the network, the project in the query', () => {
    const base = esploraGatewayUrl({
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      projectId: 'portico-local',
      origin: 'http://127.0.0.1:3000',
    })
    expect(base).toBe(
      'http://127.0.0.1:3000/v1/esplora/bip122:0f9188f13cb7b2c71f2a335e3a4fc328?projectId=portico-local',
    )
  })
})
