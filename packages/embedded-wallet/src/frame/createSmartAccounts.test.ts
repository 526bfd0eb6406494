import { describe, expect, it } from 'vitest'
import { soladyAccountFactoryAddress } from '../smartAccount/soladyAccountAddresses'
import { createSmartAccounts } from './createSmartAccounts'

// The server's RPC gateway is the boundary here: answered as a chain with a bundler (31337) and
// one without (31338) answer it. The real gateway, bundler and chain: apps/server/test/embedded/smartAccount.test.ts.
function setup() {
  const asked: string[] = []
  const store = new Map<string, string>()
  let time = 1_000_000
  let bundlerUp = true
  const smart = createSmartAccounts({
    apiUrl: 'http://127.0.0.1:3001',
    projectId: 'portico-local',
    now: () => time,
    storage: {
      get: async (key) => store.get(key),
      set: async (key, value) => void store.set(key, value),
      delete: async (key) => void store.delete(key),
    },
    gateway: async (method, params, chain) => {
      asked.push(`${chain} ${method}`)
      if (method === 'eth_supportedEntryPoints') {
        if (chain !== 'eip155:31337' || !bundlerUp)
          throw new Error('Requested RPC call is not allowed')
        return ['0x0000000071727De22E5E9d8BAf0edAc6f37da032']
      }
      if (method === 'eth_getCode')
        return (params as string[])[0] === soladyAccountFactoryAddress ? '0x6080' : '0x'
      throw new Error(`unexpected ${method}`)
    },
  })
  return {
    smart,
    asked,
    store,
    later: (ms: number) => {
      time += ms
    },
    setBundlerUp: (up: boolean) => {
      bundlerUp = up
    },
  }
}

describe('createSmartAccounts', () => {
  it('has smart accounts where the bundler lists EntryPoint v0.7 and the factory has code; asks once', async () => {
    const { smart, asked } = setup()
    expect(await smart.isEnabled('eip155:31337')).toBe(true)
    expect(await smart.isEnabled('eip155:31337')).toBe(true)
    expect(asked).toEqual(['eip155:31337 eth_supportedEntryPoints', 'eip155:31337 eth_getCode'])
    expect(await smart.isEnabled('solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR')).toBe(false)
  })

  it('asks a chain without them again only after a minute (a bundler briefly down is not final)', async () => {
    const { smart, asked, later, setBundlerUp } = setup()
    setBundlerUp(false)
    expect(await smart.isEnabled('eip155:31337')).toBe(false)
    later(59_000)
    expect(await smart.isEnabled('eip155:31337')).toBe(false)
    expect(asked).toHaveLength(2)
    setBundlerUp(true)
    later(2_000)
    expect(await smart.isEnabled('eip155:31337')).toBe(true)
    expect(asked).toHaveLength(4)
  })

  it('prefers the smart account, remembers the EOA choice, and refuses the smart account where there is none', async () => {
    const { smart, store } = setup()
    expect(await smart.preferredType()).toBe('smartAccount')
    expect(await smart.activeType('eip155:31337')).toBe('smartAccount')
    expect(await smart.activeType('eip155:31338')).toBe('eoa')
    await smart.setPreferredType('eoa', 'eip155:31338')
    expect(store.get('preferredAccountType:eip155')).toBe('eoa')
    expect(await smart.activeType('eip155:31337')).toBe('eoa')
    await expect(smart.setPreferredType('smartAccount', 'eip155:31338')).rejects.toThrow(
      'This application might not support Smart Accounts',
    )
    expect(store.get('preferredAccountType:eip155')).toBe('eoa')
    await smart.setPreferredType('smartAccount', 'eip155:31337')
    expect(await smart.activeType('eip155:31337')).toBe('smartAccount')
  })

  it("gives a user without a choice the app's default type; the user's own choice then wins", async () => {
    const { smart, store } = setup()
    smart.setAppDefault('eoa')
    expect(await smart.preferredType()).toBe('eoa')
    expect(await smart.activeType('eip155:31337')).toBe('eoa')
    await smart.setPreferredType('smartAccount', 'eip155:31337')
    expect(store.get('preferredAccountType:eip155')).toBe('smartAccount')
    expect(await smart.activeType('eip155:31337')).toBe('smartAccount')
    // The same user on an app whose default is the other type keeps their choice.
    smart.setAppDefault('eoa')
    expect(await smart.preferredType()).toBe('smartAccount')
  })

  it('answers wallet_getCapabilities per chain: atomic batches where the smart account is in use', async () => {
    const { smart } = setup()
    expect(await smart.capabilities(['0xabc', ['0x7a69', '0x7a6a']], 'eip155:31337')).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    expect(await smart.capabilities(['0xabc'], 'eip155:31337')).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
  })
})
