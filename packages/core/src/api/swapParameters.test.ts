import { describe, expect, it } from 'vitest'
import { InvalidParameterError } from '../errors/parameter'
import { buildSwapApprove } from './buildSwapApprove'
import { buildSwapTransaction } from './buildSwapTransaction'
import { createHttpClient } from './createHttpClient'
import { getSwapTokens } from './getSwapTokens'
import { createTestFetch } from './testFetch.test-helpers'

const userAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const from = 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const to = 'eip155:31337:0x5FbDB2315678afecb367f036d93F642f64180aa3'

describe('swap clients refuse what they cannot ask, before any request', () => {
  it.each([
    [
      'getSwapTokens without a chainId',
      (c: ReturnType<typeof createHttpClient>) => getSwapTokens(c, { chainId: '' }),
      'getSwapTokens needs a chainId',
    ],
    [
      'buildSwapApprove of nothing',
      (c: ReturnType<typeof createHttpClient>) =>
        buildSwapApprove(c, { userAddress, from, to, amount: 0n }),
      'buildSwapApprove needs an amount above zero',
    ],
    [
      'buildSwapTransaction of a negative amount',
      (c: ReturnType<typeof createHttpClient>) =>
        buildSwapTransaction(c, { userAddress, from, to, amount: -1n }),
      'buildSwapTransaction needs an amount above zero',
    ],
  ])('%s', async (_, call, message) => {
    const { fetch, requests } = createTestFetch(() => ({}))
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:3000', fetch })
    const failure = await call(client).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(InvalidParameterError)
    expect((failure as InvalidParameterError).shortMessage).toBe(message)
    expect(requests).toEqual([])
  })
})
