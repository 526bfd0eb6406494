import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../../clock/createFakeClock'
import { createStore } from '../../store/createStore'
import { createSiwxTokenStore } from './createSiwxTokenStore'
import { SiwxServerError } from './errors'
import { initialSiwxState } from './initialSiwxState'
import type { SiwxState, SiwxToken } from './types'

const start = Date.UTC(2026, 10, 28, 12)
const alice = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(answer?: () => Promise<SiwxToken>) {
  const clock = createFakeClock({ start })
  const siwx = createStore<SiwxState>(initialSiwxState)
  const calls: number[] = []
  let next = 0
  const getToken =
    answer ??
    (async () => {
      calls.push(clock.now())
      next++
      return { token: `token-${next}`, expiresAt: new Date(clock.now() + 600_000).toISOString() }
    })
  const tokens = createSiwxTokenStore({ siwx, getToken, clock })
  const signIn = (caipAddress = alice) =>
    siwx.setState({ status: 'signed-in', caipAddress, sessions: [] })
  return { clock, siwx, tokens, calls, signIn }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createSiwxTokenStore', () => {
  it('asks for nothing until something subscribes or asks', async () => {
    const { tokens, calls, signIn } = setup()
    signIn()
    await flush()
    expect(calls).toEqual([])
    expect(tokens.getState().status).toBe('idle')
    expect(await tokens.getToken()).toBe('token-1')
    expect(await tokens.getToken()).toBe('token-1')
    expect(calls).toHaveLength(1)
  })

  it('while watched: fetches on sign-in, renews a minute before expiry, stops when unwatched', async () => {
    const { clock, tokens, calls, signIn } = setup()
    const unsubscribe = tokens.subscribe(() => {})
    signIn()
    await flush()
    expect(tokens.getState()).toMatchObject({ token: 'token-1', status: 'ready' })
    expect(tokens.getState().expiresAt).toBe(start + 600_000)
    clock.advance(539_000)
    await flush()
    expect(calls).toHaveLength(1)
    clock.advance(1_000)
    await flush()
    expect(tokens.getState().token).toBe('token-2')
    expect(calls).toEqual([start, start + 540_000])
    unsubscribe()
    clock.advance(600_000)
    await flush()
    expect(calls).toHaveLength(2)
    // getToken never hands out a token about to expire.
    expect(await tokens.getToken()).toBe('token-3')
  })

  it('drops the token when the account changes or signs out', async () => {
    const { siwx, tokens, signIn } = setup()
    signIn()
    expect(await tokens.getToken()).toBe('token-1')
    signIn(bob)
    expect(tokens.getState().token).toBeUndefined()
    expect(await tokens.getToken()).toBe('token-2')
    siwx.setState({ status: 'signed-out' })
    expect(tokens.getState()).toMatchObject({ token: undefined, status: 'idle' })
  })

  it('keeps a refusal (no live session) as its error without retrying; retries other failures', async () => {
    let refuse = true
    let count = 0
    const { clock, tokens, signIn } = setup(async () => {
      count++
      if (refuse) throw new SiwxServerError({ status: 401, reason: 'No live session' })
      throw new Error('network down')
    })
    tokens.subscribe(() => {})
    signIn()
    await flush()
    expect(tokens.getState()).toMatchObject({ status: 'error', token: undefined })
    expect((tokens.getState().error as SiwxServerError).shortMessage).toBe('No live session')
    clock.advance(120_000)
    await flush()
    expect(count).toBe(1)
    refuse = false
    await expect(tokens.getToken()).rejects.toThrow('network down')
    clock.advance(30_000)
    await flush()
    expect(count).toBe(3)
  })

  it('says sign-in gives no tokens when the config has no getToken', async () => {
    const tokens = createSiwxTokenStore({
      siwx: createStore<SiwxState>(initialSiwxState),
      getToken: undefined,
      clock: createFakeClock(),
    })
    await expect(tokens.getToken()).rejects.toThrow('SIWX is not enabled')
  })
})
