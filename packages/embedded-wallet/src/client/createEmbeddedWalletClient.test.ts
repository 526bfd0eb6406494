import { AccountTypeNotSupportedError } from '@portico/core'
import { createFakeClock } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { frameChannel } from '../protocol/frameProtocol'
import { createEmbeddedWalletClient } from './createEmbeddedWalletClient'

// The page around the iframe is the boundary here (no browser in this project): a document that
// records the iframe and the messages posted to it. The real frame: e2e/specs/smart-account.spec.ts.
function fakePage() {
  const posted: { id: string; type: string; payload?: unknown }[] = []
  const frame = { postMessage: (message: never) => void posted.push(message) }
  let listener: ((event: MessageEvent) => void) | undefined
  const appended: unknown[] = []
  const iframe = {
    style: {},
    contentWindow: frame,
    setAttribute() {},
    removeAttribute() {},
    remove() {},
  }
  const document = {
    createElement: () => iframe,
    body: { append: (node: unknown) => void appended.push(node) },
    defaultView: {
      addEventListener: (_: string, l: (event: MessageEvent) => void) => {
        listener = l
      },
      removeEventListener() {},
    },
  } as unknown as Document
  const fromFrame = (data: unknown) =>
    listener?.({ origin: 'http://localhost:3001', source: frame, data } as MessageEvent)
  return { document, posted, appended, fromFrame }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

type ClientOptions = Parameters<typeof createEmbeddedWalletClient>[0]

/** A client on the fake page for the frame at localhost:3001, on a fake clock. */
function clientOn(
  page: ReturnType<typeof fakePage>,
  extra: Partial<ClientOptions> = {},
): {
  client: ReturnType<typeof createEmbeddedWalletClient>
  clock: ReturnType<typeof createFakeClock>
} {
  const clock = createFakeClock()
  const client = createEmbeddedWalletClient({
    frameUrl: 'http://localhost:3001/frame',
    projectId: 'portico-local',
    chainId: 31337,
    clock,
    document: page.document,
    ...extra,
  })
  return { client, clock }
}

/** A client whose frame said it is ready (no default account types: nothing to sync first). */
async function readyClient() {
  const page = fakePage()
  const { client, clock } = clientOn(page)
  page.fromFrame({ channel: frameChannel, type: 'FRAME_READY' })
  clock.advance(500)
  await client.ready
  return { page, client }
}

describe('createEmbeddedWalletClient: the default account types', () => {
  it('sends them to the frame (APP_SYNC_DAPP_DATA, SPEC §1 defaults filled in) before it is ready', async () => {
    const page = fakePage()
    const { client, clock } = clientOn(page, { defaultAccountTypes: { eip155: 'eoa' } })
    let ready = false
    void client.ready.then(() => {
      ready = true
    })
    page.fromFrame({ channel: frameChannel, type: 'FRAME_READY' })
    clock.advance(500)
    await flush()
    expect(page.posted).toMatchObject([
      {
        type: 'APP_SYNC_DAPP_DATA',
        payload: { defaultAccountTypes: { eip155: 'eoa', solana: 'eoa' } },
      },
    ])
    expect(ready).toBe(false)
    const id = page.posted[0]?.id
    page.fromFrame({ channel: frameChannel, id, type: 'FRAME_SYNC_DAPP_DATA_SUCCESS', payload: {} })
    await flush()
    expect(ready).toBe(true)
  })

  it('throws a typed error for a type a namespace does not have, before the frame is made', () => {
    const page = fakePage()
    const make = () =>
      createEmbeddedWalletClient({
        frameUrl: 'http://localhost:3001/frame',
        projectId: 'portico-local',
        chainId: 31337,
        document: page.document,
        defaultAccountTypes: { solana: 'smartAccount' as 'eoa' },
      })
    expect(make).toThrow(AccountTypeNotSupportedError)
    expect(make).toThrow(
      'The default account type of solana cannot be "smartAccount" (allowed: eoa)',
    )
    expect(page.appended).toEqual([])
  })

  it('sends nothing without them (the frame keeps SPEC §1 defaults)', async () => {
    const { page } = await readyClient()
    expect(page.posted).toEqual([])
  })
})

describe("createEmbeddedWalletClient: the accounts' types", () => {
  it('reads the user beside eth_accounts and tells each EVM address its type and path', async () => {
    const { page, client } = await readyClient()
    const smart = '0x9E1f8F6aB1d1B0b1d3C5e7F9a1B3c5d7E9F1A3B5'
    const owner = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
    const accounts = client.rpcRequest('eth_accounts')
    await flush()
    expect(page.posted.map((m) => m.type)).toEqual(['APP_RPC_REQUEST', 'APP_GET_USER'])
    const [rpc, user] = page.posted as unknown as [{ id: string }, { id: string }]
    page.fromFrame({
      channel: frameChannel,
      id: rpc.id,
      type: 'FRAME_RPC_REQUEST_SUCCESS',
      payload: [smart],
    })
    page.fromFrame({
      channel: frameChannel,
      id: user.id,
      type: 'FRAME_GET_USER_SUCCESS',
      payload: {
        email: 'ada@example.com',
        address: smart,
        chainId: 'eip155:31337',
        accounts: [
          { address: smart, type: 'smartAccount', namespace: 'eip155' },
          { address: owner, type: 'eoa', namespace: 'eip155', path: "m/44'/60'/0'/0/0" },
          { address: 'So1ana', type: 'eoa', namespace: 'solana', path: "m/44'/501'/0'/0'" },
        ],
        preferredAccountType: 'smartAccount',
        smartAccountDeployed: false,
      },
    })
    expect(await accounts).toEqual([smart])
    expect(client.accountOf(smart.toLowerCase())).toEqual({ type: 'smartAccount' })
    expect(client.accountOf(owner)).toEqual({ type: 'eoa', path: "m/44'/60'/0'/0/0" })
    expect(client.accountOf('So1ana')).toBeUndefined()
  })
})
