// Test helpers for the two-server test: real server processes (`src/main.ts`) and HAProxy from
// Debian's package with the repository's own configuration (deploy/haproxy/portico.cfg).
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const serverFolder = fileURLToPath(new URL('..', import.meta.url))
const haproxyConfig = fileURLToPath(new URL('../../../deploy/haproxy/portico.cfg', import.meta.url))

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

export type Instance = {
  name: string
  port: number
  url: string
  /** Every line the process wrote (JSON log lines and the start banner). */
  lines: string[]
  /** The running process's id (undefined before start). */
  pid(): number | undefined
  /** Starts the process (again) and resolves once it listens. */
  start(): Promise<void>
  /** SIGTERM (a graceful stop) and resolves once the process exited. */
  stop(): Promise<void>
  /** SIGKILL: the process dies mid-whatever. */
  kill(): Promise<void>
}

/**
 * A server instance as production runs it: `node --import tsx src/main.ts` with `env`, on `port`.
 *
 * @example
 * const a = createInstance('a', port, { DATABASE_URL, REDIS_URL })
 * await a.start()
 */
export function createInstance(name: string, port: number, env: Record<string, string>): Instance {
  let child: ChildProcess | undefined
  const lines: string[] = []
  const exited = async () => {
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return
    await once(child, 'exit')
  }
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    lines,
    pid: () => child?.pid,
    async start() {
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverFolder,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child = started
      let buffered = ''
      const listening = new Promise<void>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          buffered += chunk.toString()
          const parts = buffered.split('\n')
          buffered = parts.pop() ?? ''
          lines.push(...parts)
          if (parts.some((line) => line.startsWith('Portico server listening'))) resolve()
        }
        started.stdout?.on('data', read)
        started.stderr?.on('data', read)
        started.once('exit', (code) =>
          reject(new Error(`${name} exited with ${code}: ${lines.slice(-5).join('\n')}`)),
        )
      })
      await listening
    },
    async stop() {
      child?.kill('SIGTERM')
      await exited()
    },
    async kill() {
      child?.kill('SIGKILL')
      await exited()
    },
  }
}

export type Balancer = {
  port: number
  url: string
  /** HAProxy's own view of each instance (`UP`, `DOWN`, `UP 1/2`…), from its statistics page. */
  serverStates(): Promise<Record<string, string>>
  stop(): Promise<void>
}

/** HAProxy with deploy/haproxy/portico.cfg in front of `servers`, checking /health every `checkMs`. */
export async function startHaproxy(
  port: number,
  servers: [Instance, Instance],
  checkMs: number,
): Promise<Balancer> {
  // The production file, plus a statistics page (test only) that says which instances HAProxy
  // itself counts as up: an instance answering /health is not yet one the balancer sends to.
  const statsPort = await freePort()
  const statsConfig = join(await mkdtemp(join(tmpdir(), 'portico-haproxy-')), 'stats.cfg')
  await writeFile(
    statsConfig,
    `listen stats\n    bind 127.0.0.1:${statsPort}\n    stats enable\n    stats uri /stats\n`,
  )
  const child = spawn('haproxy', ['-db', '-f', haproxyConfig, '-f', statsConfig], {
    env: {
      ...process.env,
      PORTICO_LB_BIND: `127.0.0.1:${port}`,
      PORTICO_SERVER_A: `127.0.0.1:${servers[0].port}`,
      PORTICO_SERVER_B: `127.0.0.1:${servers[1].port}`,
      PORTICO_LB_CHECK_MS: String(checkMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  // listening once a request gets through
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${output.join('')}`)
    const answered = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) break
    if (attempt > 200) throw new Error(`haproxy did not answer: ${output.join('')}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    port,
    url,
    async serverStates() {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text()
      const [header = '', ...rows] = csv.trim().split('\n')
      const status = header.replace(/^# /, '').split(',').indexOf('status')
      const states: Record<string, string> = {}
      for (const row of rows) {
        const cells = row.split(',')
        if (cells[0] === 'instances' && !['FRONTEND', 'BACKEND'].includes(cells[1] ?? ''))
          states[cells[1] ?? ''] = cells[status] ?? ''
      }
      return states
    },
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}
