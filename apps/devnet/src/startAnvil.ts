import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { DevnetStartError } from './errors'
import { findFreePort } from './findFreePort'
import { isPortFree } from './isPortFree'

/** Parameters of {@link startAnvil}. */
export type StartAnvilParameters = {
  chainId: number
  /** TCP port; 0 picks a free one. */
  port: number
  host?: string | undefined
  mnemonic: string
  /** `--state` file: loaded at start when present, dumped when anvil stops. */
  statePath?: string | undefined
  /** More anvil flags, e.g. `['--steps-tracing']`. */
  extraArgs?: readonly string[] | undefined
  /** How long to wait for `eth_chainId` (default 15 s). */
  timeoutMs?: number | undefined
}

/** Return type of {@link startAnvil}. */
export type StartAnvilReturnType = {
  rpcUrl: string
  wsUrl: string
  port: number
  /** Process id of anvil itself. */
  pid: number
  /** Stops anvil with SIGINT (so `--state` is dumped) and resolves once it has exited. */
  stop: () => Promise<void>
  /** How anvil ended if it exited without `stop()` (its code and last output), else `undefined`. */
  exitedOnItsOwn: () => string | undefined
}

// The shell stays between us and anvil. A watcher blocks on `cat` reading our pipe; when the pipe
// closes — stop(), or this process dying for any reason, even SIGKILL — it sends SIGINT to anvil,
// which dumps its state and exits. The shell exits with anvil (also when anvil fails on its own).
const watchdog = `exec 3<&0
trap '' INT TERM HUP
"$@" </dev/null 3<&- &
pid=$!
echo "$pid"
(cat <&3 >/dev/null; kill -INT "$pid" 2>/dev/null) &
wait "$pid"
code=$?
kill "$!" 2>/dev/null
exit "$code"`

/** The `@foundry-rs/anvil-*` package of this machine's platform, e.g. `anvil-linux-amd64`. */
export function anvilPackage(
  platform: string = process.platform,
  arch: string = process.arch,
): string | undefined {
  const cpu = ({ x64: 'amd64', arm64: 'arm64' } as Record<string, string>)[arch]
  const os = ['linux', 'darwin'].includes(platform) ? platform : undefined
  // anvil is also built for win32-amd64, but the devnet's stop watchdog needs a POSIX shell.
  return cpu && os ? `@foundry-rs/anvil-${os}-${cpu}` : undefined
}

/**
 * Path of the anvil binary: `@foundry-rs/anvil` installs the build of this platform (Linux and
 * macOS, x64 and arm64) as one of its optional dependencies.
 */
export function anvilPath(): string {
  const name = anvilPackage()
  if (!name)
    throw new DevnetStartError(
      `anvil is not available for ${process.platform}-${process.arch}: the devnet runs on Linux and macOS (x64, arm64).`,
    )
  let root: string
  try {
    // Resolved from @foundry-rs/anvil, which depends on it (it may not be hoisted).
    const anvil = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json')
    root = dirname(createRequire(anvil).resolve(`${name}/package.json`))
  } catch (cause) {
    throw new DevnetStartError(
      `anvil is not installed: ${name} (an optional dependency of @foundry-rs/anvil) is missing; run npm install.`,
      cause,
    )
  }
  const path = join(root, 'bin', 'anvil')
  if (!existsSync(path)) throw new DevnetStartError(`anvil binary not found at ${path}`)
  return path
}

async function answersChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    const body = (await response.json()) as { result?: string }
    return typeof body.result === 'string' && Number(body.result) === chainId
  } catch {
    return false
  }
}

type Running = {
  child: ChildProcessWithoutNullStreams
  exited: Promise<number | null>
  pid: Promise<number>
}

function spawnAnvil(args: string[]): Running & { stderr: () => string } {
  const child = spawn('/bin/sh', ['-c', watchdog, 'anvil', anvilPath(), ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      child.stdin.destroy()
      resolve(code)
    }),
  )
  const pid = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const line = stdout.split('\n')[0]
      if (stdout.includes('\n') && line) resolve(Number(line))
    })
    child.once('error', reject)
    void exited.then(() => reject(new Error('anvil exited')))
  })
  pid.catch(() => {})
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  // Never keep the host process alive for anvil's sake: the pipe kills anvil when we go.
  child.unref()
  for (const stream of [child.stdin, child.stdout, child.stderr])
    (stream as unknown as { unref?: () => void }).unref?.()
  return { child, exited, pid, stderr: () => stderr.trim() }
}

/**
 * Starts one anvil process and waits until it answers `eth_chainId`. The process is tied to
 * this one: it is stopped when `stop()` is called or when this process exits.
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337, port: 0, mnemonic: devnetMnemonic })
 * await anvil.stop()
 */
export async function startAnvil(parameters: StartAnvilParameters): Promise<StartAnvilReturnType> {
  const { chainId, host = '127.0.0.1', mnemonic, statePath, extraArgs = [] } = parameters
  const timeoutMs = parameters.timeoutMs ?? 15_000
  const attempts = parameters.port === 0 ? 3 : 1
  let lastError = ''
  for (let attempt = 0; attempt < attempts; attempt++) {
    const port = parameters.port === 0 ? await findFreePort(host) : parameters.port
    if (parameters.port !== 0 && !(await isPortFree(port, host)))
      throw new DevnetStartError(
        `Port ${port} on ${host} is in use (another devnet running?); choose another port or 0.`,
      )
    const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId)]
    args.push('--silent', '--mnemonic', mnemonic, ...(statePath ? ['--state', statePath] : []))
    const running = spawnAnvil([...args, ...extraArgs])
    const urlHost = host.includes(':') ? `[${host}]` : host
    const rpcUrl = `http://${urlHost}:${port}`
    let exitCode: number | null | undefined
    void running.exited.then((code) => {
      exitCode = code
    })
    const deadline = Date.now() + timeoutMs
    // anvil logs a bind failure but does not exit (and ignores SIGINT then): watch its stderr.
    const failed = () => exitCode !== undefined || /error/i.test(running.stderr())
    while (!failed() && Date.now() < deadline) {
      if (await answersChainId(rpcUrl, chainId)) {
        const pid = await running.pid
        let ended: string | undefined
        reportUnexpectedExit(running, chainId, port, (description) => {
          ended = description
        })
        return {
          rpcUrl,
          wsUrl: `ws://${urlHost}:${port}`,
          port,
          pid,
          stop: () => stop(running),
          exitedOnItsOwn: () => ended,
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 15))
    }
    const reason = running.stderr() || `exit code ${exitCode}`
    await stop(running, 0)
    if (!failed())
      throw new DevnetStartError(
        `anvil (chain ${chainId}) did not answer on ${rpcUrl} within ${timeoutMs} ms.`,
      )
    lastError = `anvil (chain ${chainId}, port ${port}) failed: ${reason}`
  }
  throw new DevnetStartError(lastError)
}

/**
 * A node that dies under its callers shows up to them only as refused connections: say on stderr
 * that anvil itself exited, with its code and the end of its own output.
 */
function reportUnexpectedExit(
  running: Running & { stderr: () => string },
  chainId: number,
  port: number,
  onExit: (description: string) => void,
) {
  void running.exited.then((code) => {
    if (stopping.has(running)) return
    const output = running.stderr()
    const description = `devnet: anvil (chain ${chainId}, port ${port}) exited on its own with code ${code}${output ? `:\n${output}` : ''}`
    onExit(description)
    console.error(description)
  })
}

const stopping = new WeakSet<Running>()

async function stop(running: Running, graceMs = 10_000): Promise<void> {
  const { child, exited, pid } = running
  stopping.add(running)
  if (child.exitCode !== null || child.signalCode !== null) return
  child.ref()
  child.stdin.end()
  const timer = setTimeout(() => {
    // anvil did not stop on SIGINT in time: force it (its state is not dumped then).
    void pid.then((anvil) => process.kill(anvil, 'SIGKILL')).catch(() => {})
  }, graceMs)
  await exited
  clearTimeout(timer)
}
