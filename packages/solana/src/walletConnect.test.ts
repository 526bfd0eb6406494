// Solana over WalletConnect, crossing every boundary for real: the kit's EVM and Solana adapters
// share one hub (`@portico/walletconnect/hub`) on apps/server's relay; the wallet is the OFFICIAL
// @walletconnect/sign-client 2.21.8 holding an ed25519 key, which signs with @noble/curves and
// sends to the local Solana chain (LiteSVM). One session grants both namespaces.

import { ed25519 } from '@noble/curves/ed25519.js'
import { type AdapterNetwork, createPorticoClient } from '@portico/core'
import { formatSiwxMessage, type SiwxConfig, type SiwxSession } from '@portico/core/siwx'
import { createEvmAdapter } from '@portico/evm'
import { createWalletConnectHub } from '@portico/walletconnect/hub'
import { solanaWalletConnect } from '@portico/walletconnect/solana'
import { createOfficialClient, type OfficialSignClient } from '@portico/walletconnect/testing'
import {
  address,
  createKeyPairFromBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  signTransaction,
} from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import {
  memoryStorage,
  solanaNetwork,
  type UsedSolanaDevnet,
  useSolanaDevnet,
} from '../test/solanaFixture'
import { createSolanaAdapter } from './createSolanaAdapter'

const evmNetworks: AdapterNetwork[] = [
  {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Portico Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
]
const evmAccount = mnemonicToAccount(
  'test test test test test test test test test test test junk',
  {
    addressIndex: 3,
  },
)
const evmAddress = evmAccount.address

let solana: UsedSolanaDevnet
let network: AdapterNetwork
// the run's relay (apps/server), started by the root vitest.config.ts
const relay = { url: inject('relayUrl'), projectId: inject('relayProjectId') }
let wallet: OfficialSignClient
let rpc: ReturnType<typeof createSolanaRpc>
/** The wallet's Solana account: the devnet's 5th funded key. */
let owner: { address: string; keyPairBytes: Uint8Array }
/** What the wallet grants next: both namespaces, or Solana only. */
let grant: 'both' | 'solana' = 'both'
/** The wallet answers solana_signAllTransactions with one transaction too few. */
let shortAnswer = false
/** Every Solana request the wallet answered, with its params. */
/** The optional namespaces of the last proposal the wallet saw. */
let lastProposal: Record<string, { chains?: string[]; methods: string[]; events: string[] }> = {}
const requests: { method: string; params: Record<string, unknown>; chainId: string }[] = []

/** The wallet's side of WalletConnect's Solana JSON-RPC (base58 signatures, base64 transactions). */
async function answer(method: string, params: Record<string, unknown>): Promise<unknown> {
  const seed = owner.keyPairBytes.slice(0, 32)
  const base58 = { encode: getBase58Decoder().decode, decode: getBase58Encoder().encode }
  if (method === 'solana_signMessage') {
    expect(params.pubkey).toBe(owner.address)
    const message = new Uint8Array(base58.decode(params.message as string))
    return { signature: base58.encode(ed25519.sign(message, seed)) }
  }
  if (method === 'solana_signAllTransactions') {
    const keyPair = await createKeyPairFromBytes(owner.keyPairBytes)
    const signedAll = []
    for (const text of params.transactions as string[]) {
      const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(text))
      const signed = await signTransaction([keyPair], decoded)
      signedAll.push(getBase64EncodedWireTransaction(signed) as string)
    }
    // A wallet answering one signed transaction short (the kit must refuse it).
    return { transactions: shortAnswer ? signedAll.slice(1) : signedAll }
  }
  const bytes = getBase64Encoder().encode(params.transaction as string)
  const transaction = getTransactionDecoder().decode(bytes)
  const keyPair = await createKeyPairFromBytes(owner.keyPairBytes)
  const signed = await signTransaction([keyPair], transaction)
  const signature = signed.signatures[owner.address as never] as Uint8Array
  if (method === 'solana_signTransaction') return { signature: base58.encode(signature) }
  if (method === 'solana_signAndSendTransaction') {
    return {
      signature: await rpc
        .sendTransaction(getBase64EncodedWireTransaction(signed), {
          encoding: 'base64',
          preflightCommitment: 'confirmed',
        })
        .send(),
    }
  }
  throw new Error(`unsupported ${method}`)
}

beforeAll(async () => {
  solana = await useSolanaDevnet()
  network = solanaNetwork(solana)
  rpc = createSolanaRpc(solana.rpcUrl)
  owner = solana.accounts[4] as { address: string; keyPairBytes: Uint8Array }
  wallet = await createOfficialClient(relay.url, 'official-solana-wallet', relay.projectId)
  wallet.on('session_proposal', async ({ id, params }) => {
    const offered = params.optionalNamespaces
    lastProposal = offered
    const solanaChains = offered.solana?.chains ?? []
    const namespaces: Record<string, { accounts: string[]; methods: string[]; events: string[] }> =
      {
        solana: {
          accounts: solanaChains.map((c) => `${c}:${owner.address}`),
          methods: offered.solana?.methods ?? [],
          events: [],
        },
      }
    if (grant === 'both')
      namespaces.eip155 = {
        accounts: (offered.eip155?.chains ?? []).map((c) => `${c}:${evmAddress}`),
        methods: offered.eip155?.methods ?? [],
        events: offered.eip155?.events ?? [],
      }
    await wallet.approve({ id, namespaces })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request
    requests.push({ method, params: args, chainId: params.chainId })
    const result =
      method === 'eth_accounts'
        ? [evmAddress]
        : method === 'eth_chainId'
          ? '0x7a69'
          : method === 'personal_sign'
            ? await evmAccount.signMessage({ message: { raw: (args as [`0x${string}`])[0] } })
            : await answer(method, args)
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
}, 60_000)

afterAll(async () => {
  await wallet?.core.relayer.transportClose().catch(() => undefined)
  await solana?.stop()
})

/** The kit's two adapters on one hub (a page), with `storage` as the page's localStorage. */
function page(
  storage: ReturnType<typeof memoryStorage>,
  wagmiStorage: ReturnType<typeof memoryStorage> | null = null,
) {
  const hub = createWalletConnectHub({
    relayUrl: relay.url,
    projectId: relay.projectId,
    metadata: { name: 'portico-dapp', description: 'dapp', url: 'https://dapp.test', icons: [] },
    storage,
    WebSocketImpl: WebSocket as never,
  })
  const solanaSide = solanaWalletConnect(hub)
  const evm = createEvmAdapter({
    networks: evmNetworks,
    rpcUrl: () => 'http://127.0.0.1:1',
    storage: wagmiStorage,
    multiInjectedProviderDiscovery: false,
    walletConnect: hub,
  })
  const sol = createSolanaAdapter({
    networks: [network],
    storage,
    walletConnect: solanaSide,
  })
  return { hub, evm, sol, solanaSide }
}

const lamportsOf = async (a: string) => (await rpc.getBalance(address(a)).send()).value
async function tokenAmount(holder: string, mint: string): Promise<bigint> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(holder),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const { value } = await rpc.getAccountInfo(ata, { encoding: 'base64' }).send()
  if (!value) return 0n
  return BigInt((await rpc.getTokenAccountBalance(ata).send()).value.amount)
}

describe('Solana over WalletConnect with the official 2.21.8 wallet', () => {
  it('one proposal offers eip155 and solana; the session connects both; SIWS, SOL, SPL; a reload restores', async () => {
    const storage = memoryStorage()
    const wagmiStorage = memoryStorage()
    const { evm, sol } = page(storage, wagmiStorage)
    // One WalletConnect wallet in each namespace: the kit merges them (same name and type).
    expect(sol.getConnectors()).toContainEqual(
      expect.objectContaining({
        id: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chainNamespace: 'solana',
      }),
    )
    await evm.connect({
      connectorId: 'walletConnect',
      onDisplayUri: (uri) => void wallet.pair({ uri }),
    })
    const proposal = lastProposal
    expect(proposal.solana).toEqual({
      chains: [network.caipNetworkId],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
        'solana_signAllTransactions',
      ],
      events: [],
    })
    expect(proposal.eip155?.chains).toEqual(['eip155:31337'])
    expect(evm.getAccount()).toMatchObject({ status: 'connected', address: evmAddress })

    // The same session, no second prompt: the Solana account connects.
    const { address: solAddress } = await sol.connect({ connectorId: 'WalletConnect' })
    expect(solAddress).toBe(owner.address)
    expect(sol.getAccount()).toMatchObject({
      status: 'connected',
      caipAddress: `${network.caipNetworkId}:${owner.address}`,
      connectorId: 'WalletConnect',
    })

    // Sign-in with Solana: the SIWS text goes out as solana_signMessage, the signature verifies.
    const message = `dapp.test wants you to sign in with your Solana account:\n${owner.address}`
    const { signature } = await sol.signMessage({ message })
    expect(requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      chainId: network.caipNetworkId,
    })
    const publicKey = owner.keyPairBytes.slice(32)
    const signatureBytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey)).toBe(true)

    // SOL: solana_signAndSendTransaction; the chain moved exactly the amount and the fee.
    const to = (await generateKeyPairSigner()).address
    const before = await lamportsOf(owner.address)
    const { hash } = await sol.sendToken({ to, amount: 3_000_000n })
    expect(requests.at(-1)?.method).toBe('solana_signAndSendTransaction')
    const outcome = await sol.waitForTransaction({ hash })
    expect(outcome.status).toBe('success')
    expect(await lamportsOf(to)).toBe(3_000_000n)
    expect(await lamportsOf(owner.address)).toBe(before - 3_000_000n - outcome.fee)

    // SPL (pUSD), the recipient's token account created.
    const token = solana.mints.pUSD
    const held = await tokenAmount(owner.address, token)
    expect(held).toBeGreaterThan(1_000n)
    const spl = await sol.sendToken({ to, token, amount: 1_000n })
    expect((await sol.waitForTransaction(spl)).status).toBe('success')
    expect(await tokenAmount(to, token)).toBe(1_000n)
    expect(await tokenAmount(owner.address, token)).toBe(held - 1_000n)

    // A reload: a new page on the same storage restores both namespaces without a prompt.
    const asked = requests.length
    const reloaded = page(storage, wagmiStorage)
    await reloaded.sol.reconnect()
    expect(reloaded.sol.getAccount()).toMatchObject({
      status: 'connected',
      address: owner.address,
      connectorId: 'WalletConnect',
    })
    await reloaded.evm.reconnect()
    expect(reloaded.evm.getAccount()).toMatchObject({ status: 'connected', address: evmAddress })
    const again = await reloaded.sol.signMessage({ message: 'after reload' })
    expect(
      ed25519.verify(
        new Uint8Array(getBase58Encoder().encode(again.signature)),
        new TextEncoder().encode('after reload'),
        publicKey,
      ),
    ).toBe(true)
    expect(requests.length).toBe(asked + 1)
  })

  it('solana_signTransaction answered with a signature only: the kit places it and the chain accepts', async () => {
    grant = 'solana'
    try {
      const { evm, sol, solanaSide } = page(memoryStorage())
      // The wallet granted Solana only: EVM finds no account, Solana connects from the session.
      await expect(
        evm.connect({
          connectorId: 'walletConnect',
          onDisplayUri: (uri) => void wallet.pair({ uri }),
        }),
      ).rejects.toThrow()
      await sol.connect({ connectorId: 'WalletConnect' })
      // The adapter's own WalletConnect wallet (the same object: created once per hub side).
      const wc = solanaSide.solanaWallet({ chains: [network.caipNetworkId] })
      const feature = wc?.features['solana:signTransaction'] as {
        signTransaction(input: {
          account: unknown
          transaction: Uint8Array
        }): Promise<{ signedTransaction: Uint8Array }[]>
      }
      // A transfer built here, signed through the wallet's solana:signTransaction.
      const to = (await generateKeyPairSigner()).address
      const { getTransferSolInstruction } = await import('@solana-program/system')
      const kit = await import('@solana/kit')
      const { value: blockhash } = await rpc.getLatestBlockhash().send()
      const message = kit.pipe(
        kit.createTransactionMessage({ version: 0 }),
        (m) => kit.setTransactionMessageFeePayer(address(owner.address), m),
        (m) => kit.setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          kit.appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: kit.createNoopSigner(address(owner.address)),
                destination: to,
                amount: 1_500_000n,
              }),
            ],
            m,
          ),
      )
      const unsigned = kit.getTransactionEncoder().encode(kit.compileTransaction(message))
      const [output] = await feature.signTransaction({
        account: wc?.accounts[0],
        transaction: new Uint8Array(unsigned),
      })
      expect(requests.at(-1)?.method).toBe('solana_signTransaction')
      const signed = getTransactionDecoder().decode(output?.signedTransaction as Uint8Array)
      const hash = await rpc
        .sendTransaction(getBase64EncodedWireTransaction(signed), {
          encoding: 'base64',
          preflightCommitment: 'confirmed',
        })
        .send()
      expect((await sol.waitForTransaction({ hash })).status).toBe('success')
      expect(await lamportsOf(to)).toBe(1_500_000n)
    } finally {
      grant = 'both'
    }
  })
})

describe('signAllTransactions over WalletConnect', () => {
  it('several transactions go as one solana_signAllTransactions; each signed one lands; a short answer is refused (SPEC §8)', async () => {
    grant = 'solana'
    try {
      const { evm, sol } = page(memoryStorage())
      // The pairing (offered by the EVM side, granted for Solana only), then Solana from the session.
      await expect(
        evm.connect({
          connectorId: 'walletConnect',
          onDisplayUri: (uri) => void wallet.pair({ uri }),
        }),
      ).rejects.toThrow()
      await sol.connect({ connectorId: 'WalletConnect' })
      const kit = await import('@solana/kit')
      const { getTransferSolInstruction } = await import('@solana-program/system')
      const { value: blockhash } = await rpc.getLatestBlockhash().send()
      const transfer = (to: string, amount: bigint) =>
        new Uint8Array(
          kit.getTransactionEncoder().encode(
            kit.compileTransaction(
              kit.pipe(
                kit.createTransactionMessage({ version: 0 }),
                (m) => kit.setTransactionMessageFeePayer(address(owner.address), m),
                (m) => kit.setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
                (m) =>
                  kit.appendTransactionMessageInstructions(
                    [
                      getTransferSolInstruction({
                        source: kit.createNoopSigner(address(owner.address)),
                        destination: address(to),
                        amount,
                      }),
                    ],
                    m,
                  ),
              ),
            ),
          ),
        )
      const [to1, to2] = [
        (await generateKeyPairSigner()).address,
        (await generateKeyPairSigner()).address,
      ]
      const asked = requests.length
      const { transactions } = await sol.signAllTransactions({
        transactions: [transfer(to1, 1_100_000n), transfer(to2, 2_200_000n)],
      })
      // One request for both.
      expect(requests.slice(asked).map((r) => r.method)).toEqual(['solana_signAllTransactions'])
      for (const bytes of transactions) {
        const hash = await rpc
          .sendTransaction(getBase64EncodedWireTransaction(getTransactionDecoder().decode(bytes)), {
            encoding: 'base64',
            preflightCommitment: 'confirmed',
          })
          .send()
        expect((await sol.waitForTransaction({ hash })).status).toBe('success')
      }
      expect(await lamportsOf(to1)).toBe(1_100_000n)
      expect(await lamportsOf(to2)).toBe(2_200_000n)

      shortAnswer = true
      await expect(
        sol.signAllTransactions({
          transactions: [transfer(to1, 1n), transfer(to2, 1n)],
        }),
      ).rejects.toMatchObject({
        name: 'SignAllTransactionsResponseError',
        shortMessage: 'Invalid solana_signAllTransactions response',
      })
      // One transaction is one solana_signTransaction, as before.
      const before = requests.length
      await sol.signTransaction({ transaction: transfer(to1, 3n) })
      expect(requests.slice(before).map((r) => r.method)).toEqual(['solana_signTransaction'])
    } finally {
      grant = 'both'
      shortAnswer = false
    }
  })
})

/**
 * Sign-in kept in memory, each signature verified for real (viem for EIP-191, @noble/curves for
 * ed25519): the app's own SIWX seam. It asks for one-prompt sign-in, which this wallet ignores.
 */
function memorySiwx() {
  const sessions: SiwxSession[] = []
  const verified: string[] = []
  let nonce = 0
  const config: SiwxConfig = {
    async createMessage({ accountAddress, chainId }) {
      const data = {
        domain: 'dapp.test',
        accountAddress,
        uri: 'https://dapp.test',
        version: '1' as const,
        chainId,
        nonce: `n0nce${++nonce}abcdef`,
        issuedAt: new Date().toISOString(),
      }
      return { ...data, toString: () => formatSiwxMessage(data) }
    },
    async addSession(session) {
      const text = new TextEncoder().encode(session.message)
      const ok = session.data.chainId.startsWith('solana:')
        ? ed25519.verify(
            new Uint8Array(getBase58Encoder().encode(session.signature)),
            text,
            new Uint8Array(getBase58Encoder().encode(session.data.accountAddress)),
          )
        : await verifyMessage({
            address: session.data.accountAddress as `0x${string}`,
            message: session.message,
            signature: session.signature as `0x${string}`,
          })
      if (!ok) throw new Error('bad signature')
      verified.push(session.data.chainId)
      sessions.push(session)
    },
    getSessions: async (chainId, address) =>
      sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address),
    revokeSession: async () => {},
    setSessions: async (next) => void sessions.splice(0, sessions.length, ...next),
    createAuthenticateParameters: async () => ({
      nonce: `auth${++nonce}abcdef`,
      domain: 'dapp.test',
      uri: 'https://dapp.test',
    }),
  }
  return { config, verified }
}

describe('the kit over WalletConnect (core client, both adapters, the official wallet)', () => {
  it('pairs once, connects EVM and Solana, and signs in after connect (personal_sign, then solana_signMessage) when the wallet answers only the proposal', async () => {
    const { evm, sol } = page(memoryStorage())
    const siwx = memorySiwx()
    const client = createPorticoClient({
      projectId: 'portico-local',
      networks: [...evmNetworks, network],
      adapters: [evm, sol],
      siwx: siwx.config,
      storage: null,
    })
    const stop = client.start()
    const uris: string[] = []
    const stopPairing = client.connection.subscribe((state, previous) => {
      if (!state.wcUri || state.wcUri === previous.wcUri) return
      uris.push(state.wcUri)
      void wallet.pair({ uri: state.wcUri })
    })
    client.open('ConnectingWalletConnect', {})
    await client.walletConnect.open({})
    stopPairing()
    // One pairing, which asked for one-prompt sign-in (this wallet answers the proposal instead).
    expect(uris).toHaveLength(1)
    expect(decodeURIComponent(uris[0] as string)).toContain('wc_sessionAuthenticate')
    // Both namespaces from one session; EVM (the proposal's first) is active.
    expect(client.namespace.getState().active).toBe('eip155')
    expect(evm.getAccount()).toMatchObject({ status: 'connected', address: evmAddress })
    expect(sol.getAccount()).toMatchObject({ status: 'connected', address: owner.address })
    expect(client.connection.getState()).toMatchObject({ recentWallet: { id: 'walletConnect' } })

    // The wallet did not sign in with the connection: the kit asks for a signature now.
    await vi.waitFor(() => expect(client.siwx.getState().status).toBe('signed-out'))
    expect(client.router.getState().view).toBe('SIWXSignMessage')
    expect(await client.signIn()).toBe(true)
    expect(requests.at(-1)?.method).toBe('personal_sign')
    expect(siwx.verified).toEqual(['eip155:31337'])

    // The Solana account signs in too (SIWS over solana_signMessage).
    client.setActiveNamespace('solana')
    await vi.waitFor(() => expect(client.siwx.getState().status).toBe('signed-out'))
    expect(await client.signIn()).toBe(true)
    expect(requests.at(-1)?.method).toBe('solana_signMessage')
    expect(siwx.verified).toEqual(['eip155:31337', network.caipNetworkId])
    stop()
  })
})
