import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { createServer as createSmtpServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config'
import { createServer } from '../../src/createServer'
import {
  type EmailTestServer,
  newDevice,
  newEmail,
  projectId,
  startEmailServer,
} from './emailTestKit'

// N-M2: the development inbox holds every login code. It exists only in development and answers
// only on its own listener on 127.0.0.1, never through the public app, whatever a proxy sends.

/** GET with exactly these headers (fetch would not send a Host of our choosing). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = request(url, { headers }, (answer) => {
      let body = ''
      answer.on('data', (chunk) => {
        body += chunk
      })
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
    })
    call.on('error', reject)
    call.end()
  })
}

const stateDir = mkdtempSync(join(tmpdir(), 'portico-inbox-'))
afterAll(() => rmSync(stateDir, { recursive: true, force: true }))

let server: EmailTestServer
let inboxUrl: string
beforeAll(async () => {
  server = await startEmailServer()
  inboxUrl = (await server.listenDevInbox({ port: 0 })).url
})
afterAll(() => server.close())

describe('the development mail inbox', () => {
  it('shows the codes on its own loopback listener', async () => {
    const email = newEmail('inbox')
    await server.post('/v1/embedded/email/connect', { projectId, email, deviceToken: newDevice() })
    expect(inboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dev\/mail$/)
    const page = await fetch(inboxUrl)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(email)
    const messages = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(email)}`)
    expect((await messages.json()).messages[0].text).toMatch(/\b\d{6}\b/)
    // Nothing else is served there.
    expect((await fetch(inboxUrl.replace('/dev/mail', '/health'))).status).toBe(404)
  })

  it('is never served on the public app, even to a loopback peer without proxy headers', async () => {
    const email = newEmail('app')
    await server.post('/v1/embedded/email/connect', { projectId, email, deviceToken: newDevice() })
    for (const url of ['/dev/mail', `/dev/mail/messages?to=${encodeURIComponent(email)}`]) {
      const direct = await server.app.inject({ url, remoteAddress: '127.0.0.1' })
      expect(direct.statusCode).toBe(404)
      expect(direct.body).not.toMatch(/\b\d{6}\b/)
    }
  })

  it('refuses a request relayed by a proxy, whatever header it sends (the audit proof)', async () => {
    const email = newEmail('proxy')
    await server.post('/v1/embedded/email/connect', { projectId, email, deviceToken: newDevice() })
    const url = `${inboxUrl}/messages?to=${encodeURIComponent(email)}`
    // The proof of 2026-11-28: X-Real-IP and Forwarded without X-Forwarded-For, on the app.
    const proof = await server.app.inject({
      url: `/dev/mail/messages?to=${encodeURIComponent(email)}`,
      remoteAddress: '127.0.0.1',
      headers: {
        'x-real-ip': '203.0.113.9',
        forwarded: 'for=203.0.113.9;proto=https',
        host: 'wallet.example.com',
      },
    })
    expect(proof.statusCode).toBe(404)
    // And on the inbox's own listener, any proxy's mark or a public Host name is refused.
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { via: '1.1 nginx' },
      { 'x-forwarded-host': 'wallet.example.com' },
      { host: 'wallet.example.com' },
    ]
    for (const headers of relayed) {
      const answer = await get(url, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(404)
      expect(answer.body).not.toMatch(/\b\d{6}\b/)
    }
    expect((await get(url)).status).toBe(200)
    expect((await get(url, { host: 'localhost' })).status).toBe(200)
  })
})

describe('in production', () => {
  it('no mail catcher starts and /dev/mail does not exist', async () => {
    // A local port that is no SMTP server: nothing is mailed in this test.
    const unused = createSmtpServer()
    await new Promise<void>((resolve) => unused.listen(0, '127.0.0.1', resolve))
    const port = (unused.address() as { port: number }).port
    const production = await createServer(
      loadConfig({
        PORT: '0',
        // A database of its own (its key check value must not meet other tests' secrets).
        DATABASE_URL: '',
        PORTICO_STATE_DIR: stateDir,
        PORTICO_PUBLIC_URL: 'https://portico.example.com',
        PORTICO_EMBEDDED_SECRET: 'cd'.repeat(32),
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        PORTICO_LOG_LEVEL: 'silent',
        PORTICO_INDEXER: 'off',
      }),
    )
    try {
      expect(production.mailCatcher).toBeUndefined()
      await expect(production.listenDevInbox()).rejects.toThrow('No mail catcher')
      for (const url of ['/dev/mail', '/dev/mail/messages'])
        expect((await production.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode).toBe(
          404,
        )
    } finally {
      await production.close()
      unused.close()
    }
  })
})
