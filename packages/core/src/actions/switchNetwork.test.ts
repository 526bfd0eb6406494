import { describe, expect, it } from 'vitest'
import { NetworkNotFoundError } from '../errors/network'
import { connect } from './connect'
import { setupClient, wallet } from './setupClient.test-helpers'
import { switchNetwork } from './switchNetwork'

describe('switchNetwork', () => {
  it('asks the wallet to switch and resolves with the network', async () => {
    const { client, evm, devnet2, stop } = setupClient()
    await connect(client, { connectorId: wallet })
    const { network, status } = await switchNetwork(client, { chainId: devnet2.id })
    expect(network.caipNetworkId).toBe(devnet2.caipNetworkId)
    expect(status).toBe('switched')
    expect(evm.calls).toContain(`switchNetwork:${devnet2.id}`)
    expect(client.account.getState().chainId).toBe(devnet2.id)
    stop()
  })

  it('makes another connected namespace active (CAIP-2 id)', async () => {
    const { client, solanaLocal, stop } = setupClient()
    await connect(client, { connectorId: wallet })
    const { status } = await switchNetwork(client, { chainId: solanaLocal.caipNetworkId })
    expect(status).toBe('switched')
    expect(client.namespace.getState().active).toBe('solana')
    stop()
  })

  it('opens Connect for a namespace with no wallet (`connecting`)', async () => {
    const { client, solanaLocal, stop } = setupClient()
    const { status } = await switchNetwork(client, { chainId: solanaLocal.caipNetworkId })
    expect(status).toBe('connecting')
    expect(client.modal.getState().open).toBe(true)
    expect(client.namespace.getState().connectTo?.namespace).toBe('solana')
    stop()
  })

  it('rejects with `Network not found` for a network the app did not request, with no toast', async () => {
    const { client, stop } = setupClient()
    await connect(client, { connectorId: wallet })
    const error = await switchNetwork(client, { chainId: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkNotFoundError)
    expect((error as NetworkNotFoundError).shortMessage).toBe('Network not found')
    expect(client.toast.getState().open).toBe(false)
    stop()
  })
})
