import type { AdapterNetwork } from '@portico/core'
import {
  createMemoryStorage,
  type EmbeddedWallet,
  type EmbeddedWalletSession,
} from '@portico/core/internal'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createPublicClient, getAddress, http, parseEther, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalAccountProvider } from '../../test/localAccountProvider'
import { createEvmAdapter } from '../createEvmAdapter'
import { embeddedWalletConnectorId } from './embeddedWallet'

type Anvil = UsedDevnet['chains'][number]

// The frame is the boundary: a real EIP-1193 signer on a real anvil stands in for it (the frame
// itself is tested in @portico/embedded-wallet and in e2e).
const account = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 7,
})
const network = (id: number): AdapterNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Devnet ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})
const networks = [network(31337), network(31338)]
let devnet: UsedDevnet | undefined
let anvils: Anvil[] = []
const rpcUrl = (n: AdapterNetwork) => anvils.find((a) => a.chainId === n.id)?.rpcUrl ?? ''

beforeAll(async () => {
  devnet = await useDevnet([31337, 31338])
  anvils = devnet.chains
})
afterAll(async () => {
  await devnet?.stop()
})

/** One browser: the app origin's storage, and a frame whose session lives until signed out. */
function browser() {
  const appStorage = createMemoryStorage()
  const signer = createLocalAccountProvider({ account, nodes: anvils })
  let frameSignedIn = true
  // The account the frame answers (the account type switch changes it) and who listens.
  let current: string = account.address
  const accountListeners = new Set<() => void>()
  const log: string[] = []
  const page = () => {
    let session: EmbeddedWalletSession | undefined = JSON.parse(
      appStorage.getItem('session') ?? 'null',
    )
    let loads = 0
    const wallet: EmbeddedWallet = {
      load: async () => {
        loads++
        return {
          connectEmail: async () => ({ action: 'VERIFY_OTP' }),
          connectDevice: async () => ({ action: 'VERIFY_OTP' }),
          connectOtp: async () => ({ email: 'ada@example.com', address: '', chainId: '' }),
          getSocialRedirectUri: async () => ({ uri: '' }),
          connectSocial: async () => ({ email: 'ada@example.com', address: '', chainId: '' }),
          getUser: async () => ({ email: 'ada@example.com', address: '', chainId: '' }),
          isConnected: async () => frameSignedIn,
          // The frame's description of the user: the smart account, its owner with its path.
          accountOf: (address: string) =>
            address === account.address
              ? { type: 'eoa' as const, path: "m/44'/60'/0'/0/0" }
              : { type: 'smartAccount' as const },
          switchNetwork: (chainId) =>
            signer.request({
              method: 'wallet_switchEthereumChain',
              params: [{ chainId: `0x${Number(chainId).toString(16)}` }],
            }),
          signOut: async () => {
            log.push('signOut')
            frameSignedIn = false
          },
          rpcRequest: (method, params) => {
            log.push(method)
            if (method === 'eth_accounts') return Promise.resolve([current])
            return signer.request({ method, params } as never)
          },
        }
      },
      getSession: () => session,
      setSession: (next) => {
        session = next
        if (next) appStorage.setItem('session', JSON.stringify(next))
        else appStorage.removeItem('session')
      },
      getLastCodeAt: () => undefined,
      setLastCodeAt: () => {},
      getSocialProviders: async () => [],
      getPendingSocial: () => undefined,
      setPendingSocial: () => {},
      onAccountChange: (listener) => {
        accountListeners.add(listener)
        return () => accountListeners.delete(listener)
      },
    }
    const adapter = createEvmAdapter({
      networks,
      rpcUrl,
      storage: appStorage,
      multiInjectedProviderDiscovery: false,
      embeddedWallet: { wallet },
    })
    return { adapter, wallet, loads: () => loads }
  }
  /** What the frame does on APP_SET_PREFERRED_ACCOUNT: another account, then the listeners. */
  const switchAccount = (address: string) => {
    current = address
    for (const listener of accountListeners) listener()
  }
  return { page, log, switchAccount }
}

describe('the embedded wallet connector (AUTH) on the EVM adapter', () => {
  it('is listed as AUTH `Email`; a first visit never loads the frame', async () => {
    const { page } = browser()
    const first = page()
    expect(first.adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: embeddedWalletConnectorId, name: 'Email', type: 'AUTH' }),
    ])
    await first.adapter.reconnect()
    expect(first.adapter.getAccount().status).toBe('disconnected')
    expect(first.loads()).toBe(0)
  })

  it('follows the account type switch: the connected address changes without a new connection', async () => {
    const { page, switchAccount } = browser()
    const first = page()
    first.wallet.setSession({ email: 'ada@example.com' })
    await first.adapter.connect({ connectorId: embeddedWalletConnectorId })
    const smart = getAddress('0x9e1f8f6ab1d1b0b1d3c5e7f9a1b3c5d7e9f1a3b5')
    expect(first.adapter.getAccount()).toMatchObject({ type: 'eoa', path: "m/44'/60'/0'/0/0" })
    switchAccount(smart)
    await expect.poll(() => first.adapter.getAccount().address).toBe(smart)
    expect(first.adapter.getAccount().status).toBe('connected')
    // SPEC §3 Account type: the embedded wallet's own, a smart account (no key path).
    expect(first.adapter.getAccount().type).toBe('smartAccount')
    expect(first.adapter.getAccount().path).toBeUndefined()
    switchAccount(account.address)
    await expect.poll(() => first.adapter.getAccount().address).toBe(account.address)
    expect(first.adapter.getAccount().type).toBe('eoa')
  })

  it('connects after the email login, signs and sends through the frame, survives a reload, and signs out', async () => {
    const { page, log } = browser()
    const first = page()
    first.wallet.setSession({ email: 'ada@example.com' })
    const connected = await first.adapter.connect({ connectorId: embeddedWalletConnectorId })
    expect(connected).toEqual({ address: account.address, chainId: 31337 })

    const { signature } = await first.adapter.signMessage({ message: 'hello' })
    expect(
      await verifyMessage({
        address: account.address,
        message: 'hello',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    const to = '0x000000000000000000000000000000000000dEaD'
    const { hash } = await first.adapter.sendTransaction({ to, value: parseEther('0.01') })
    const receipt = await createPublicClient({
      transport: http(anvils[0]?.rpcUrl),
    }).waitForTransactionReceipt({
      hash: hash as `0x${string}`,
    })
    expect(receipt.status).toBe('success')
    expect(log).toContain('personal_sign')
    expect(log).toContain('eth_sendTransaction')

    await first.adapter.switchNetwork({ chainId: 31338 })
    expect(first.adapter.getAccount()).toMatchObject({ status: 'connected', chainId: 31338 })

    // A reload: a new page with the same app storage restores the session silently.
    const second = page()
    await second.adapter.reconnect()
    expect(second.adapter.getAccount()).toMatchObject({
      status: 'connected',
      address: account.address,
      connectorId: embeddedWalletConnectorId,
    })
    expect(second.loads()).toBe(1)

    // Sign out ends the frame session and forgets it on the app's origin.
    await second.adapter.disconnect()
    expect(log.at(-1)).toBe('signOut')
    expect(second.wallet.getSession()).toBeUndefined()
    const third = page()
    await third.adapter.reconnect()
    expect(third.adapter.getAccount().status).toBe('disconnected')
    expect(third.loads()).toBe(0)
  })

  it('a recorded session the frame no longer holds is dropped on reload', async () => {
    const { page } = browser()
    const first = page()
    first.wallet.setSession({ email: 'ada@example.com' })
    await first.adapter.connect({ connectorId: embeddedWalletConnectorId })
    await first.wallet.load().then((frame) => frame.signOut()) // e.g. the session expired
    const second = page()
    await second.adapter.reconnect()
    expect(second.adapter.getAccount().status).toBe('disconnected')
  })
})
