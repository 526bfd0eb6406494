import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Address, Hex } from 'viem'
import { DevnetStartError } from '../errors'
import { findFreePort } from '../findFreePort'

/** EntryPoint v0.7's address (the devnet deploys it there). */
const entryPointV07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

/** Parameters of {@link startBundler}. */
export type StartBundlerParameters = {
  /** HTTP JSON-RPC URL of the devnet chain the bundler submits to. */
  rpcUrl: string
  /** Private key of the account that sends the bundles (fund it first: it pays their gas). */
  executorPrivateKey: Hex
  /** Port on 127.0.0.1 (default: any free port). */
  port?: number | undefined
  /** How long to wait for the bundler to answer, in milliseconds (default 90 000: alto, a large
   * Node program, took over 30 s to start on a loaded 2-core machine). */
  readyTimeoutMs?: number | undefined
}

/** Return type of {@link startBundler}. */
export type StartBundlerReturnType = {
  /** The bundler's JSON-RPC URL, e.g. `http://127.0.0.1:4337`. */
  url: string
  /** Stops the bundler process and resolves once it has exited. */
  stop(): Promise<void>
}

const require = createRequire(import.meta.url)
const here = dirname(fileURLToPath(import.meta.url))

function altoCli(): string {
  // The package exports neither its CLI nor its package.json: find its folder from its entry.
  const entry = require.resolve('@pimlico/alto')
  return join(
    entry.slice(0, entry.lastIndexOf('/@pimlico/alto/') + '/@pimlico/alto/'.length),
    'esm/cli/alto.js',
  )
}

async function answersEntryPoints(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints' }),
      signal: AbortSignal.timeout(1000),
    })
    const body = (await response.json()) as { result?: string[] }
    return (body.result ?? []).some(
      (address) => address.toLowerCase() === entryPointV07.toLowerCase(),
    )
  } catch {
    return false
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Starts `@pimlico/alto`, a real ERC-4337 bundler, against one devnet chain, listening on
 * 127.0.0.1 only, for EntryPoint v0.7, without safe mode (its ERC-7562 checks trace validation with a
 * tracer anvil does not provide). A development process only: alto is GPL-3.0, so it runs
 * as its own program and no Portico package imports it (docs/decisions.md).
 *
 * @example
 * const bundler = await startBundler({ rpcUrl: 'http://127.0.0.1:8545', executorPrivateKey })
 * console.log(bundler.url) // http://127.0.0.1:41237
 * await bundler.stop()
 */
export async function startBundler(
  parameters: StartBundlerParameters,
): Promise<StartBundlerReturnType> {
  const { rpcUrl, executorPrivateKey, readyTimeoutMs = 90_000 } = parameters
  const port = parameters.port || (await findFreePort())
  const url = `http://127.0.0.1:${port}`
  const args = [
    '--require',
    join(here, 'bindLoopback.cjs'),
    altoCli(),
    '--entrypoints',
    entryPointV07,
    '--executor-private-keys',
    executorPrivateKey,
    '--utility-private-key',
    executorPrivateKey,
    '--rpc-url',
    rpcUrl,
    '--port',
    String(port),
    '--safe-mode',
    'false',
    '--log-level',
    'warn',
    '--min-bundle-interval',
    '10',
    '--max-bundle-interval',
    '100',
    '--block-time',
    '100',
  ]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  })
  const deadline = Date.now() + readyTimeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new DevnetStartError(`The bundler exited (code ${child.exitCode}): ${output.trim()}`)
    if (await answersEntryPoints(url)) return { url, stop: () => stopProcess(child) }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stopProcess(child)
  throw new DevnetStartError(`The bundler did not answer on ${url} within ${readyTimeoutMs} ms.`)
}
