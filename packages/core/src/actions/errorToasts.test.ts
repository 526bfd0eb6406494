import { describe, expect, it } from 'vitest'
import { connect } from './connect'
import { evmAddress, setupClient, wallet } from './setupClient.test-helpers'

// `errorToasts: false`: the kit's own error toasts (a failed balance read, sign-in) stay off.
describe('errorToasts', () => {
  it('a failed balance read toasts `Token Balance Unavailable` by default, and nothing when off', async () => {
    for (const errorToasts of [true, false]) {
      const { client, evm, stop } = setupClient({ errorToasts })
      expect(client.errorToasts).toBe(errorToasts)
      evm.getBalance = async () => {
        throw new Error('rpc down')
      }
      await connect(client, { connectorId: wallet })
      await client.refreshBalance()
      expect(client.balance.getState().status).toBe('error')
      const { open, message } = client.toast.getState()
      if (errorToasts)
        expect({ open, message }).toEqual({ open: true, message: 'Token Balance Unavailable' })
      else expect(open).toBe(false)
      expect(client.account.getState().address).toBe(evmAddress)
      stop()
    }
  })
})
