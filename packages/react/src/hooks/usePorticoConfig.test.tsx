import { afterEach, describe, expect, it } from 'vitest'
import { createTestConfig, renderHook } from '../../test/renderHook'
import { usePorticoConfig } from '../context'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

describe('usePorticoConfig', () => {
  it('gives the provider’s config, or the one passed', async () => {
    const { config } = createTestConfig()
    const other = createTestConfig().config
    const hook = await renderHook(
      () => [usePorticoConfig(), usePorticoConfig({ config: other })],
      config,
    )
    unmount = hook.unmount
    expect(hook.result.current[0]).toBe(config)
    expect(hook.result.current[1]).toBe(other)
  })

  // Outside a provider it throws PorticoProviderNotFoundError: src/context.test.tsx.
})
