import {
  AdapterNotConfiguredError,
  DuplicateAdapterError,
  NetworksNotConfiguredError,
  ProjectIdNotConfiguredError,
} from '@portico/core'
import { createFakeClock } from '@portico/core/internal'
import { devnetNetwork } from '@portico/core/testing'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createEmbeddedWallet } from '@portico/embedded-wallet/lazy'
import { createEvmAdapter } from '@portico/evm'
import { custom } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalAccountProvider } from '../../evm/test/localAccountProvider'
import { createPorticoConfig } from './createPorticoConfig'

type Anvil = UsedDevnet['chains'][number]

const account = mnemonicToAccount('test test test test test test test test test test test junk')
const network = devnetNetwork

let devnet: UsedDevnet | undefined
let anvil: Anvil
beforeAll(async () => {
  devnet = await useDevnet([31337])
  anvil = devnet.chains[0] as Anvil
})
afterAll(async () => {
  await devnet?.stop()
})

describe('createPorticoConfig', () => {
  it('refuses a config it cannot run with', () => {
    const adapter = createEvmAdapter({ networks: [network], rpcUrl: () => anvil.rpcUrl })
    const base = { projectId: 'portico-local', networks: [network], adapters: [adapter] }
    expect(() => createPorticoConfig({ ...base, projectId: '' })).toThrowError(
      ProjectIdNotConfiguredError,
    )
    expect(() => createPorticoConfig({ ...base, networks: [] })).toThrowError(
      NetworksNotConfiguredError,
    )
    expect(() => createPorticoConfig({ ...base, adapters: [] })).toThrowError(
      AdapterNotConfiguredError,
    )
    expect(() => createPorticoConfig({ ...base, adapters: [adapter, adapter] })).toThrowError(
      DuplicateAdapterError,
    )
  })

  it("hands the app's default account types to the embedded wallet (sent to the frame when it loads)", () => {
    const adapter = createEvmAdapter({ networks: [network], rpcUrl: () => anvil.rpcUrl })
    const embeddedWallet = createEmbeddedWallet({
      frameUrl: 'http://localhost:3001/frame',
      projectId: 'portico-local',
      chainId: 31337,
      storage: null,
    })
    createPorticoConfig({
      projectId: 'portico-local',
      networks: [network],
      adapters: [adapter],
      embeddedWallet,
      defaultAccountTypes: { eip155: 'eoa' },
    })
    expect(embeddedWallet.defaultAccountTypes).toEqual({ eip155: 'eoa' })
  })

  it('uses the dark theme unless the app picks one (SPEC §9)', () => {
    const adapter = createEvmAdapter({ networks: [network], rpcUrl: () => anvil.rpcUrl })
    const base = { projectId: 'portico-local', networks: [network], adapters: [adapter] }
    expect(createPorticoConfig(base).themeMode).toBe('dark')
    expect(createPorticoConfig({ ...base, themeMode: 'light' }).themeMode).toBe('light')
  })

  it('shows "Token Balance Unavailable" on a failed balance read and blocks retries for 30 s', async () => {
    const provider = createLocalAccountProvider({ account, nodes: [anvil] })
    const detail = Object.freeze({
      info: {
        uuid: 'u-1',
        name: 'Portico Test Wallet',
        icon: 'data:,',
        rdns: 'dev.portico.testwallet',
      },
      provider,
    })
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)

    // The app's RPC endpoint is down: every read fails.
    let reads = 0
    const down = custom({
      request: async () => {
        reads++
        throw new Error('gateway down')
      },
    })
    const clock = createFakeClock()
    const adapter = createEvmAdapter({
      networks: [network],
      transports: { 31337: down },
      storage: null,
    })
    const config = createPorticoConfig({
      projectId: 'portico-local',
      networks: [network],
      adapters: [adapter],
      clock,
      storage: null,
    })
    const stop = config.start()
    await config.connect('dev.portico.testwallet')
    await config.refreshBalance()
    expect(config.balance.getState().status).toBe('error')
    expect(config.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    const afterFirst = reads
    expect(afterFirst).toBeGreaterThan(0)

    clock.advance(29_999)
    await config.refreshBalance()
    expect(reads).toBe(afterFirst)

    clock.advance(1)
    await config.refreshBalance()
    expect(reads).toBeGreaterThan(afterFirst)
    stop()
    window.removeEventListener('eip6963:requestProvider', announce)
  })
})
