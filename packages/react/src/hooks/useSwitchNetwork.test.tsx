import { devnet2Network, solanaDevnetNetwork } from '@portico/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '../../test/dom'
import {
  createTestConfig,
  evmAddress,
  renderHook,
  run,
  solanaAddress,
  walletId,
} from '../../test/renderHook'
import { useSwitchNetwork } from './useSwitchNetwork'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

describe('useSwitchNetwork', () => {
  it('switches the wallet, or the namespace, and resolves with the network', async () => {
    const { config } = createTestConfig()
    const hook = await renderHook(() => useSwitchNetwork(), config)
    unmount = hook.unmount
    expect(hook.result.current.networks).toHaveLength(3)
    await run(() => config.connect(walletId))
    const switched = await run(() =>
      hook.result.current.switchNetworkAsync({ chainId: devnet2Network.id }),
    )
    expect(switched).toMatchObject({ status: 'switched', network: { id: devnet2Network.id } })
    expect(config.account.getState().caipAddress).toBe(`eip155:${devnet2Network.id}:${evmAddress}`)
    await run(async () =>
      hook.result.current.switchNetwork({ chainId: solanaDevnetNetwork.caipNetworkId }),
    )
    await waitFor(() => config.account.getState().address === solanaAddress)
    expect(hook.result.current.data?.network.chainNamespace).toBe('solana')
  })

  it('leaves `Network not found` in `error`', async () => {
    const { config } = createTestConfig()
    const hook = await renderHook(() => useSwitchNetwork(), config)
    unmount = hook.unmount
    await run(async () => hook.result.current.switchNetwork({ chainId: 1 }))
    await waitFor(() => hook.result.current.isError)
    expect(hook.result.current.error?.shortMessage).toBe('Network not found')
  })
})
