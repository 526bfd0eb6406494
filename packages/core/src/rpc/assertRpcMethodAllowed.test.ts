import { describe, expect, it } from 'vitest'
import { RpcMethodNotAllowedError } from '../errors/rpc'
import { assertRpcMethodAllowed } from './assertRpcMethodAllowed'

describe('assertRpcMethodAllowed', () => {
  it('lets safe and unsafe methods through', () => {
    expect(() => assertRpcMethodAllowed('eth_getBalance')).not.toThrow()
    expect(() => assertRpcMethodAllowed('eth_sendTransaction')).not.toThrow()
  })

  it('refuses any other method with the SPEC texts', () => {
    let caught: unknown
    try {
      assertRpcMethodAllowed('anvil_setBalance')
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(RpcMethodNotAllowedError)
    const error = caught as RpcMethodNotAllowedError
    expect(error.shortMessage).toBe('Requested RPC call is not allowed')
    expect(error.uiMessage).toBe('Action not allowed')
    expect(error.method).toBe('anvil_setBalance')
  })

  it('names a non-string method readably', () => {
    expect(() => assertRpcMethodAllowed(42)).toThrow('Details: Method: 42')
    expect(() => assertRpcMethodAllowed(undefined)).toThrow('Details: Method: undefined')
  })
})
