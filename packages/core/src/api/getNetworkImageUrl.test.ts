import { describe, expect, it } from 'vitest'
import { createHttpClient } from './createHttpClient'
import { getNetworkImageUrl } from './getNetworkImageUrl'

const client = createHttpClient({
  baseUrl: 'http://127.0.0.1:3000',
  params: { projectId: 'portico-local' },
})

describe('getNetworkImageUrl', () => {
  it("prefers the app's image, then the server's by image id, then by CAIP-2 id", () => {
    const network = { caipNetworkId: 'eip155:31337' } as const
    expect(
      getNetworkImageUrl(client, { network: { ...network, imageUrl: '/img/devnet.svg' } }),
    ).toBe('/img/devnet.svg')
    expect(getNetworkImageUrl(client, { network: { ...network, imageId: 'my chain' } })).toBe(
      'http://127.0.0.1:3000/public/getAssetImage/my%20chain?projectId=portico-local',
    )
    expect(getNetworkImageUrl(client, { network })).toBe(
      'http://127.0.0.1:3000/public/getAssetImage/eip155%3A31337?projectId=portico-local',
    )
  })

  it('has none without a server or an image of the app', () => {
    expect(getNetworkImageUrl(null, { network: { caipNetworkId: 'eip155:1' } })).toBeUndefined()
  })
})
