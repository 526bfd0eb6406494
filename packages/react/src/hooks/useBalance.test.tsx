import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '../../test/dom'
import { createTestConfig, evmAddress, renderHook, run, walletId } from '../../test/renderHook'
import { useBalance } from './useBalance'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

describe('useBalance', () => {
  it('reads nothing while disconnected, then the account’s balance; follows the namespace', async () => {
    const { config } = createTestConfig()
    const hook = await renderHook(() => useBalance(), config)
    unmount = hook.unmount
    expect(hook.result.current).toMatchObject({ status: 'pending', isFetching: false })
    await run(() => config.connect(walletId))
    await waitFor(() => hook.result.current.isSuccess)
    expect(hook.result.current.data).toEqual({
      value: 10n ** 22n,
      decimals: 18,
      symbol: 'ETH',
      formatted: '10000',
    })
    await run(() => config.switchNetwork('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'))
    await waitFor(() => hook.result.current.data?.symbol === 'SOL')
    expect(hook.result.current.data?.formatted).toBe('0.5')
  })

  it('reads a given address without a wallet, and again on refetch', async () => {
    const { config, evm } = createTestConfig()
    const hook = await renderHook(() => useBalance({ address: evmAddress }), config)
    unmount = hook.unmount
    await waitFor(() => hook.result.current.isSuccess)
    expect(hook.result.current.data?.formatted).toBe('10000')
    const reads = evm.calls.filter((c) => c === `getBalance:${evmAddress}`).length
    await run(() => hook.result.current.refetch())
    expect(evm.calls.filter((c) => c === `getBalance:${evmAddress}`)).toHaveLength(reads + 1)
  })
})
