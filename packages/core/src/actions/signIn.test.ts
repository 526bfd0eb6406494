import { describe, expect, it } from 'vitest'
import type { CreateFakeClockReturnType as FakeClock } from '../clock/createFakeClock'
import { TOAST_REOPEN_DELAY_MS } from '../constants'
import { SignatureDeclinedError, SiwxNotEnabledError } from '../errors/siwx'
import type { SiwxConfig, SiwxSession } from '../stores/siwx/types'
import { connect } from './connect'
import { evmAddress, setupClient, wallet } from './setupClient.test-helpers'
import { signIn } from './signIn'

/** Sign-in kept in memory (the server's implementation is crossed in the siwx e2e). */
const createMemorySiwx = (): SiwxConfig & { sessions: SiwxSession[] } => {
  const sessions: SiwxSession[] = []
  return {
    sessions,
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

describe('signIn', () => {
  it('signs the message with the wallet and stores the session', async () => {
    const siwx = createMemorySiwx()
    const { client, stop } = setupClient({ siwx })
    await connect(client, { connectorId: wallet })
    expect(await signIn(client)).toBe(true)
    expect(siwx.sessions).toHaveLength(1)
    expect(siwx.sessions[0]).toMatchObject({
      message: `sign in ${evmAddress}`,
      signature: `signed:${evmAddress}`,
    })
    expect(client.siwx.getState().status).toBe('signed-in')
    stop()
  })

  it('rejects with `Signature declined` when the person refuses; the sign view shows again', async () => {
    const siwx = createMemorySiwx()
    const { client, evm, stop } = setupClient({ siwx })
    await connect(client, { connectorId: wallet })
    evm.signMessage = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    const error = await signIn(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
    expect((error as SignatureDeclinedError).shortMessage).toBe('Signature declined')
    expect(client.siwx.getState().status).toBe('signed-out')
    expect(client.router.getState().view).toBe('SIWXSignMessage')
    // The modal's own flow (client.signIn) resolves false instead, with the toast.
    expect(await client.signIn()).toBe(false)
    ;(client.clock as FakeClock).advance(TOAST_REOPEN_DELAY_MS)
    expect(client.toast.getState()).toMatchObject({
      variant: 'error',
      message: 'Signature declined',
    })
    stop()
  })

  it('rejects with `SIWX is not enabled` without `siwx`', async () => {
    const { client, stop } = setupClient()
    await connect(client, { connectorId: wallet })
    await expect(signIn(client)).rejects.toThrowError(SiwxNotEnabledError)
    stop()
  })
})
