import { NoActiveCaipAddressError } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '../../test/dom'
import {
  createTestConfig,
  evmAddress,
  renderHook,
  run,
  solanaAddress,
  walletId,
} from '../../test/renderHook'
import { useSignMessage } from './useSignMessage'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

describe('useSignMessage', () => {
  it('resolves to the signature of the active namespace’s wallet, or the one named', async () => {
    const { config } = createTestConfig()
    const hook = await renderHook(() => useSignMessage(), config)
    unmount = hook.unmount
    await run(() => config.connect(walletId))
    // The memory wallets sign `signed:<address>`; hex and base58 are crossed on the real adapters.
    expect(await run(() => hook.result.current.signMessageAsync({ message: 'hello' }))).toBe(
      `signed:${evmAddress}`,
    )
    await run(async () =>
      hook.result.current.signMessage({ message: 'hello', namespace: 'solana' }),
    )
    await waitFor(() => hook.result.current.data === `signed:${solanaAddress}`)
    expect(hook.result.current).toMatchObject({ isSuccess: true, isPending: false, error: null })
  })

  it('without a wallet: `No ActiveCaipAddress found`', async () => {
    const { config } = createTestConfig()
    const hook = await renderHook(() => useSignMessage(), config)
    unmount = hook.unmount
    await expect(
      run(() => hook.result.current.signMessageAsync({ message: 'hello' })),
    ).rejects.toBeInstanceOf(NoActiveCaipAddressError)
    expect(hook.result.current.error?.shortMessage).toBe('No ActiveCaipAddress found')
  })
})
