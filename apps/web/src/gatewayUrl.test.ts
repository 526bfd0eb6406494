import { describe, expect, it } from 'vitest'
import { gatewayUrl } from './gatewayUrl'

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
