import { expect, test } from 'vitest'
import { classifyRpcError } from './classifyRpcError'

test("nodes' range and result limits are told apart from missing methods and other failures", () => {
  const cases = [
    [{ message: 'query returned more than 10000 results', code: -32005 }, 'range'],
    [{ message: 'limit exceeded', code: -32005 }, 'range'],
    [{ message: 'block range too large' }, 'range'],
    [{ message: 'exceed maximum block range: 5000', code: -32000 }, 'range'],
    [
      {
        message:
          'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range',
      },
      'range',
    ],
    [{ message: 'eth_getLogs is limited to a 10000 range' }, 'range'],
    [{ message: 'Upstream RPC request timed out' }, 'range'],
    [{ message: 'Method not found', code: -32601 }, 'missing'],
    [
      { message: 'the method trace_filter does not exist/is not available', code: -32601 },
      'missing',
    ],
    [{ message: 'Method trace_filter not supported', code: -32000 }, 'missing'],
    [{ message: 'header not found', code: -32000 }, 'other'],
    [{ message: 'internal error' }, 'other'],
  ] as const
  for (const [error, kind] of cases)
    expect([error.message, classifyRpcError(error)]).toEqual([error.message, kind])
})
