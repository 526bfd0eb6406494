import { createFrameWallet, type FrameWallet } from '@portico/embedded-wallet'
import { createPublicClient, http, numberToHex, parseEther, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { holdDevnet } from '../holdDevnet'
import {
  type EmailTestServer,
  frameOrigin,
  newEmail,
  projectId,
  startEmailServer,
} from './emailTestKit'
import { frameOriginFetch, memoryFrameStorage } from './frameTestBrowser'

// The frame's wallet logic (@portico/embedded-wallet) against the real server, mail catcher,
// RPC gateway and anvil: only the browser is left out (fetch carries the frame's Origin).
// This file sends transactions from the frame wallet: it holds the devnet (one such file at a time,
// reverted after).
holdDevnet()
let server: EmailTestServer
let apiUrl: string
beforeAll(async () => {
  server = await startEmailServer()
  apiUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => server.close())

const frameFetch = frameOriginFetch(frameOrigin)

function browser(approvals: boolean[] = []) {
  const { store, storage } = memoryFrameStorage()
  const asked: string[] = []
  const wallet = createFrameWallet({
    apiUrl,
    projectId,
    chainId: 'eip155:31337',
    fetch: frameFetch,
    storage,
    approve: async (request) => {
      asked.push(request.method)
      return approvals.shift() ?? true
    },
  })
  return { wallet, store, asked }
}

const app = 'http://localhost:3000'
const rpc = (wallet: FrameWallet, method: string, params?: unknown) =>
  wallet.handle('APP_RPC_REQUEST', { method, params }, app)

/** Email login in the frame; `device` takes SPEC §4's new-browser step (APP_CONNECT_DEVICE) first. */
async function login(wallet: FrameWallet, email: string, via: 'otp' | 'device' = 'otp') {
  const start = (await wallet.handle('APP_CONNECT_EMAIL', { email }, app)) as { action: string }
  expect(start.action).toBe('VERIFY_OTP')
  if (via === 'device') {
    const next = await wallet.handle(
      'APP_CONNECT_DEVICE',
      { code: await server.codeFor(email) },
      app,
    )
    expect(next).toEqual({ action: 'VERIFY_OTP' })
  }
  return {
    user: (await wallet.handle('APP_CONNECT_OTP', { code: await server.codeFor(email) }, app)) as {
      address: `0x${string}`
      accounts: { address: string; namespace: string; type: string; path?: string }[]
    },
  }
}

describe('the frame wallet', () => {
  it('makes a wallet at first login, keeps only its device share, and signs after approval', async () => {
    const email = newEmail()
    const a = browser([true, false])
    const { user } = await login(a.wallet, email)
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.accounts.find((account) => account.namespace === 'solana')?.address).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
    )
    // SPEC §3 Account type and path: each key's own account and where it sits in the seed.
    const ownAccounts = user.accounts.filter((account) => account.type === 'eoa')
    expect(ownAccounts.map(({ namespace, path }) => [namespace, path])).toEqual([
      ['eip155', "m/44'/60'/0'/0/0"],
      ['solana', "m/44'/501'/0'/0'"],
    ])
    const userId = a.store.get('userId')
    expect([...a.store.keys()].sort()).toEqual([
      `deviceShare:${userId}`,
      'deviceToken',
      'session',
      'userId',
    ])
    const message = toHex('hello portico')
    const signature = (await rpc(a.wallet, 'personal_sign', [
      message,
      user.address,
    ])) as `0x${string}`
    expect(
      await verifyMessage({ address: user.address, message: { raw: message }, signature }),
    ).toBe(true)
    await expect(rpc(a.wallet, 'personal_sign', [message, user.address])).rejects.toThrow(
      'Signature declined',
    )
    expect(a.asked).toEqual(['personal_sign', 'personal_sign'])
    await expect(rpc(a.wallet, 'anvil_setBalance', [user.address, '0x1'])).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(await rpc(a.wallet, 'eth_getBalance', [user.address, 'latest'])).toBe('0x0')

    // Funded, it sends a transaction through the gateway after approval.
    const node = inject('rpcUrlByChain')['eip155:31337'] as string
    const chain = createPublicClient({ transport: http(node) })
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [user.address, numberToHex(parseEther('1'))] as never,
    })
    const hash = (await rpc(a.wallet, 'eth_sendTransaction', [
      {
        from: user.address,
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        value: numberToHex(parseEther('0.01')),
      },
    ])) as `0x${string}`
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase())

    // A second browser: one code (mailed as a sign-in from a new browser), then the same wallet
    // from server + recovery share.
    const b = browser()
    const second = await login(b.wallet, email)
    expect(second.user.address).toBe(user.address)
    expect(b.store.get(`deviceShare:${userId}`)).not.toBe(a.store.get(`deviceShare:${userId}`))
    const fromB = (await rpc(b.wallet, 'personal_sign', [message, user.address])) as `0x${string}`
    expect(
      await verifyMessage({ address: user.address, message: { raw: message }, signature: fromB }),
    ).toBe(true)

    // Export gives the same key; sign-out ends the session and keeps this browser's share.
    const { evmPrivateKey } = await b.wallet.exportKeys()
    expect(privateKeyToAccount(evmPrivateKey as `0x${string}`).address).toBe(user.address)
    await b.wallet.handle('APP_SIGN_OUT', undefined, app)
    expect(await b.wallet.handle('APP_IS_CONNECTED', undefined, app)).toEqual({
      isConnected: false,
    })
    expect([...b.store.keys()].sort()).toEqual([`deviceShare:${userId}`, 'deviceToken'])
    expect(await a.wallet.handle('APP_IS_CONNECTED', undefined, app)).toEqual({ isConnected: true })
    // The next login on that browser signs with the account's key again (the recovery share,
    // released once per browser, is not needed a second time).
    server.clock.advance(31_000)
    await login(b.wallet, email)
    const again = (await rpc(b.wallet, 'personal_sign', [message, user.address])) as `0x${string}`
    expect(
      await verifyMessage({ address: user.address, message: { raw: message }, signature: again }),
    ).toBe(true)

    // A third browser through SPEC §4's two-step path (new-browser code, then login code).
    const c = browser()
    const third = await login(c.wallet, email, 'device')
    expect(third.user.address).toBe(user.address)
  })
})
