import { WalletNotFoundError } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '../../test/dom'
import { createTestConfig, evmAddress, renderHook, run, walletId } from '../../test/renderHook'
import { useConnect } from './useConnect'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

describe('useConnect', () => {
  it('lists the connectors and connects one: data, isPending, then success', async () => {
    const { config } = createTestConfig()
    const hook = await renderHook(() => useConnect(), config)
    unmount = hook.unmount
    expect(hook.result.current.connectors.map((c) => c.name)).toEqual(['Portico Test Wallet'])
    expect(hook.result.current).toMatchObject({ status: 'idle', isPending: false, data: undefined })
    const data = await run(() => hook.result.current.connectAsync({ connectorId: walletId }))
    expect(data.namespaces).toEqual(['eip155', 'solana'])
    expect(hook.result.current).toMatchObject({ status: 'success', isSuccess: true, error: null })
    expect(hook.result.current.data?.account.address).toBe(evmAddress)
  })

  it('leaves a refusal in `error` (`connect`) and rejects (`connectAsync`); `reset` clears it', async () => {
    const { config, evm } = createTestConfig()
    const hook = await renderHook(() => useConnect(), config)
    unmount = hook.unmount
    evm.refuseNextConnect()
    await run(async () => hook.result.current.connect({ connectorId: walletId }))
    await waitFor(() => hook.result.current.isError)
    expect(hook.result.current.error?.shortMessage).toBe('Connection declined')
    expect(hook.result.current.isError).toBe(true)
    // No toast: the app's own call decides what to show.
    expect(config.toast.getState().open).toBe(false)
    await expect(
      run(() => hook.result.current.connectAsync({ connectorId: 'io.nowhere' })),
    ).rejects.toBeInstanceOf(WalletNotFoundError)
    await run(async () => hook.result.current.reset())
    expect(hook.result.current).toMatchObject({ status: 'idle', error: null, data: undefined })
  })
})
