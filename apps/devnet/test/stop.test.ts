import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { findFreePort } from '../src/findFreePort'
import { DevnetStartError, startDevnet } from '../src/index'
import { isPortFree } from '../src/isPortFree'

/** Processes whose command line names this port (anvil is started with `--port N`). */
function processesOnPort(port: number): number[] {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      const index = args.indexOf('--port')
      if (index >= 0 && args[index + 1] === String(port) && args[0]?.endsWith('anvil'))
        found.push(Number(entry))
    } catch {
      // the process ended while we looked
    }
  }
  return found
}

const portOf = (url: string) => Number(new URL(url).port)

async function eventually(check: () => Promise<boolean> | boolean, ms = 10_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

describe('stopping', () => {
  test('stop() leaves no anvil process and no port listening', async () => {
    const devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 } })
    const ports = devnet.chains.map((chain) => portOf(chain.rpcUrl))
    for (const port of ports) {
      expect(await isPortFree(port)).toBe(false)
      expect(processesOnPort(port)).toHaveLength(1)
    }
    await devnet.stop()
    for (const port of ports) {
      expect(await isPortFree(port)).toBe(true)
      expect(processesOnPort(port)).toEqual([])
    }
    await devnet.stop() // a second stop is harmless
  })

  test('anvil ends when the parent process is killed outright (SIGKILL)', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/startAndHang.ts', import.meta.url))
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const urls = await new Promise<string[]>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0] ?? '[]') as string[])
      })
      child.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)))
    })
    const ports = urls.map(portOf)
    expect(ports).toHaveLength(2)
    for (const port of ports) expect(processesOnPort(port), `anvil on ${port}`).toHaveLength(1)
    child.kill('SIGKILL')
    for (const port of ports) {
      const gone = await eventually(() => processesOnPort(port).length === 0)
      expect(gone, `anvil on ${port} ended: ${processesOnPort(port).join(',')}`).toBe(true)
      expect(await eventually(() => isPortFree(port)), `port ${port} free`).toBe(true)
    }
  }, 60_000)

  test('a busy port gives a clear error and leaves nothing running', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const busy = typeof address === 'object' && address ? address.port : 0
    const other = await findFreePort()
    try {
      const error = await startDevnet({
        chains: [31337, 31338],
        ports: { 31337: busy, 31338: other },
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(DevnetStartError)
      expect((error as DevnetStartError).shortMessage).toBe('Devnet failed to start')
      expect((error as Error).message).toContain(`Port ${busy} on 127.0.0.1 is in use`)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    // The chain that did start was stopped again.
    expect(processesOnPort(other)).toEqual([])
    expect(await isPortFree(other)).toBe(true)
  })
})
