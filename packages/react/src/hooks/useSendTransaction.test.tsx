import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '../../test/dom'
import { createTestConfig, evmAddress, renderHook, run, walletId } from '../../test/renderHook'
import { useSendTransaction } from './useSendTransaction'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('useSendTransaction', () => {
  it('sends with the active wallet; the hash lands in `data`', async () => {
    const { config, evm } = createTestConfig()
    const hook = await renderHook(() => useSendTransaction(), config)
    unmount = hook.unmount
    await run(() => config.connect(walletId))
    await run(async () => hook.result.current.sendTransaction({ to: receiver, value: 5n }))
    await waitFor(() => hook.result.current.isSuccess)
    expect(hook.result.current.data).toMatch(/^eip155-tx-/)
    expect(evm.calls).toContain(`sendTransaction:${receiver}:5`)
    expect((await evm.getBalance({ address: receiver })).value).toBe(5n)
    expect((await evm.getBalance({ address: evmAddress })).value).toBe(10n ** 22n - 5n)
  })

  it('leaves the wallet’s failure in `error`', async () => {
    const { config } = createTestConfig()
    const hook = await renderHook(() => useSendTransaction(), config)
    unmount = hook.unmount
    await run(() => config.connect(walletId))
    await expect(
      run(() => hook.result.current.sendTransactionAsync({ to: receiver, value: 10n ** 30n })),
    ).rejects.toThrowError('Insufficient funds')
    expect(hook.result.current.isError).toBe(true)
  })
})
