import { describe, expect, test } from 'vitest'
import { createEmbeddedApi } from './createEmbeddedApi'
import { createFrameFarcasterLogin } from './createFrameFarcasterLogin'
import type { FrameStorage } from './frameStorage'

// The frame's side only: the server's answers are played by a fetch of the test's making (the
// server's own routes are tested against the devnet in apps/server/test/embedded/farcasterLogin).
const memory = (): FrameStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>()
  return {
    map,
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    delete: async (key) => void map.delete(key),
  } as FrameStorage & { map: Map<string, string> }
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('createFrameFarcasterLogin', () => {
  test('start keeps the flow secret and sends only its hash; finish is pending on 409, then the session', async () => {
    const sent: Record<string, string>[] = []
    const answers = [
      json(200, { flowId: 'f'.repeat(43), url: 'https://farcaster.xyz/~/siwf?channelToken=c' }),
      json(409, { message: 'The sign-in is not finished yet' }),
      json(200, { sessionToken: 't', user: { id: 'u' }, fid: 3, userName: 'alice' }),
    ]
    const fetch = (async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)))
      return answers.shift() as Response
    }) as typeof globalThis.fetch
    const storage = memory()
    const login = createFrameFarcasterLogin({
      api: createEmbeddedApi({ apiUrl: 'http://server', projectId: 'p', fetch }),
      storage,
      deviceToken: async () => 'd'.repeat(43),
    })
    expect(await login.start()).toEqual({ url: 'https://farcaster.xyz/~/siwf?channelToken=c' })
    const kept = JSON.parse(storage.map.get('farcasterFlow') as string)
    expect(sent[0]?.flowSecretHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(sent[0])).not.toContain(kept.flowSecret)
    expect(await login.finish()).toEqual({ pending: true })
    expect(sent[1]).toMatchObject({ flowId: 'f'.repeat(43), flowSecret: kept.flowSecret })
    expect(await login.finish()).toMatchObject({ pending: false, fid: 3, userName: 'alice' })
    expect(storage.map.has('farcasterFlow')).toBe(false)
  })

  test('finish without a started flow fails in plain words', async () => {
    const login = createFrameFarcasterLogin({
      api: createEmbeddedApi({ apiUrl: 'http://server', projectId: 'p' }),
      storage: memory(),
      deviceToken: async () => 'd'.repeat(43),
    })
    await expect(login.finish()).rejects.toThrow('This sign-in has expired: start again')
  })

  test('forget (APP_RELOAD) drops the login in progress: it can no longer finish here', async () => {
    const fetch = (async () =>
      json(200, {
        flowId: 'f'.repeat(43),
        url: 'https://farcaster.xyz/~/siwf?channelToken=c',
      })) as unknown as typeof globalThis.fetch
    const storage = memory()
    const login = createFrameFarcasterLogin({
      api: createEmbeddedApi({ apiUrl: 'http://server', projectId: 'p', fetch }),
      storage,
      deviceToken: async () => 'd'.repeat(43),
    })
    await login.start()
    expect(storage.map.has('farcasterFlow')).toBe(true)
    await login.forget()
    expect(storage.map.has('farcasterFlow')).toBe(false)
    await expect(login.finish()).rejects.toThrow('This sign-in has expired: start again')
  })
})
