import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, inject, test } from 'vitest'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))

test('npm start: prints its URL, serves, and exits cleanly on SIGINT', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: 'memory://',
      PORTICO_LOG_LEVEL: 'warn',
      PORTICO_RPC_URLS: inject('rpcUrls'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/listening on (http:\/\/\S+)/)
      if (match?.[1]) resolve(match[1])
    })
    exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)))
  })

  const health = await fetch(`${url}/health`)
  expect(health.status).toBe(200)
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' })
  expect(output).toContain('rpc       eip155:31337 →')

  child.kill('SIGINT')
  expect(await exited).toBe(0)
}, 60_000)
