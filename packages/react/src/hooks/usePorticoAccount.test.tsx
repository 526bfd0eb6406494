import type { AdapterAccount, ChainAdapter } from '@portico/core'
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import {
  createTestConfig,
  evmAddress,
  renderHook,
  run,
  solanaAddress,
  walletId,
} from '../../test/renderHook'
import { usePorticoAccount } from './usePorticoAccount'

// The hook against core's client and in-memory wallets. The Solana account's `type`, `publicKey`
// and `path` come from the real Solana adapter (asserted in packages/solana); here an adapter
// reporting them, as that one does, shows the hook hands them over.
let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
})

const path = "m/44'/501'/0'/0'"
/** The in-memory Solana adapter, reporting SPEC §3's account fields as @portico/solana does. */
function withAccountFields(adapter: ChainAdapter): ChainAdapter {
  const fields = (account: AdapterAccount): AdapterAccount =>
    account.address ? { ...account, type: 'eoa', publicKey: account.address, path } : account
  return {
    ...adapter,
    getAccount: () => fields(adapter.getAccount()),
    watchAccount: (onChange) => adapter.watchAccount((account) => onChange(fields(account))),
  }
}

describe('usePorticoAccount', () => {
  it('gives the active account, its namespace named, with its type, public key and path where the adapter knows them', async () => {
    const { evm, solana } = createTestConfig()
    const { config } = createTestConfig({ adapters: [evm, withAccountFields(solana)] })
    const hook = await renderHook(() => usePorticoAccount(), config)
    unmount = hook.unmount
    expect(hook.result.current).toMatchObject({
      namespace: 'eip155',
      address: undefined,
      isConnected: false,
      status: 'disconnected',
    })
    await run(() => config.connect(walletId))
    // EVM: the wallet does not say what its account is.
    expect(hook.result.current).toMatchObject({
      namespace: 'eip155',
      address: evmAddress,
      caipAddress: `eip155:31337:${evmAddress}`,
      isConnected: true,
      connectorId: walletId,
    })
    expect(hook.result.current.type).toBeUndefined()
    expect(hook.result.current.publicKey).toBeUndefined()

    await run(async () => config.setActiveNamespace('solana'))
    const account = hook.result.current
    expect(account).toMatchObject({
      namespace: 'solana',
      address: solanaAddress,
      isConnected: true,
      type: 'eoa',
      publicKey: solanaAddress,
      path,
    })
    // The union narrows by namespace: Solana accounts are `eoa` only, EVM ones may be smart
    // accounts, Bitcoin ones are the wallet's payment address.
    if (account.namespace === 'solana')
      expectTypeOf(account.type).toEqualTypeOf<'eoa' | undefined>()
    else if (account.namespace === 'bip122')
      expectTypeOf(account.type).toEqualTypeOf<'payment' | undefined>()
    else expectTypeOf(account.type).toEqualTypeOf<'eoa' | 'smartAccount' | undefined>()
  })
})
