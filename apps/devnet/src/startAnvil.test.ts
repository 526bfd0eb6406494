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
  await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(1), { timeout: 10_000 })
  expect(stopped.exitedOnItsOwn()).toBeUndefined()
  expect(killed.exitedOnItsOwn()).toBe(errors.mock.calls[0]?.[0])
  expect(errors.mock.calls[0]?.[0]).toMatch(
    new RegExp(
      `^devnet: anvil \\(chain 31337, port ${killed.port}\\) exited on its own with code 137`,
    ),
  )
})
