import { SiwxNotEnabledError } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '../../test/dom'
import { createMemorySiwx } from '../../test/memorySiwx'
import { createTestConfig, evmAddress, renderHook, run, walletId } from '../../test/renderHook'
import { useSignIn } from './useSignIn'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

describe('useSignIn', () => {
  it('signs in the active account: resolves to true and the session is stored', async () => {
    const { config } = createTestConfig({ siwx: createMemorySiwx() })
    const hook = await renderHook(() => useSignIn(), config)
    unmount = hook.unmount
    expect(hook.result.current).toMatchObject({ status: 'idle', data: undefined, error: null })
    await run(() => config.connect(walletId))
    await waitFor(() => config.siwx.getState().status === 'signed-out')
    expect(await run(() => hook.result.current.signInAsync())).toBe(true)
    expect(hook.result.current).toMatchObject({ isSuccess: true, data: true, error: null })
    expect(config.siwx.getState()).toMatchObject({
      status: 'signed-in',
      sessions: [{ message: `sign in ${evmAddress}`, signature: `signed:${evmAddress}` }],
    })
  })

  it('without `siwx`: rejects with `SIWX is not enabled`, left in `error` by `signIn`', async () => {
    const { config } = createTestConfig()
    const hook = await renderHook(() => useSignIn(), config)
    unmount = hook.unmount
    await run(() => config.connect(walletId))
    await expect(run(() => hook.result.current.signInAsync())).rejects.toBeInstanceOf(
      SiwxNotEnabledError,
    )
    await run(async () => hook.result.current.reset())
    expect(hook.result.current.status).toBe('idle')
    await run(async () => hook.result.current.signIn())
    await waitFor(() => hook.result.current.isError)
    expect(hook.result.current.error?.shortMessage).toBe('SIWX is not enabled')
  })
})
