import { createWalletClient as createFarcasterWallet } from '@farcaster/auth-client'
import { deployFarcasterIdRegistry, registerFarcasterId } from '@portico/devnet'
import { createFrameWallet } from '@portico/embedded-wallet'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { holdDevnet } from '../holdDevnet'
import { type EmailTestServer, frameOrigin, projectId, startEmailServer } from './emailTestKit'
import { frameOriginFetch, memoryFrameStorage } from './frameTestBrowser'

// The frame's Farcaster login (APP_GET_FARCASTER_URI, APP_CONNECT_FARCASTER) against the real
// server, its own relay and the ID registry on the run's devnet; `@farcaster/auth-client` plays
// the Farcaster client. Only the browser is left out.
// This file deploys the ID registry and registers FIDs: it holds the devnet (one such file at a
// time, reverted after).
holdDevnet()
const rpcUrl = inject('rpcUrlByChain')['eip155:31337'] as string
const custody = privateKeyToAccount(generatePrivateKey())
let fid: number
let server: EmailTestServer
let apiUrl: string
beforeAll(async () => {
  await deployFarcasterIdRegistry({ rpcUrl })
  fid = Number(await registerFarcasterId({ rpcUrl, account: custody }))
  // A database of its own: each file's registry numbers FIDs from 1 again (the devnet reverts),
  // and on a shared PostgreSQL another file may have made FID 1's user (with other keys) already.
  server = await startEmailServer({ PORTICO_FARCASTER_RPC_URL: rpcUrl, DATABASE_URL: 'memory://' })
  apiUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await server?.close()
})

const app = 'http://localhost:3000'

describe('the frame wallet: Farcaster login', () => {
  it('answers the link, is pending until the client signs, then connects with a new wallet', async () => {
    const { store, storage } = memoryFrameStorage()
    const wallet = createFrameWallet({
      apiUrl,
      projectId,
      chainId: 'eip155:31337',
      fetch: frameOriginFetch(frameOrigin),
      storage,
      approve: async () => true,
    })
    const { url } = (await wallet.handle('APP_GET_FARCASTER_URI', undefined, app)) as {
      url: string
    }
    expect(await wallet.handle('APP_CONNECT_FARCASTER', undefined, app)).toEqual({ pending: true })

    const link = new URL(url)
    const client = createFarcasterWallet({ relay: apiUrl, ethereum: {} as never })
    const built = client.buildSignInMessage({
      address: custody.address,
      fid,
      uri: link.searchParams.get('siweUri') as string,
      domain: link.searchParams.get('domain') as string,
      nonce: link.searchParams.get('nonce') as string,
    })
    if (built.isError) throw built.error
    const signed = await client.authenticate({
      channelToken: link.searchParams.get('channelToken') as string,
      authKey: '',
      message: built.message,
      signature: await custody.signMessage({ message: built.message }),
      fid,
      username: 'carol',
      displayName: 'Carol',
      bio: '',
      pfpUrl: '',
    })
    expect(signed.isError ? signed.error : signed.response.status).toBe(201)

    const user = (await wallet.handle('APP_CONNECT_FARCASTER', undefined, app)) as {
      email: string
      address: string
      socialProvider: string
      userName?: string
    }
    expect(user).toMatchObject({ email: '', socialProvider: 'farcaster', userName: 'carol' })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(store.has('farcasterFlow')).toBe(false)
    expect(await wallet.handle('APP_IS_CONNECTED', undefined, app)).toEqual({ isConnected: true })
  })
})
