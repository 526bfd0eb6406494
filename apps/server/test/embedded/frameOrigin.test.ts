import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CreateServerReturnType } from '../../src/createServer'
import { startTestServer } from '../startTestServer'

let server: CreateServerReturnType
let appUrl: string
let frameUrl: string
beforeAll(async () => {
  server = await startTestServer({ PORTICO_ALLOWED_ORIGINS: 'https://app.example' })
  appUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
  frameUrl = (await server.listenFrame({ port: 0, host: '127.0.0.1' })).url
})
afterAll(() => server.close())

describe('the frame origin', () => {
  it('serves the frame page and script only on its own listener, framable by the project only', async () => {
    const page = await fetch(`${frameUrl}/frame?projectId=portico-local&chainId=31337`)
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors https://app.example')
    expect(csp).toContain("connect-src 'self'")
    expect(page.headers.get('x-frame-options')).toBeNull()
    const script = await fetch(`${frameUrl}/frame/frame.js`)
    expect(script.status).toBe(200)
    expect((await script.text()).length).toBeGreaterThan(10_000)
    expect((await fetch(`${frameUrl}/frame?projectId=unknown`)).status).toBe(404)
    // On the app's origin the frame does not exist.
    expect((await fetch(`${appUrl}/frame?projectId=portico-local`)).status).toBe(404)
    expect((await fetch(`${appUrl}/frame/frame.js`)).status).toBe(404)
  })

  it('serves nothing else there but the email login, the gateway and the project origins', async () => {
    expect((await fetch(`${frameUrl}/`)).status).toBe(404)
    expect((await fetch(`${frameUrl}/health`)).status).toBe(404)
    expect((await fetch(`${frameUrl}/dev/mail`)).status).toBe(404)
    const origins = await fetch(`${frameUrl}/projects/v1/origins?projectId=portico-local`)
    expect(await origins.json()).toEqual({ allowedOrigins: ['https://app.example'] })
  })
})
