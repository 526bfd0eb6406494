import { afterEach, describe, expect, it } from 'vitest'
import { createTestConfig, renderHook, walletId } from '../../test/renderHook'
import { useConnectors } from './useConnectors'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

describe('useConnectors', () => {
  it('lists a wallet of two namespaces once, with its id per namespace', async () => {
    const { config } = createTestConfig()
    const hook = await renderHook(() => useConnectors(), config)
    unmount = hook.unmount
    expect(hook.result.current.map((c) => [c.id, c.name, c.namespaces])).toEqual([
      [walletId, 'Portico Test Wallet', ['eip155', 'solana']],
    ])
    expect(hook.result.current[0]?.connectorIds).toEqual({
      eip155: walletId,
      solana: 'Portico Test Wallet',
    })
  })
})
