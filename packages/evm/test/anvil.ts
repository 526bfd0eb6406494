// Test helper: one real anvil process per chain id, on a free port.
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export type Anvil = { chainId: number; rpcUrl: string; stop(): Promise<void> }

const require = createRequire(import.meta.url)

export async function startAnvil(chainId: number): Promise<Anvil> {
  const bin = join(
    dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')),
    'bin',
    'anvil',
  )
  const child: ChildProcess = spawn(
    bin,
    ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`anvil did not start: ${out}`)), 10_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(out)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.once('exit', (code) => reject(new Error(`anvil exited (${code}): ${out}`)))
  })
  return {
    chainId,
    rpcUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
