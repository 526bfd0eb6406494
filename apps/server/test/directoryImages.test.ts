import { devnetChains, solanaDevnet } from '@portico/devnet/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { imageCacheControl } from '../src/directory/imageRoutes'
import { type StartDirectoryAppReturnType, startDirectoryApp } from './startDirectoryApp'

let directory: StartDirectoryAppReturnType

beforeAll(async () => {
  directory = await startDirectoryApp()
})
afterAll(async () => {
  await directory?.close()
})

describe('image routes', () => {
  test.each([
    ['/getWalletImage/metamask', '>MM</text>'],
    ['/public/getAssetImage/eip155:1', '>ETH</text>'],
    [`/public/getAssetImage/${encodeURIComponent('eip155:31337')}`, '>D1</text>'],
    ['/public/getCurrencyImage/USD', '>$</text>'],
    ['/public/getCurrencyImage/eur', '>€</text>'],
    ['/public/getTokenImage/pUSD', '>pUSD</text>'],
    ['/public/getTokenImage/eth', '>ETH</text>'],
  ])('%s is an SVG with strong cache headers', async (url, letters) => {
    const response = await directory.app.inject(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml')
    expect(response.headers['cache-control']).toBe(imageCacheControl)
    expect(response.headers['cache-control']).toContain('immutable')
    expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(response.body).toContain(letters)
  })

  test("every network the devnet has (the web app's networks) has its image", async () => {
    const ids = [...devnetChains.map((chain) => chain.caipNetworkId), solanaDevnet.caipNetworkId]
    for (const id of ids) {
      const image = await directory.app.inject(`/public/getAssetImage/${encodeURIComponent(id)}`)
      expect(image.statusCode, id).toBe(200)
      expect(image.headers['content-type'], id).toBe('image/svg+xml')
    }
  })

  test('every listed wallet has its image', async () => {
    const page = await directory.app.inject('/getWallets?projectId=portico-local&entries=100')
    for (const wallet of page.json().data as { image_id: string }[]) {
      const image = await directory.app.inject(`/getWalletImage/${wallet.image_id}`)
      expect(image.statusCode, wallet.image_id).toBe(200)
    }
  })

  test('a matching If-None-Match gets 304 with no body; another ETag gets the image', async () => {
    const first = await directory.app.inject('/getWalletImage/phantom')
    const etag = String(first.headers.etag)
    const again = await directory.app.inject({
      url: '/getWalletImage/phantom',
      headers: { 'if-none-match': `"other", ${etag}` },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    const stale = await directory.app.inject({
      url: '/getWalletImage/phantom',
      headers: { 'if-none-match': '"stale"' },
    })
    expect(stale.statusCode).toBe(200)
    expect(stale.body).toBe(first.body)
  })

  test.each([
    ['/getWalletImage/no-such-wallet', 'Unknown wallet image: no-such-wallet'],
    ['/public/getAssetImage/eip155:424242', 'Unknown asset image: eip155:424242'],
    ['/public/getCurrencyImage/XYZ', 'Unknown currency image: XYZ'],
    ['/public/getTokenImage/NOPE', 'Unknown token image: NOPE'],
    // a wallet id is not a token symbol: each route reads its own kind
    ['/public/getTokenImage/metamask', 'Unknown token image: metamask'],
  ])('%s is a JSON 404', async (url, message) => {
    const response = await directory.app.inject(url)
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.json()).toEqual({ error: 'Not Found', message })
  })

  test('an id over 100 characters is refused before any lookup (414)', async () => {
    const response = await directory.app.inject(`/getWalletImage/${'a'.repeat(101)}`)
    expect(response.statusCode).toBe(414)
    expect(response.json().message).toContain('is exceeding the max param length')
  })
})
