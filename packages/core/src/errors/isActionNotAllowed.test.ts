import { MethodNotFoundRpcError, RpcRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { BaseError } from './base'
import { FrameRequestError } from './frame'
import { isActionNotAllowed } from './isActionNotAllowed'
import { userMessages } from './messages'
import { RpcMethodNotAllowedError } from './rpc'

describe('isActionNotAllowed', () => {
  it("the frame's refusal, thrown or as its reply's message (FRAME_RPC_REQUEST_ERROR)", () => {
    expect(isActionNotAllowed(new RpcMethodNotAllowedError({ method: 'eth_sign' }))).toBe(true)
    expect(
      isActionNotAllowed(new FrameRequestError({ message: 'Requested RPC call is not allowed' })),
    ).toBe(true)
  })

  it("viem's error around the gateway's JSON-RPC answer, deep in a cause chain", () => {
    const gateway = new RpcRequestError({
      body: { method: 'eth_sign' },
      url: 'http://127.0.0.1:3000/v1',
      error: { code: -32601, message: 'Requested RPC call is not allowed' },
    })
    const wrapped = new BaseError('Transaction failed', {
      cause: new MethodNotFoundRpcError(gateway),
    })
    expect(isActionNotAllowed(wrapped)).toBe(true)
  })

  it('not other failures, nor values that are not errors', () => {
    const other = new RpcRequestError({
      body: { method: 'eth_call' },
      url: 'http://127.0.0.1:3000/v1',
      error: { code: -32000, message: 'execution reverted' },
    })
    expect(isActionNotAllowed(other)).toBe(false)
    expect(isActionNotAllowed(new FrameRequestError())).toBe(false)
    for (const value of [undefined, null, 'Requested RPC call is not allowed', 4200])
      expect(isActionNotAllowed(value)).toBe(false)
    const loop: { cause?: unknown } = {}
    loop.cause = loop
    expect(isActionNotAllowed(loop)).toBe(false)
  })

  it("the UI's text is SPEC §8's, verbatim", () => {
    expect(userMessages.actionNotAllowed).toBe('Action not allowed')
  })
})
