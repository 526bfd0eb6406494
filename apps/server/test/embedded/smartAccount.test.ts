import { formatSiwxMessage } from '@portico/core/siwx'
import { devnetTokenAbi, type StartBundlerReturnType, startBundler } from '@portico/devnet'
import { createFrameWallet, type FrameWallet, getSoladyAccountSalt } from '@portico/embedded-wallet'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  numberToHex,
  parseErc6492Signature,
  parseEther,
  toHex,
  verifyMessage,
} from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { contracts, devnetClients, freshAccount } from '../devnetFunds'
import { holdDevnet } from '../holdDevnet'
import {
  type EmailTestServer,
  frameOrigin,
  newEmail,
  projectId,
  startEmailServer,
} from './emailTestKit'
import { frameOriginFetch, memoryFrameStorage } from './frameTestBrowser'

// The frame wallet's smart accounts against the real server, its RPC gateway, anvil and a real
// ERC-4337 bundler (alto) on chain 31337; chain 31338 has no bundler, so no smart accounts.
// This file sends UserOperations and sets balances: it holds the devnet (one such file at a time,
// reverted after).
holdDevnet()
const app = 'http://localhost:3000'
const node = inject('rpcUrlByChain')['eip155:31337'] as string
const { client: chain } = devnetClients(node, 31337)
// Solady's ERC4337Factory.
const factoryAbi = [
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [{ type: 'bytes32' }],
    outputs: [{ type: 'address' }],
  },
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'payable',
    inputs: [{ type: 'address' }, { type: 'bytes32' }],
    outputs: [{ type: 'address' }],
  },
  { type: 'error', name: 'SaltDoesNotStartWith', inputs: [] },
] as const

let bundler: StartBundlerReturnType
let server: EmailTestServer
let apiUrl: string
beforeAll(async () => {
  const executor = generatePrivateKey()
  const { privateKeyToAccount } = await import('viem/accounts')
  await chain.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [privateKeyToAccount(executor).address, numberToHex(parseEther('100'))] as never,
  })
  bundler = await startBundler({ rpcUrl: node, executorPrivateKey: executor })
  server = await startEmailServer({
    PORTICO_BUNDLER_URLS: `eip155:31337=${bundler.url}`,
    PORTICO_ALLOWED_ORIGINS: app,
  })
  apiUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await bundler?.stop()
})

const frameFetch = frameOriginFetch(frameOrigin)

function browser(store = new Map<string, string>()) {
  const wallet = createFrameWallet({
    apiUrl,
    projectId,
    chainId: 'eip155:31337',
    fetch: frameFetch,
    storage: memoryFrameStorage(store).storage,
    approve: async () => true,
  })
  return { wallet, store }
}

type User = {
  address: Address
  accounts: { address: Address; type: string; namespace: string }[]
  preferredAccountType: string
  smartAccountDeployed: boolean
}
const rpc = (wallet: FrameWallet, method: string, params?: unknown) =>
  wallet.handle('APP_RPC_REQUEST', { method, params }, app)

async function login(wallet: FrameWallet, email: string): Promise<User> {
  const start = (await wallet.handle('APP_CONNECT_EMAIL', { email }, app)) as { action: string }
  expect(start.action).toBe('VERIFY_OTP')
  return (await wallet.handle(
    'APP_CONNECT_OTP',
    { code: await server.codeFor(email) },
    app,
  )) as User
}

async function signIn(address: Address, signature: Hex, message: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/siwx/verify',
    headers: { origin: app },
    payload: { projectId, message, signature },
  })
  return { status: response.statusCode, body: response.json(), address }
}

async function siwxMessage(address: Address) {
  const nonce = (await server.app.inject(`/v1/siwx/nonce?projectId=${projectId}`)).json().nonce
  return formatSiwxMessage({
    domain: 'localhost:3000',
    accountAddress: address,
    statement: 'Sign in to Portico',
    uri: `${app}/`,
    version: '1',
    chainId: 'eip155:31337',
    nonce,
    issuedAt: new Date(server.clock.now()).toISOString(),
  })
}

const balanceOf = (token: Address, owner: Address) =>
  chain.readContract({
    address: token,
    abi: devnetTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

describe('the RPC gateway with a bundler', () => {
  it('sends the bundler methods of a chain to its bundler, the rest to its node, answers in order', async () => {
    const post = (chainId: string, body: unknown) =>
      fetch(`${apiUrl}/v1/?chainId=${chainId}&projectId=${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((answer) => answer.json())
    const batch = [
      { jsonrpc: '2.0', id: 'a', method: 'eth_supportedEntryPoints' },
      { jsonrpc: '2.0', id: 'b', method: 'eth_chainId' },
      {
        jsonrpc: '2.0',
        id: 'c',
        method: 'eth_getUserOperationReceipt',
        params: [`0x${'00'.repeat(32)}`],
      },
    ]
    expect(await post('eip155:31337', batch)).toEqual([
      { jsonrpc: '2.0', id: 'a', result: ['0x0000000071727De22E5E9d8BAf0edAc6f37da032'] },
      { jsonrpc: '2.0', id: 'b', result: '0x7a69' },
      { jsonrpc: '2.0', id: 'c', result: null },
    ])
    // Chain 31338 has no bundler: a UserOperation is refused there.
    const refused = await post('eip155:31338', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendUserOperation',
      params: [{}, '0x0000000071727De22E5E9d8BAf0edAc6f37da032'],
    })
    expect(refused.error.message).toBe('Requested RPC call is not allowed')
  })
})

describe('smart accounts of the frame wallet', () => {
  it('shows the counterfactual smart account, signs in by ERC-6492, deploys on the first send and signs by ERC-1271 after', async () => {
    const { wallet } = browser()
    const user = await login(wallet, newEmail())
    const owner = user.accounts.find((a) => a.type === 'eoa' && a.namespace === 'eip155')?.address
    if (!owner) throw new Error('no owner account')
    const onChain = await chain.readContract({
      address: contracts.soladyAccountFactory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [getSoladyAccountSalt({ owner })],
    })
    expect(user.address).toBe(onChain)
    expect(user.preferredAccountType).toBe('smartAccount')
    expect(user.smartAccountDeployed).toBe(false)
    expect(user.accounts.map((a) => a.type)).toEqual(['smartAccount', 'eoa', 'eoa'])
    expect(await rpc(wallet, 'eth_accounts')).toEqual([user.address])
    expect(await chain.getCode({ address: user.address })).toBeUndefined()

    // Sign-in before deployment: an ERC-6492 signature the server verifies.
    const before = await siwxMessage(user.address)
    const wrapped = (await rpc(wallet, 'personal_sign', [toHex(before), user.address])) as Hex
    expect(parseErc6492Signature(wrapped).address).toBe(contracts.soladyAccountFactory)
    const first = await signIn(user.address, wrapped, before)
    expect(first.status).toBe(200)
    expect(await chain.getCode({ address: user.address })).toBeUndefined()

    // Funded (no paymaster on the devnet), the first send deploys the account.
    const funder = await freshAccount(node, 31337)
    await chain.request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [user.address, numberToHex(parseEther('1'))] as never,
    })
    await funder.mint(contracts.pUSD, user.address, 10_000_000n)
    const receiver = (await freshAccount(node, 31337)).address
    const hash = (await rpc(wallet, 'eth_sendTransaction', [
      {
        from: user.address,
        to: contracts.pUSD,
        data: encodeFunctionData({
          abi: devnetTokenAbi,
          functionName: 'transfer',
          args: [receiver, 2_500_000n],
        }),
      },
    ])) as Hex
    const receipt = await chain.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await balanceOf(contracts.pUSD, receiver)).toBe(2_500_000n)
    expect(await balanceOf(contracts.pUSD, user.address)).toBe(7_500_000n)
    expect((await chain.getCode({ address: user.address }))?.length).toBeGreaterThan(2)
    expect(
      ((await wallet.handle('APP_GET_USER', undefined, app)) as User).smartAccountDeployed,
    ).toBe(true)

    // Deployed: a plain ERC-1271 signature (no 6492 wrapper), verified by the server and viem.
    const after = await siwxMessage(user.address)
    const plain = (await rpc(wallet, 'personal_sign', [toHex(after), user.address])) as Hex
    expect(plain.length).toBe(132)
    expect((await signIn(user.address, plain, after)).status).toBe(200)
    expect(await verifyMessage({ address: user.address, message: after, signature: plain })).toBe(
      false,
    ) // offline check knows no contracts
    expect(
      await chain.verifyMessage({ address: user.address, message: after, signature: plain }),
    ).toBe(true)
    // The owner's signature is bound to this account: another account of the same owner (index 1,
    // deployed here) and the owner EOA itself do not accept it.
    const siblingSalt = getSoladyAccountSalt({ owner, index: 1n })
    const sibling = await chain.readContract({
      address: contracts.soladyAccountFactory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [siblingSalt],
    })
    await chain.waitForTransactionReceipt({
      hash: await funder.wallet.writeContract({
        address: contracts.soladyAccountFactory,
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [owner, siblingSalt],
      }),
    })
    expect((await chain.getCode({ address: sibling }))?.length).toBeGreaterThan(2)
    // Nobody deploys an owner's account under another owner first: the salt names its owner.
    await expect(
      chain.simulateContract({
        account: funder.wallet.account,
        address: contracts.soladyAccountFactory,
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [funder.wallet.account.address, getSoladyAccountSalt({ owner, index: 2n })],
      }),
    ).rejects.toThrow('SaltDoesNotStartWith')
    expect(await chain.verifyMessage({ address: sibling, message: after, signature: plain })).toBe(
      false,
    )
    expect(await chain.verifyMessage({ address: owner, message: after, signature: plain })).toBe(
      false,
    )
  })

  it('batches calls in one UserOperation (EIP-5792) and reports their status', async () => {
    const { wallet } = browser()
    const user = await login(wallet, newEmail())
    const capabilities = (await rpc(wallet, 'wallet_getCapabilities', [
      user.address,
      ['0x7a69', '0x7a6a'],
    ])) as Record<string, unknown>
    expect(capabilities).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    await chain.request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [user.address, numberToHex(parseEther('1'))] as never,
    })
    const funder = await freshAccount(node, 31337)
    await funder.mint(contracts.pUSD, user.address, 5_000_000n)
    const [a, b] = [
      (await freshAccount(node, 31337)).address,
      (await freshAccount(node, 31337)).address,
    ]
    const transfer = (to: Address, amount: bigint) =>
      encodeFunctionData({ abi: devnetTokenAbi, functionName: 'transfer', args: [to, amount] })
    const { id } = (await rpc(wallet, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: user.address,
        atomicRequired: true,
        calls: [
          { to: contracts.pUSD, data: transfer(a, 1_000_000n) },
          { to: contracts.pUSD, data: transfer(b, 3_000_000n) },
          { to: a, value: numberToHex(parseEther('0.1')) },
        ],
      },
    ])) as { id: Hex }
    let status: { status: number; receipts?: { transactionHash: Hex }[] } = { status: 100 }
    for (let i = 0; i < 100 && status.status === 100; i++) {
      status = (await rpc(wallet, 'wallet_getCallsStatus', [id])) as typeof status
      if (status.status === 100) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status.status).toBe(200)
    expect(status.receipts).toHaveLength(1)
    expect(await balanceOf(contracts.pUSD, a)).toBe(1_000_000n)
    expect(await balanceOf(contracts.pUSD, b)).toBe(3_000_000n)
    expect(await balanceOf(contracts.pUSD, user.address)).toBe(1_000_000n)
    await expect(
      rpc(wallet, 'wallet_sendCalls', [{ version: '2.0.0', calls: [{ to: 'a'.repeat(40) }] }]),
    ).rejects.toThrow('Invalid wallet_sendCalls request')
  })

  it('switches to the owner EOA and back, remembered by the frame, and uses the EOA where there is no bundler', async () => {
    const store = new Map<string, string>()
    const { wallet } = browser(store)
    const user = await login(wallet, newEmail())
    const owner = user.accounts[1]?.address
    const toEoa = (await wallet.handle('APP_SET_PREFERRED_ACCOUNT', { type: 'eoa' }, app)) as User
    expect(toEoa.address).toBe(owner)
    expect(toEoa.preferredAccountType).toBe('eoa')
    expect(await rpc(wallet, 'eth_accounts')).toEqual([owner])
    // A reload (a new frame on the same storage) keeps the choice.
    const reloaded = browser(store).wallet
    expect(((await reloaded.handle('APP_GET_USER', undefined, app)) as User).address).toBe(owner)
    const back = (await reloaded.handle(
      'APP_SET_PREFERRED_ACCOUNT',
      { type: 'smartAccount' },
      app,
    )) as User
    expect(back.address).toBe(user.address)

    expect(
      await reloaded.handle(
        'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS',
        { chainIds: [31337, 'eip155:31338'] },
        app,
      ),
    ).toEqual({ smartAccountEnabledNetworks: [31337] })
    await reloaded.handle('APP_SWITCH_NETWORK', { chainId: 31338 }, app)
    const there = (await reloaded.handle('APP_GET_USER', undefined, app)) as User
    expect(there.address).toBe(owner)
    expect(there.accounts.map((a) => a.type)).toEqual(['eoa', 'eoa'])
    await expect(
      reloaded.handle('APP_SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }, app),
    ).rejects.toThrow('This application might not support Smart Accounts')
    await expect(reloaded.handle('APP_INIT_SMART_ACCOUNT', undefined, app)).rejects.toThrow(
      'This application might not support Smart Accounts',
    )
  })
})
