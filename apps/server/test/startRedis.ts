import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

export type StartRedisReturnType = { url: string; stop(): Promise<void> }

/**
 * The Redis for a test: `REDIS_URL` when set (CI's real service), else (or with `own`, for a
 * test that stops it) a throw-away `redis-server` (Debian's package) on a free port, without
 * persistence.
 */
export async function startRedis(options: { own?: boolean } = {}): Promise<StartRedisReturnType> {
  const fromEnv = process.env.REDIS_URL
  if (fromEnv && !options.own) return { url: fromEnv, stop: async () => {} }
  const port = await freePort()
  let child: ChildProcess
  try {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
  } catch (error) {
    throw new Error('Redis tests need REDIS_URL or redis-server (apt-get install redis-server)', {
      cause: error,
    })
  }
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.once('error', () =>
      reject(
        new Error('Redis tests need REDIS_URL or redis-server (apt-get install redis-server)'),
      ),
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      if (output.includes('Ready to accept connections')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)))
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
