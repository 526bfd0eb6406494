import { describe, expect, it } from 'vitest'
import { NoActiveCaipAddressError } from '../errors/connection'
import { connect } from './connect'
import { getBalance } from './getBalance'
import { evmAddress, setupClient, solanaAddress, wallet } from './setupClient.test-helpers'

describe('getBalance', () => {
  it('reads the connected account’s balance, formatted, in the active or a named namespace', async () => {
    const { client, stop } = setupClient()
    await connect(client, { connectorId: wallet })
    expect(await getBalance(client)).toEqual({
      value: 10n ** 22n,
      decimals: 18,
      symbol: 'ETH',
      formatted: '10000',
    })
    expect(await getBalance(client, { namespace: 'solana' })).toEqual({
      value: 5n * 10n ** 8n,
      decimals: 9,
      symbol: 'SOL',
      formatted: '0.5',
    })
    stop()
  })

  it('reads any address without a wallet; without either it rejects', async () => {
    const { client, evm, stop } = setupClient()
    expect((await getBalance(client, { address: evmAddress })).formatted).toBe('10000')
    expect(evm.calls).toContain(`getBalance:${evmAddress}`)
    await expect(getBalance(client, { namespace: 'solana' })).rejects.toThrowError(
      NoActiveCaipAddressError,
    )
    expect((await getBalance(client, { address: solanaAddress, namespace: 'solana' })).symbol).toBe(
      'SOL',
    )
    stop()
  })
})
