import { describe, expect, it } from 'vitest'
import { WalletNotFoundError } from '../errors/config'
import { connect } from './connect'
import { evmAddress, setupClient, solanaAddress, wallet } from './setupClient.test-helpers'

describe('connect', () => {
  it('connects every namespace of the wallet and resolves with them and the active account', async () => {
    const { client, stop } = setupClient()
    const { namespaces, account } = await connect(client, { connectorId: wallet })
    expect(namespaces).toEqual(['eip155', 'solana'])
    expect(account).toMatchObject({ status: 'connected', address: evmAddress })
    expect(client.accounts.getState().solana?.address).toBe(solanaAddress)
    expect(client.recentWallets.getState().recentWallets[0]?.id).toBe(wallet)
    stop()
  })

  it('rejects with the wallet’s refusal, shows no toast and connects nothing', async () => {
    const { client, evm, stop } = setupClient()
    evm.refuseNextConnect()
    await expect(connect(client, { connectorId: wallet })).rejects.toThrowError(
      'Connection declined',
    )
    expect(client.connection.getState().status).toBe('disconnected')
    expect(client.toast.getState().open).toBe(false)
    stop()
  })

  it('rejects with `WalletNotFoundError` for an id not in the list', async () => {
    const { client, stop } = setupClient()
    const error = await connect(client, { connectorId: 'io.nowhere' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletNotFoundError)
    expect((error as WalletNotFoundError).details).toBe('Wallet: io.nowhere')
    stop()
  })
})
