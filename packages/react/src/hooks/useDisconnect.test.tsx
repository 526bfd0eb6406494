import { DisconnectError } from '@portico/core'
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
import { useDisconnect } from './useDisconnect'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

describe('useDisconnect', () => {
  it('disconnects every namespace', async () => {
    const { config } = createTestConfig()
    const hook = await renderHook(() => useDisconnect(), config)
    unmount = hook.unmount
    await run(() => config.connect(walletId))
    expect(config.accounts.getState().eip155?.address).toBe(evmAddress)
    expect(config.accounts.getState().solana?.address).toBe(solanaAddress)
    await run(async () => hook.result.current.disconnect())
    await waitFor(() => hook.result.current.isSuccess)
    expect(config.connection.getState().status).toBe('disconnected')
  })

  it('rejects with `Failed to disconnect` and leaves it in `error`', async () => {
    const { config, solana } = createTestConfig()
    const hook = await renderHook(() => useDisconnect(), config)
    unmount = hook.unmount
    await run(() => config.connect(walletId))
    solana.disconnect = async () => {
      throw new Error('socket closed')
    }
    await expect(run(() => hook.result.current.disconnectAsync())).rejects.toBeInstanceOf(
      DisconnectError,
    )
    expect(hook.result.current.error?.shortMessage).toBe('Failed to disconnect')
    expect(config.toast.getState().open).toBe(false)
  })
})
