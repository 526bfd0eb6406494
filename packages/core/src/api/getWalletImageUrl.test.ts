import { describe, expect, it } from 'vitest'
import { createHttpClient } from './createHttpClient'
import { getWalletImageUrl } from './getWalletImageUrl'

describe('getWalletImageUrl', () => {
  it('builds the image URL with the client params, escaping the id', () => {
    const client = createHttpClient({
      baseUrl: 'http://127.0.0.1:3000',
      params: { projectId: 'portico-local' },
    })
    expect(getWalletImageUrl(client, { imageId: 'a b/c' })).toBe(
      'http://127.0.0.1:3000/getWalletImage/a%20b%2Fc?projectId=portico-local',
    )
    expect(() => getWalletImageUrl(client, { imageId: '' })).toThrowError(
      'getWalletImageUrl needs a non-empty imageId',
    )
  })
})
