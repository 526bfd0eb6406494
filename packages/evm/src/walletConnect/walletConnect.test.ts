// The WalletConnect connector through the REAL relay (apps/server `/relay` on PGlite), against our
// own wallet role (`@portico/walletconnect`), with real anvil chains behind the app's transports.
import type { AdapterNetwork } from '@portico/core'
import { createMemoryStorage } from '@portico/core/internal'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import {
  buildAuthObject,
  createSignClient,
  formatAuthMessage,
  populateAuthPayload,
  type SignClient,
} from '@portico/walletconnect'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { WebSocket } from 'ws'
import { createEvmAdapter } from '../createEvmAdapter'

type Anvil = UsedDevnet['chains'][number]

const account = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 3,
})
const network = (id: number, name: string): AdapterNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})
const networks = [network(31337, 'Portico Devnet'), network(31338, 'Portico Devnet 2')]
const metadata = (name: string) => ({
  name,
  description: name,
  url: `https://${name}.test`,
  icons: [],
})

let devnet: UsedDevnet | undefined
let anvils: Anvil[] = []
// the run's relay (apps/server), started by the root vitest.config.ts
const relayUrl = inject('relayUrl')
const projectId = inject('relayProjectId')
let wallet: SignClient
/** What the wallet does with the next proposal: approve these chains, or reject. */
let answer: { chains: string[] } | 'reject' = {
  chains: networks.map((n) => n.caipNetworkId),
}
const rpcUrl = (n: AdapterNetwork) => anvils.find((a) => a.chainId === n.id)?.rpcUrl ?? ''

type TestStorage = ReturnType<typeof createMemoryStorage>

/** The EVM adapter with the WalletConnect connector on the test relay; storages `null` = none. */
function wcAdapter(
  name: string,
  storages: { wagmi: TestStorage | null; walletConnect: TestStorage | null } = {
    wagmi: null,
    walletConnect: null,
  },
) {
  return createEvmAdapter({
    networks,
    rpcUrl,
    storage: storages.wagmi,
    multiInjectedProviderDiscovery: false,
    walletConnect: {
      relayUrl,
      projectId,
      metadata: metadata(name),
      storage: storages.walletConnect,
      WebSocketImpl: WebSocket,
    },
  })
}

/** Our wallet role: approves every proposal for both chains; signs and sends on anvil. */
async function startWallet() {
  const client = await createSignClient({
    relayUrl,
    projectId,
    metadata: metadata('portico-test-wallet'),
    WebSocketImpl: WebSocket,
  })
  client.on('session_proposal', async ({ id, params }) => {
    if (answer === 'reject') return client.reject({ id })
    const { chains } = answer
    await client.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((c) => `${c}:${account.address}`),
          methods: params.optionalNamespaces?.eip155?.methods ?? [],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })
  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    let result: unknown
    if (method === 'personal_sign') {
      const [message] = args as [Hex]
      result = await account.signMessage({ message: { raw: message } })
    } else if (method === 'eth_sendTransaction') {
      const [tx] = args as [{ to: Hex; value?: Hex }]
      const chainId = Number(params.chainId.split(':')[1])
      const walletClient = createWalletClient({
        account,
        transport: http(anvils.find((a) => a.chainId === chainId)?.rpcUrl),
      })
      result = await walletClient.sendTransaction({
        to: tx.to,
        value: tx.value ? BigInt(tx.value) : undefined,
        chain: null,
      })
    }
    await client.respond({ topic, response: { id, result } })
  })
  return client
}

/** A wallet that signs in with one prompt: signs the CAIP-122 message per chain, answers with CACAOs. */
async function startAuthWallet() {
  const client = await createSignClient({
    relayUrl,
    projectId,
    metadata: metadata('portico-auth-wallet'),
    WebSocketImpl: WebSocket,
  })
  client.on('session_authenticate', async ({ id, params }) => {
    const authPayload = populateAuthPayload({
      authPayload: params.authPayload,
      chains: networks.map((n) => n.caipNetworkId),
      methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
    })
    const auths = []
    for (const chain of authPayload.chains) {
      const iss = `did:pkh:${chain}:${account.address}`
      const message = formatAuthMessage({ request: authPayload, iss })
      const s = await account.signMessage({ message })
      auths.push(buildAuthObject({ request: authPayload, signature: { t: 'eip191', s }, iss }))
    }
    await client.approveSessionAuthenticate({ id, auths })
  })
  client.on('session_request', async ({ id, topic, params }) => {
    const [message] = params.request.params as [Hex]
    const result = await account.signMessage({ message: { raw: message } })
    await client.respond({ topic, response: { id, result } })
  })
  return client
}

beforeAll(async () => {
  devnet = await useDevnet([31337, 31338])
  anvils = devnet.chains
  wallet = await startWallet()
}, 60_000)

afterAll(async () => {
  await wallet?.close()
  await devnet?.stop()
})

describe('walletConnect connector through the real relay', () => {
  it('connects from the URI, signs, sends, switches, restores after a reload and disconnects', async () => {
    const storages = { wagmi: createMemoryStorage(), walletConnect: createMemoryStorage() }
    const create = () => wcAdapter('portico-dapp', storages)
    const adapter = create()
    expect(adapter.getConnectors().map((c) => [c.id, c.name, c.type])).toEqual([
      ['walletConnect', 'WalletConnect', 'WALLET_CONNECT'],
    ])
    // Nothing stored yet: a page load does not restore (nor load the protocol client).
    await adapter.reconnect()
    expect(adapter.getAccount().status).toBe('disconnected')

    const uris: string[] = []
    const result = await adapter.connect({
      connectorId: 'walletConnect',
      onDisplayUri: (uri) => {
        uris.push(uri)
        void wallet.pair({ uri })
      },
    })
    expect(uris).toHaveLength(1)
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(result).toEqual({ address: account.address, chainId: 31337 })
    expect(adapter.getAccount()).toMatchObject({
      status: 'connected',
      address: account.address,
      chainId: 31337,
      connectorId: 'walletConnect',
      // A WalletConnect wallet's account is the key's own (SPEC §3 Account type).
      type: 'eoa',
    })

    const { signature } = await adapter.signMessage({ message: 'hello over the relay' })
    expect(
      await verifyMessage({
        address: account.address,
        message: 'hello over the relay',
        signature: signature as Hex,
      }),
    ).toBe(true)

    await adapter.switchNetwork({ chainId: 31338 })
    expect(adapter.getAccount().chainId).toBe(31338)
    const to = '0x000000000000000000000000000000000000dEaD'
    const { hash } = await adapter.sendTransaction({ to, value: parseEther('0.5') })
    const chain2 = createPublicClient({ transport: http(anvils[1]?.rpcUrl) })
    const receipt = await chain2.waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    expect((await chain2.getTransaction({ hash: hash as Hex })).value).toBe(parseEther('0.5'))
    const balance = await adapter.getBalance({ address: to })
    expect(balance.value).toBe(parseEther('0.5'))

    // A chain outside the session is refused clearly.
    await expect(adapter.switchNetwork({ chainId: 31339 })).rejects.toThrow(
      'The wallet did not approve chain 31339 in this WalletConnect session',
    )

    // "Reload": a new adapter on the same storage restores the session through the relay.
    // It comes back on the chain last switched to (31338), not the session's first.
    const reloaded = create()
    await reloaded.reconnect()
    expect(reloaded.getAccount()).toMatchObject({
      status: 'connected',
      address: account.address,
      chainId: 31338,
      connectorId: 'walletConnect',
    })
    const again = await reloaded.signMessage({ message: 'after reload' })
    expect(
      await verifyMessage({
        address: account.address,
        message: 'after reload',
        signature: again.signature as Hex,
      }),
    ).toBe(true)

    const topic = wallet.sessions()[0]?.topic
    expect(topic).toBeDefined()
    const deleted = new Promise((resolve) => wallet.on('session_delete', resolve))
    await reloaded.disconnect()
    expect(reloaded.getAccount().status).toBe('disconnected')
    await deleted
    expect(wallet.sessions().find((s) => s.topic === topic)).toBeUndefined()
  })

  it('refuses a switch to a chain outside the session, and maps a rejection to Connection declined', async () => {
    const create = () => wcAdapter('portico-dapp-2')
    const pair = (uri: string) => void wallet.pair({ uri })
    answer = 'reject'
    const declined = create()
    await expect(
      declined.connect({ connectorId: 'walletConnect', onDisplayUri: pair }),
    ).rejects.toThrow('Connection declined')
    expect(declined.getAccount().status).toBe('disconnected')

    answer = { chains: ['eip155:31337'] }
    const adapter = create()
    await adapter.connect({ connectorId: 'walletConnect', onDisplayUri: pair })
    await expect(adapter.switchNetwork({ chainId: 31338 })).rejects.toThrow(
      'The wallet did not approve chain 31338 in this WalletConnect session',
    )
    expect(adapter.getAccount().chainId).toBe(31337)
    await adapter.disconnect()
    answer = { chains: networks.map((n) => n.caipNetworkId) }
  })

  it('a disconnect from the wallet disconnects the app, and a reload does not restore it', async () => {
    const storages = { wagmi: createMemoryStorage(), walletConnect: createMemoryStorage() }
    const create = () => wcAdapter('portico-dapp-wallet-ends', storages)
    const adapter = create()
    await adapter.connect({
      connectorId: 'walletConnect',
      onDisplayUri: (uri) => void wallet.pair({ uri }),
    })
    expect(adapter.getAccount().status).toBe('connected')
    const session = wallet
      .sessions()
      .find((s) => s.peer.metadata.name === 'portico-dapp-wallet-ends')
    if (!session) throw new Error('the wallet holds no session for this app')

    const ended = new Promise<void>((resolve) =>
      adapter.watchAccount((next) => {
        if (next.status === 'disconnected') resolve()
      }),
    )
    await wallet.disconnect({ topic: session.topic })
    await ended
    expect(adapter.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })

    const reloaded = create()
    await reloaded.reconnect()
    expect(reloaded.getAccount().status).toBe('disconnected')
  })

  it('abandons a pending connect when its signal aborts', async () => {
    const adapter = wcAdapter('portico-dapp-3')
    const controller = new AbortController()
    const pending = adapter.connect({
      connectorId: 'walletConnect',
      signal: controller.signal,
      onDisplayUri: () => controller.abort(new Error('closed by the user')),
    })
    await expect(pending).rejects.toThrow('closed by the user')
    expect(adapter.getAccount().status).toBe('disconnected')
  })

  it('one prompt: connects and signs in with wc_sessionAuthenticate; a proposal-only wallet falls back', async () => {
    const create = (name: string) => wcAdapter(name)
    const pair = (uri: string) => void wallet.pair({ uri })
    const authenticate = {
      nonce: 'k7Qp2vX9mN4tR8sW',
      domain: 'app.portico.test',
      uri: 'https://app.portico.test',
      statement: 'Sign in with your wallet to app.portico.test.',
      iat: new Date().toISOString(),
    }

    const authWallet = await startAuthWallet()
    const adapter = create('portico-dapp-auth')
    const result = await adapter.connect({
      connectorId: 'walletConnect',
      onDisplayUri: (uri) => void authWallet.pair({ uri }),
      authenticate,
    })
    expect(result).toMatchObject({ address: account.address, chainId: 31337 })
    const signed = result.authentication
    expect(signed?.message).toContain(
      'app.portico.test wants you to sign in with your Ethereum account:',
    )
    expect(signed?.message).toContain(`\n${account.address}\n`)
    expect(signed?.message).toContain('Nonce: k7Qp2vX9mN4tR8sW')
    expect(signed?.message).toContain('Chain ID: 31337')
    expect(
      await verifyMessage({
        address: account.address,
        message: signed?.message as string,
        signature: signed?.signature as Hex,
      }),
    ).toBe(true)
    if (!signed) throw new Error('The connect returned no sign-in')
    expect((signed.cacao as { s: { s: string } }).s.s).toBe(signed.signature)
    // The session made by the same prompt serves requests.
    const { signature } = await adapter.signMessage({ message: 'one prompt' })
    expect(
      await verifyMessage({
        address: account.address,
        message: 'one prompt',
        signature: signature as Hex,
      }),
    ).toBe(true)
    await adapter.disconnect()
    await authWallet.close()

    // Our wallet role without a session_authenticate listener answers the fallback proposal.
    const fallback = create('portico-dapp-fallback')
    const plain = await fallback.connect({
      connectorId: 'walletConnect',
      onDisplayUri: pair,
      authenticate,
    })
    expect(plain).toEqual({ address: account.address, chainId: 31337 })
    await fallback.disconnect()
  })
})
