import { afterEach, expect, test, vi } from 'vitest'
import { devnetMnemonic } from './chains'
import { startAnvil } from './startAnvil'

afterEach(() => {
  vi.restoreAllMocks()
})

test('anvil dying on its own is reported on stderr; a stop is not', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const stopped = await startAnvil({ chainId: 31337, port: 0, mnemonic: devnetMnemonic })
  await stopped.stop()
  const killed = await startAnvil({ chainId: 31337, port: 0, mnemonic: devnetMnemonic })
  process.kill(killed.pid, 'SIGKILL')
  // The devnet's reports only: the project's files share a worker, whose other sockets may log too.
  const reports = () =>
    errors.mock.calls.map((call) => call[0]).filter((line) => String(line).startsWith('devnet:'))
  await vi.waitFor(() => expect(reports()).toHaveLength(1), { timeout: 10_000 })
  expect(stopped.exitedOnItsOwn()).toBeUndefined()
  expect(killed.exitedOnItsOwn()).toBe(reports()[0])
  expect(reports()[0]).toMatch(
    new RegExp(
      `^devnet: anvil \\(chain 31337, port ${killed.port}\\) exited on its own with code 137`,
    ),
  )
})
