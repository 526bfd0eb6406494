import { describe, expect, test } from 'vitest'
import { DevnetChainNotSupportedError, DevnetOptionsError } from './errors'
import { startDevnet } from './startDevnet'

// Bad options are refused before any process starts.
describe('startDevnet options', () => {
  test('an unknown chain id', async () => {
    const error = await startDevnet({ chains: [1] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DevnetChainNotSupportedError)
    expect((error as DevnetChainNotSupportedError).shortMessage).toBe('Devnet chain not supported')
    expect((error as Error).message).toContain(
      'Chain id 1 is not a devnet chain; use one of 31337, 31338, 31339.',
    )
  })

  test('an empty or duplicated chain list', async () => {
    await expect(startDevnet({ chains: [] })).rejects.toThrow(DevnetOptionsError)
    await expect(startDevnet({ chains: [31337, 31337] })).rejects.toThrow('lists a chain twice')
  })

  test('a bad port', async () => {
    await expect(startDevnet({ chains: [31337], ports: { 31337: 70_000 } })).rejects.toThrow(
      'Port for chain 31337 must be an integer 0…65535, got 70000.',
    )
    await expect(startDevnet({ chains: [31337], ports: { 31337: 1.5 } })).rejects.toThrow(
      DevnetOptionsError,
    )
  })

  test('two chains on one port', async () => {
    await expect(
      startDevnet({ chains: [31337, 31338], ports: { 31337: 9999, 31338: 9999 } }),
    ).rejects.toThrow('Two chains share a port: 9999, 9999.')
  })
})
