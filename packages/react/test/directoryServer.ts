// The real Portico server (PGlite in memory, seeded wallet directory) in a child process (its
// Node-only code does not load under happy-dom), for the views that read the wallet directory.
// Requests go through node:http (happy-dom's fetch would apply page CORS) and are recorded.
import { type ChildProcess, spawn } from 'node:child_process'
import { request } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FetchFunction } from '@portico/core/api'

/** A started directory server: its URL, a fetch through node:http, the URLs it was asked. */
export type DirectoryServer = {
  url: string
  fetch: FetchFunction
  requests: URL[]
  stop(): Promise<void>
}

/**
 * Starts `apps/server` on a free port with the directory alone (no embedded wallet, no indexer).
 *
 * @example
 * const server = await startDirectoryServer()
 * createPorticoConfig({ …, apiUrl: server.url, fetch: server.fetch })
 */
export async function startDirectoryServer(): Promise<DirectoryServer> {
  const repo = fileURLToPath(new URL('../../..', `file://${__filename}`))
  const child: ChildProcess = spawn(
    join(repo, 'node_modules/.bin/tsx'),
    ['apps/server/src/main.ts'],
    {
      cwd: repo,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        // A development start of the directory alone: no embedded wallet (and so no frame listener).
        PORTICO_DEV: '1',
        PORTICO_EMBEDDED: 'off',
        DATABASE_URL: 'memory://',
        // One instance: CI's Redis (REDIS_URL, set for the server's suites) is not this server's.
        REDIS_URL: '',
        PORTICO_LOG_LEVEL: 'silent',
        PORTICO_INDEXER: 'off',
        PORTICO_RPC_URLS: 'eip155:31337=http://127.0.0.1:9',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)))
  })
  const requests: URL[] = []
  const fetch: FetchFunction = (input, init = {}) => {
    const target = new URL(input)
    requests.push(target)
    return new Promise((resolve, reject) => {
      const outgoing = request(
        target,
        { method: init.method ?? 'GET', headers: init.headers as Record<string, string> },
        (incoming) => {
          const chunks: Buffer[] = []
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
          incoming.on('end', () => {
            const headers = new Headers()
            for (const [key, value] of Object.entries(incoming.headers))
              if (typeof value === 'string') headers.set(key, value)
            resolve(
              new Response(Buffer.concat(chunks).toString('utf8'), {
                status: incoming.statusCode ?? 500,
                headers,
              }),
            )
          })
        },
      )
      outgoing.on('error', reject)
      if (typeof init.body === 'string') outgoing.write(init.body)
      outgoing.end()
    })
  }
  return {
    url,
    fetch,
    requests,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.on('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
