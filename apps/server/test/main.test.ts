import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, inject, test } from 'vitest'
import { freePort } from '../scale/startInstances'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))

/** The settings a start must not inherit from the test's own environment. */
const clean = {
  PORTICO_DEV: '',
  NODE_ENV: '',
  DATABASE_URL: '',
  PORTICO_PUBLIC_URL: '',
  PORTICO_EMBEDDED_SECRET: '',
  SMTP_URL: '',
  PORTICO_STATE_DIR: '',
  PORTICO_DATA_DIR: '',
}

/** `src/main.ts` in its own process: its output, its URL once it listens, and its exit. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...clean, PORT: '0', PORTICO_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/listening on (http:\/\/\S+)/)
      if (match?.[1] && output.includes('\n  database')) resolve(match[1])
    })
    exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)))
  })
  url.catch(() => {})
  return { child, url, exited, output: () => output }
}

const stateDir = mkdtempSync(join(tmpdir(), 'portico-production-'))
afterAll(() => rmSync(stateDir, { recursive: true, force: true }))

test('development (PORTICO_DEV=1): prints its URL, serves, and exits cleanly on SIGINT', async () => {
  const main = startMain({
    PORTICO_DEV: '1',
    DATABASE_URL: 'memory://',
    PORTICO_FRAME_PORT: '0',
    PORTICO_RPC_URLS: inject('rpcUrls'),
  })
  const url = await main.url
  const health = await fetch(`${url}/health`)
  expect(health.status).toBe(200)
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' })
  expect(main.output()).toContain('(development: PORTICO_DEV=1)')
  expect(main.output()).toContain('rpc       eip155:31337 →')
  expect(main.output()).toMatch(/mail {6}http:\/\/127\.0\.0\.1:\d+\/dev\/mail/)
  main.child.kill('SIGINT')
  expect(await main.exited).toBe(0)
}, 60_000)

describe('production (no PORTICO_DEV)', () => {
  test('refuses to start, naming every missing setting and how to make a secret', async () => {
    const main = startMain({ NODE_ENV: 'production' })
    expect(await main.exited).toBe(1)
    const output = main.output()
    expect(output).toContain('Portico could not start.')
    expect(output).toContain('Portico cannot start in production mode: 4 settings to fix.')
    for (const variable of [
      'PORTICO_PUBLIC_URL',
      'DATABASE_URL or PORTICO_STATE_DIR',
      'PORTICO_EMBEDDED_SECRET',
      'SMTP_URL',
    ])
      expect(output).toContain(`  - ${variable} is not set`)
    expect(output).toContain('openssl rand -hex 32')
    expect(output).not.toContain('    at ') // a message, not a stack trace
  }, 60_000)

  test('with the documented minimum: /health 200, no /dev/mail, the frame on its own port', async () => {
    // An SMTP address nothing listens on: no mail is sent here, and none may go to a catcher.
    const smtp = createServer()
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const smtpPort = (smtp.address() as { port: number }).port
    const framePort = await freePort()
    const main = startMain({
      PORTICO_PUBLIC_URL: 'http://127.0.0.1:3999',
      PORTICO_EMBEDDED_SECRET: 'c3'.repeat(32),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PORTICO_RPC_URLS: inject('rpcUrls'),
      PORTICO_STATE_DIR: stateDir,
      PORTICO_FRAME_PORT: String(framePort),
    })
    try {
      const url = await main.url
      expect(main.output()).toContain('(production)')
      expect(main.output()).toContain(`database  PGlite ${join(stateDir, 'data')}`)
      expect(main.output()).not.toContain('/dev/mail')
      expect((await fetch(`${url}/health`)).status).toBe(200)
      for (const path of ['/dev/mail', '/dev/mail/messages'])
        expect((await fetch(`${url}${path}`)).status).toBe(404)
      // The wallet frame answers on its own port (its origin: the public host on that port).
      const frame = await fetch(
        `http://127.0.0.1:${framePort}/frame?projectId=portico-local&chainId=31337`,
      )
      expect(frame.status).toBe(200)
      expect(await frame.text()).toContain('<script')
      expect((await fetch(`http://127.0.0.1:${framePort}/health`)).status).toBe(404)
      expect(main.output()).toContain(`(origins http://127.0.0.1:${framePort})`)
      // No development identity provider: no social login is offered.
      const providers = await fetch(`http://127.0.0.1:${framePort}/v1/embedded/social/providers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${framePort}` },
        body: JSON.stringify({ projectId: 'portico-local' }),
      })
      expect(await providers.json()).toEqual({ providers: [] })
    } finally {
      main.child.kill('SIGTERM')
      await main.exited
      smtp.close()
    }
  }, 240_000)
})
