import type { SiwxConfig, SiwxSession } from '@portico/core/siwx'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '../../test/dom'
import { createTestConfig, evmAddress, renderHook, run, walletId } from '../../test/renderHook'
import { useSiwx } from '../siwx/useSiwx'
import { useSessions } from './useSessions'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

/** Sign-in kept in memory (the server's implementation is crossed in e2e/specs/siwx). */
const createMemorySiwx = (): SiwxConfig => {
  const sessions: SiwxSession[] = []
  return {
    async createMessage(input) {
      const data = {
        domain: 'localhost:3000',
        accountAddress: input.accountAddress,
        uri: 'http://localhost:3000',
        version: '1' as const,
        chainId: input.chainId,
        nonce: 'nonce1abcdefgh',
        issuedAt: '2026-01-01T00:00:00.000Z',
      }
      return { ...data, toString: () => `sign in ${data.accountAddress}` }
    },
    async addSession(session) {
      sessions.push(session)
    },
    getSessions: async (chainId, address) =>
      sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address),
    async revokeSession() {},
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next)
    },
  }
}

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
