import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../errors/http'
import { readSwapError } from './readSwapError'

const refusal = (status: number, message: string) =>
  new HttpStatusError({
    status,
    details: `GET /v1/convert/quotes: ${JSON.stringify({ error: 'Bad Request', message })}`,
  })
const text = (error: unknown) => (error as { shortMessage?: string }).shortMessage

describe('readSwapError', () => {
  it("names the server's refusals: SPEC §8 texts verbatim, and Portico's own", () => {
    expect(text(readSwapError(refusal(400, 'Network not supported for Swaps')))).toBe(
      'Network not supported for Swaps',
    )
    expect(text(readSwapError(refusal(400, 'Network not supported for Gas Price')))).toBe(
      'Network not supported for Gas Price',
    )
    expect(text(readSwapError(refusal(400, 'No route with liquidity for this swap')))).toBe(
      'No liquidity for this swap',
    )
    const fail = readSwapError(refusal(400, 'The swap would fail: execution reverted')) as {
      shortMessage: string
      details: string
    }
    expect(fail.shortMessage).toBe('The swap would fail')
    expect(fail.details).toBe('The swap would fail: execution reverted')
  })

  it('passes anything else through', () => {
    const gateway = refusal(502, 'Network not supported for Swaps')
    expect(readSwapError(gateway)).toBe(gateway)
    const other = refusal(400, 'must be a 0x EVM address')
    expect(readSwapError(other)).toBe(other)
    const notJson = new HttpStatusError({ status: 400, details: 'GET /x: <html>' })
    expect(readSwapError(notJson)).toBe(notJson)
  })
})
