import { afterEach, describe, expect, it } from 'vitest'
import {
  createTestConfig,
  evmAddress,
  renderHook,
  run,
  solanaAddress,
  walletId,
} from '../../test/renderHook'
import { useAccounts } from './useAccounts'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

describe('useAccounts', () => {
  it('gives every connected account, one per namespace, and none after a disconnect', async () => {
    const { config } = createTestConfig()
    const hook = await renderHook(() => useAccounts(), config)
    unmount = hook.unmount
    expect(hook.result.current).toEqual([])
    await run(() => config.connect(walletId))
    expect(hook.result.current.map((a) => [a.namespace, a.address, a.caipAddress])).toEqual([
      ['eip155', evmAddress, `eip155:31337:${evmAddress}`],
      ['solana', solanaAddress, `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${solanaAddress}`],
    ])
    const before = hook.result.current
    await run(async () => config.namespace.setState({ connectTo: undefined }))
    expect(hook.result.current).toBe(before) // the same list while the accounts stay
    await run(() => config.disconnect())
    expect(hook.result.current).toEqual([])
  })
})
