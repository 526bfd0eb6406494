import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** A running anvil node for tests. */
export type StartAnvilReturnType = { chainId: number; rpcUrl: string; stop(): Promise<void> }

/**
 * Starts anvil on a free port (test helper; `@portico/devnet`'s `startDevnet` replaces it once
 * that package lands).
 *
 * @example
 * const node = await startAnvil(31337)
 * await node.stop()
 */
export async function startAnvil(chainId: number): Promise<StartAnvilReturnType> {
  const require = createRequire(import.meta.url)
  const binary = join(
    dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')),
    'bin',
    'anvil',
  )
  const child = spawn(
    binary,
    ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const rpcUrl = await new Promise<string>((resolvePort, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`anvil did not start: ${output}`)), 15_000)
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/Listening on (127\.0\.0\.1:\d+)/)
      if (match) {
        clearTimeout(timer)
        resolvePort(`http://${match[1]}`)
      }
    })
    child.once('exit', (code) => reject(new Error(`anvil exited with ${code}: ${output}`)))
  })
  return {
    chainId,
    rpcUrl,
    stop: () =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null) return resolveStop()
        child.once('exit', () => resolveStop())
        child.kill('SIGTERM')
      }),
  }
}
