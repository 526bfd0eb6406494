import { describe, expect, it } from 'vitest'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { getAccount } from './getAccount'
import { evmAddress, setupClient, solanaAddress, wallet } from './setupClient.test-helpers'
import { switchNetwork } from './switchNetwork'
import { watchAccount } from './watchAccount'

describe('getAccount and watchAccount', () => {
  it('reads the active or a named namespace’s account', async () => {
    const { client, stop } = setupClient()
    expect(getAccount(client)).toMatchObject({
      namespace: 'eip155',
      status: 'disconnected',
      isConnected: false,
    })
    await connect(client, { connectorId: wallet })
    expect(getAccount(client)).toMatchObject({
      namespace: 'eip155',
      address: evmAddress,
      isConnected: true,
    })
    expect(getAccount(client, { namespace: 'solana' })).toMatchObject({
      namespace: 'solana',
      address: solanaAddress,
      isConnected: true,
    })
    stop()
  })

  it('tells each change of the active account, including a change of namespace, until unwatched', async () => {
    const { client, solanaLocal, stop } = setupClient()
    const seen: string[] = []
    const unwatch = watchAccount(client, {
      onChange: (account) => seen.push(`${account.namespace}:${account.status}:${account.address}`),
    })
    await connect(client, { connectorId: wallet })
    await switchNetwork(client, { chainId: solanaLocal.caipNetworkId })
    unwatch()
    await disconnect(client)
    expect(seen).toEqual([`eip155:connected:${evmAddress}`, `solana:connected:${solanaAddress}`])
    stop()
  })
})
