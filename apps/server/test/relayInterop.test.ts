import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createOfficialClient, type OfficialSignClient } from '@portico/walletconnect/testing'
import { type Hex, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { type RelayServer, startRelayServer } from './relaySockets'

// Interop: two official SignClients 2.21.8 (dapp and wallet) talk only through our relay.
const dataDir = mkdtempSync(join(tmpdir(), 'portico-relay-interop-'))
const env: Record<string, string> = process.env.DATABASE_URL
  ? {}
  : { DATABASE_URL: '', PORTICO_DATA_DIR: dataDir }
let server: RelayServer | undefined
const clients: OfficialSignClient[] = []

afterAll(async () => {
  for (const client of clients) await client.core.relayer.transportClose().catch(() => {})
  await server?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const account = privateKeyToAccount(generatePrivateKey())
const chain = 'eip155:31337'

/** The wallet side: approves every proposal with one account and signs personal_sign. */
function serveWallet(wallet: OfficialSignClient) {
  wallet.on('session_proposal', async ({ id }) => {
    await wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: [chain],
          accounts: [`${chain}:${account.address}`],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const [message] = params.request.params as [Hex, Hex]
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
  })
}

async function sign(dapp: OfficialSignClient, topic: string, text: string) {
  const signature = await dapp.request<Hex>({
    topic,
    chainId: chain,
    request: { method: 'personal_sign', params: [toHex(text), account.address] },
  })
  return verifyMessage({ address: account.address, message: text, signature })
}

describe('interop: @walletconnect/sign-client@2.21.8 on both sides, through our relay', () => {
  it('pairs, approves, round-trips personal_sign, survives a relay restart, deletes the session', async () => {
    server = await startRelayServer(env)
    const { url, port } = server
    const dapp = await createOfficialClient(url, 'official-dapp')
    const wallet = await createOfficialClient(url, 'official-wallet')
    clients.push(dapp, wallet)
    serveWallet(wallet)

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: [chain], methods: ['personal_sign'], events: ['accountsChanged'] },
      },
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair({ uri: uri as string })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`${chain}:${account.address}`])
    expect(wallet.session.getAll().map((s) => s.topic)).toEqual([session.topic])

    expect(await sign(dapp, session.topic, 'hello from the dapp')).toBe(true)

    // the relay restarts on the same database; both clients reconnect on their own
    await server.close()
    server = await startRelayServer(env, { port })
    expect(await sign(dapp, session.topic, 'after the restart')).toBe(true)

    const deleted = new Promise<string>((resolve) =>
      wallet.on('session_delete', ({ topic }) => resolve(topic)),
    )
    await dapp.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected' },
    })
    expect(await deleted).toBe(session.topic)
    expect(wallet.session.getAll()).toEqual([])
  }, 240_000)
})
