import { describe, expect, it } from 'vitest'
import { NoActiveCaipAddressError } from '../errors/connection'
import { connect } from './connect'
import { evmAddress, setupClient, solanaAddress, wallet } from './setupClient.test-helpers'
import { signMessage } from './signMessage'

describe('signMessage', () => {
  it('signs with the active namespace’s wallet, or the one named', async () => {
    const { client, evm, solana, stop } = setupClient()
    await connect(client, { connectorId: wallet })
    // The memory wallets sign `signed:<address>`; the real formats are crossed in evm and solana.
    expect(await signMessage(client, { message: 'hello' })).toBe(`signed:${evmAddress}`)
    expect(await signMessage(client, { message: 'hello', namespace: 'solana' })).toBe(
      `signed:${solanaAddress}`,
    )
    expect(evm.calls).toContain('signMessage:5')
    expect(solana.calls).toContain('signMessage:5')
    stop()
  })

  it('rejects with `No ActiveCaipAddress found` when the namespace has no wallet', async () => {
    const { client, stop } = setupClient()
    await expect(signMessage(client, { message: 'hello' })).rejects.toThrowError(
      NoActiveCaipAddressError,
    )
    await expect(
      signMessage(client, { message: 'hello', namespace: 'solana' }),
    ).rejects.toThrowError('No ActiveCaipAddress found')
    stop()
  })
})
