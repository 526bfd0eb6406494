import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { WebSocket } from 'ws'
import { ProviderRpcError } from '../../errors/sign'
import { createSignClient, type SignClient } from '../createSignClient'
import type { SessionNamespaces } from '../types'
import { createWalletConnectProvider } from './createWalletConnectProvider'

// anvil's well-known first key (public test key)
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const grant = (accounts: string[]): SessionNamespaces => ({
  eip155: {
    chains: ['eip155:31337', 'eip155:31338'],
    accounts: accounts.flatMap((a) => [`eip155:31337:${a}`, `eip155:31338:${a}`]),
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
})
const meta = (name: string) => ({ name, description: '', url: `https://${name}.test`, icons: [] })

// the run's relay (apps/server), started by the root vitest.config.ts
const relay = { url: inject('relayUrl'), projectId: inject('relayProjectId') }
let dapp: SignClient
let wallet: SignClient

beforeAll(async () => {
  const options = { relayUrl: relay.url, projectId: relay.projectId, WebSocketImpl: WebSocket }
  dapp = await createSignClient({ ...options, metadata: meta('dapp') })
  wallet = await createSignClient({ ...options, metadata: meta('wallet') })
  wallet.on('session_proposal', ({ id }) => {
    wallet.approve({ id, namespaces: grant([account.address]) }).catch(() => {})
  })
  wallet.on('session_request', ({ id, topic, params }) => {
    const { method, params: args } = params.request
    const answer =
      method === 'personal_sign'
        ? account
            .signMessage({ message: { raw: (args as Hex[])[0] as Hex } })
            .then((result) => ({ id, result }))
        : Promise.resolve({ id, error: { code: 5000, message: 'User rejected.' } })
    answer.then((response) => wallet.respond({ topic, response })).catch(() => {})
  })
})
afterAll(async () => {
  await dapp.close()
  await wallet.close()
})

async function connect() {
  const { uri, approval } = await dapp.connect({
    requiredNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
    },
  })
  await wallet.pair({ uri: uri as string })
  const session = await approval()
  return { session, provider: createWalletConnectProvider(session, dapp) }
}

function nextEvent<T>(provider: ReturnType<typeof createWalletConnectProvider>, event: string) {
  return new Promise<T>((resolve) => {
    const listener = (payload: T) => {
      provider.removeListener(event as 'connect', listener as never)
      resolve(payload)
    }
    provider.on(event as 'connect', listener as never)
  })
}

describe('createWalletConnectProvider', () => {
  it('answers accounts and chain id from the session and sends granted methods to the wallet', async () => {
    const { provider } = await connect()
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account.address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const message = '0x706f727469636f' as Hex
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [message, account.address],
    })) as Hex
    expect(
      await verifyMessage({ address: account.address, message: { raw: message }, signature }),
    ).toBe(true)
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: other }] }),
    ).rejects.toMatchObject({ code: 4001, shortMessage: 'User rejected.' })
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('switches among session chains and re-emits wallet events and updates', async () => {
    const { provider, session } = await connect()
    const changed = nextEvent<string>(provider, 'chainChanged')
    expect(
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
      }),
    ).toBeNull()
    expect(await changed).toBe('0x7a6a')
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })

    const fromWallet = nextEvent<string>(provider, 'chainChanged')
    await wallet.emit({
      topic: session.topic,
      chainId: 'eip155:31337',
      event: { name: 'chainChanged', data: 31337 },
    })
    expect(await fromWallet).toBe('0x7a69')

    const accounts = nextEvent<string[]>(provider, 'accountsChanged')
    await wallet.update({ topic: session.topic, namespaces: grant([other, account.address]) })
    expect(await accounts).toEqual([other, account.address])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([other, account.address])
  })

  it('ignores chainChanged and accountsChanged naming a chain or an account the session lacks', async () => {
    const { provider, session } = await connect()
    const chains: string[] = []
    const accounts: string[][] = []
    provider.on('chainChanged', (chainId) => chains.push(chainId))
    provider.on('accountsChanged', (list) => accounts.push(list))
    const emit = (name: string, data: unknown) =>
      wallet.emit({ topic: session.topic, chainId: 'eip155:31337', event: { name, data } })

    // the event's own chainId is granted; what it carries is not
    await emit('chainChanged', '0x1')
    await emit('chainChanged', 'not a chain')
    await emit('accountsChanged', [other])
    await emit('accountsChanged', [`eip155:1:${account.address}`])
    await emit('accountsChanged', [account.address, other])
    // granted ones, in order after the others: the first change seen is the granted one
    const switched = nextEvent<string>(provider, 'chainChanged')
    await emit('chainChanged', '0x7a6a')
    expect(await switched).toBe('0x7a6a')
    const emptied = nextEvent<string[]>(provider, 'accountsChanged')
    await emit('accountsChanged', [])
    expect(await emptied).toEqual([])
    expect(chains).toEqual(['0x7a6a'])
    expect(accounts).toEqual([[]])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('emits disconnect when the wallet ends the session, and on its own disconnect', async () => {
    const first = await connect()
    const gone = nextEvent<ProviderRpcError>(first.provider, 'disconnect')
    await wallet.disconnect({ topic: first.session.topic })
    expect(await gone).toMatchObject({ code: 4900, shortMessage: 'The wallet ended the session' })
    await expect(first.provider.request({ method: 'eth_accounts' })).rejects.toThrow(
      ProviderRpcError,
    )

    const second = await connect()
    const deleted = new Promise((resolve) => wallet.on('session_delete', resolve))
    const closed = nextEvent<ProviderRpcError>(second.provider, 'disconnect')
    await second.provider.disconnect()
    expect((await closed).code).toBe(4900)
    await deleted
    expect(dapp.sessions().some((s) => s.topic === second.session.topic)).toBe(false)
  })
})
