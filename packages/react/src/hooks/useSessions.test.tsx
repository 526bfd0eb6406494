import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '../../test/dom'
import { createMemorySiwx } from '../../test/memorySiwx'
import { createTestConfig, evmAddress, renderHook, run, walletId } from '../../test/renderHook'
import { useSiwx } from '../siwx/useSiwx'
import { useSessions } from './useSessions'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

describe('useSessions and useSiwx', () => {
  it('give the active account’s sign-in sessions once it signed in', async () => {
    const { config } = createTestConfig({ siwx: createMemorySiwx() })
    const hook = await renderHook(() => ({ sessions: useSessions(), siwx: useSiwx() }), config)
    unmount = hook.unmount
    expect(hook.result.current.sessions.sessions).toEqual([])
    expect(hook.result.current.siwx.enabled).toBe(true)
    await run(() => config.connect(walletId))
    await waitFor(() => hook.result.current.sessions.status === 'signed-out')
    expect(await run(() => hook.result.current.siwx.signIn())).toBe(true)
    expect(hook.result.current.sessions).toMatchObject({
      status: 'signed-in',
      caipAddress: `eip155:31337:${evmAddress}`,
      sessions: [{ message: `sign in ${evmAddress}`, signature: `signed:${evmAddress}` }],
    })
    expect(hook.result.current.siwx.signedIn).toBe(true)
  })
})
