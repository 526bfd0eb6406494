import { afterEach, describe, expect, it } from 'vitest'
import { render } from '../../test/dom'
import { createTestConfig, renderHook } from '../../test/renderHook'
import { usePorticoConfig } from '../context'
import { PorticoProviderNotFoundError } from '../errors'

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

  it('throws `PorticoProviderNotFoundError` outside a provider', async () => {
    let thrown: unknown
    function Probe() {
      try {
        usePorticoConfig()
      } catch (error) {
        thrown = error
      }
      return null
    }
    const rendered = await render(<Probe />)
    unmount = rendered.unmount
    expect(thrown).toBeInstanceOf(PorticoProviderNotFoundError)
  })
})
