import type { AddressInfo } from 'node:net'
import {
  createAppClient,
  createWalletClient as createFarcasterWallet,
} from '@farcaster/auth-client'
import { deployFarcasterIdRegistry, registerFarcasterId } from '@portico/devnet'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { holdDevnet } from '../holdDevnet'
import { type EmailTestServer, newDevice, projectId, startEmailServer } from './emailTestKit'
import { newFlowSecret } from './socialTestKit'

// Sign In With Farcaster end to end on the run's devnet: the ID registry at Farcaster's address,
// FIDs registered for fresh custody keys, the server's own auth relay on a real port, and
// `@farcaster/auth-client` as the Farcaster client (builds the message, authenticates) and as the
// app client (reads the channel's status).
// This file deploys the ID registry and registers FIDs: it holds the devnet (one such file at a
// time, reverted after).
holdDevnet()
const rpcUrl = inject('rpcUrlByChain')['eip155:31337'] as string
const custody = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
let fid: number
let strangerFid: number
let server: EmailTestServer
let relay: string

const farcasterClient = () => createFarcasterWallet({ relay, ethereum: {} as never })

/** `farcaster/start` as the frame calls it: the flow, its secret and the sign-in link. */
async function start(device: string) {
  const flowSecret = newFlowSecret()
  const answer = await server.post('/v1/embedded/farcaster/start', {
    projectId,
    deviceToken: device,
    flowSecretHash: flowSecret.hash,
  })
  expect(answer.statusCode).toBe(200)
  const { flowId, url } = answer.json() as { flowId: string; url: string }
  const link = new URL(url)
  return {
    finish: () =>
      server.post('/v1/embedded/farcaster/finish', {
        projectId,
        deviceToken: device,
        flowId,
        flowSecret: flowSecret.secret,
      }),
    link,
    channelToken: link.searchParams.get('channelToken') as string,
  }
}

/** The Farcaster client: reads the request from the link, signs with `signer` for `signedFid`. */
async function sign(
  link: URL,
  signer: typeof custody,
  signedFid: number,
  override: { nonce?: string } = {},
) {
  const client = farcasterClient()
  const built = client.buildSignInMessage({
    address: signer.address,
    fid: signedFid,
    uri: link.searchParams.get('siweUri') as string,
    domain: link.searchParams.get('domain') as string,
    nonce: override.nonce ?? (link.searchParams.get('nonce') as string),
    expirationTime: new Date(link.searchParams.get('expirationTime') as string),
  })
  if (built.isError) throw built.error
  const signature = await signer.signMessage({ message: built.message })
  return client.authenticate({
    channelToken: link.searchParams.get('channelToken') as string,
    authKey: '',
    message: built.message,
    signature,
    fid: signedFid,
    username: 'alice',
    displayName: 'Alice',
    bio: '',
    pfpUrl: '',
  })
}

beforeAll(async () => {
  await deployFarcasterIdRegistry({ rpcUrl })
  fid = Number(await registerFarcasterId({ rpcUrl, account: custody }))
  strangerFid = Number(await registerFarcasterId({ rpcUrl, account: stranger }))
  // A database of its own: each file's registry numbers FIDs from 1 again (the devnet reverts),
  // and on a shared PostgreSQL another file may have made FID 1's user already ("a new user").
  server = await startEmailServer({ PORTICO_FARCASTER_RPC_URL: rpcUrl, DATABASE_URL: 'memory://' })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  relay = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await server?.close()
})

describe('Farcaster login', () => {
  test('the providers list offers Farcaster after the OAuth providers (a devnet registry: development)', async () => {
    const listed = await server.post('/v1/embedded/social/providers', { projectId })
    expect(listed.statusCode).toBe(200)
    expect(listed.json().providers.at(-1)).toEqual({ id: 'farcaster', development: true })
  })

  test('the link opens a channel on the own relay; finish waits, then opens a session of the FID', async () => {
    const device = newDevice()
    const flow = await start(device)
    expect(flow.link.origin + flow.link.pathname).toBe('https://farcaster.xyz/~/siwf')
    expect(flow.link.searchParams.get('domain')).toBe('localhost:3001')
    expect(flow.link.searchParams.get('siweUri')).toBe('http://localhost:3001')

    const pending = await flow.finish()
    expect(pending.statusCode).toBe(409)
    expect(pending.json().message).toBe('The sign-in is not finished yet')
    const app = createAppClient({ relay, ethereum: {} as never })
    const before = await app.status({ channelToken: flow.channelToken })
    expect(before.isError ? undefined : before.response.status).toBe(202)
    expect(before.isError ? undefined : before.data.state).toBe('pending')

    const signed = await sign(flow.link, custody, fid)
    expect(signed.isError ? signed.error : signed.response.status).toBe(201)
    const after = await app.status({ channelToken: flow.channelToken })
    expect(after.isError ? undefined : [after.response.status, after.data.fid]).toEqual([200, fid])

    const done = await flow.finish()
    expect(done.statusCode).toBe(200)
    const body = done.json()
    expect(body).toMatchObject({
      action: 'CONNECT',
      isNewUser: true,
      socialProvider: 'farcaster',
      fid,
      userName: 'alice',
      user: { email: '', evmAddress: null },
    })
    // The session is live for the frame.
    const session = await server.post(
      '/v1/embedded/session',
      { projectId },
      { token: body.sessionToken },
    )
    expect(session.json().user.id).toBe(body.user.id)
    // A flow is redeemed once.
    expect((await flow.finish()).json().message).toBe('This sign-in has expired: start again')

    // The same FID on another browser reaches the same account.
    const again = await start(newDevice())
    await sign(again.link, custody, fid)
    const second = (await again.finish()).json()
    expect([second.isNewUser, second.user.id]).toEqual([false, body.user.id])
  })

  test('a key that does not hold the FID in the registry is refused at the relay', async () => {
    const flow = await start(newDevice())
    const forged = await sign(flow.link, stranger, fid)
    expect(forged.isError ? undefined : forged.response.status).toBe(400)
    expect(
      forged.isError ? undefined : (forged.data as unknown as { message: string }).message,
    ).toBe(`Invalid resource: signer ${stranger.address} does not own fid ${fid}.`)
    const unregistered = privateKeyToAccount(generatePrivateKey())
    const none = await sign(flow.link, unregistered, strangerFid + 1_000)
    expect(none.isError ? undefined : none.response.status).toBe(400)
    // Nothing completed: finish still waits.
    expect((await flow.finish()).statusCode).toBe(409)
  })

  test('a message for another nonce is refused; an unknown channel is 401', async () => {
    const flow = await start(newDevice())
    const replay = await sign(flow.link, custody, fid, { nonce: 'abcdefgh12345678' })
    expect(replay.isError ? undefined : replay.response.status).toBe(400)
    expect(
      replay.isError ? undefined : (replay.data as unknown as { message: string }).message,
    ).toBe('Invalid nonce')
    const app = createAppClient({ relay, ethereum: {} as never })
    const unknown = await app.status({ channelToken: 'x'.repeat(43) })
    expect(unknown.isError ? undefined : unknown.response.status).toBe(401)
  })

  test('finish answers only the device and secret that started the flow; bad input is a 400', async () => {
    const device = newDevice()
    const flowSecret = newFlowSecret()
    const started = (
      await server.post('/v1/embedded/farcaster/start', {
        projectId,
        deviceToken: device,
        flowSecretHash: flowSecret.hash,
      })
    ).json()
    const other = await server.post('/v1/embedded/farcaster/finish', {
      projectId,
      deviceToken: newDevice(),
      flowId: started.flowId,
      flowSecret: flowSecret.secret,
    })
    expect(other.json().message).toBe('This sign-in has expired: start again')
    const wrongSecret = await server.post('/v1/embedded/farcaster/finish', {
      projectId,
      deviceToken: device,
      flowId: started.flowId,
      flowSecret: newFlowSecret().secret,
    })
    expect(wrongSecret.json().message).toBe('This sign-in has expired: start again')
    const bad = await server.post('/v1/embedded/farcaster/start', { projectId, deviceToken: 'x' })
    expect(bad.statusCode).toBe(400)
    const notFrame = await server.post(
      '/v1/embedded/farcaster/start',
      { projectId, deviceToken: device, flowSecretHash: flowSecret.hash },
      { origin: 'https://evil.test' },
    )
    expect(notFrame.statusCode).toBe(403)
  })

  test('with PORTICO_FARCASTER_RELAY_KEY the relay completes a channel only for a client sending it', async () => {
    const keyed = await startEmailServer({
      PORTICO_FARCASTER_RPC_URL: rpcUrl,
      PORTICO_FARCASTER_RELAY_KEY: 'a-relay-key-of-this-server',
    })
    try {
      const flowSecret = newFlowSecret()
      const started = await keyed.post('/v1/embedded/farcaster/start', {
        projectId,
        deviceToken: newDevice(),
        flowSecretHash: flowSecret.hash,
      })
      const link = new URL(started.json().url)
      const client = farcasterClient()
      const built = client.buildSignInMessage({
        address: custody.address,
        fid,
        uri: link.searchParams.get('siweUri') as string,
        domain: link.searchParams.get('domain') as string,
        nonce: link.searchParams.get('nonce') as string,
      })
      if (built.isError) throw built.error
      const authenticate = (key: string) =>
        keyed.app.inject({
          method: 'POST',
          url: '/v1/channel/authenticate',
          headers: {
            authorization: `Bearer ${link.searchParams.get('channelToken')}`,
            'x-farcaster-auth-relay-key': key,
          },
          payload: { message: built.message, signature: signedMessage, fid },
        })
      const signedMessage = await custody.signMessage({ message: built.message })
      const refused = await authenticate('another-key-of-some-client')
      expect([refused.statusCode, refused.json().message]).toEqual([
        401,
        'This relay does not know this client',
      ])
      expect((await authenticate('a-relay-key-of-this-server')).statusCode).toBe(201)
      expect((await authenticate('a-relay-key-of-this-server')).json().message).toBe(
        'This channel is already completed',
      )
    } finally {
      await keyed.close()
    }
  })

  test('starting is rate-limited per IP like the other logins', async () => {
    const ip = '10.200.0.1'
    const answers: number[] = []
    for (let i = 0; i < 11; i++) {
      const flowSecret = newFlowSecret()
      const answer = await server.post(
        '/v1/embedded/farcaster/start',
        { projectId, deviceToken: newDevice(), flowSecretHash: flowSecret.hash },
        { ip },
      )
      answers.push(answer.statusCode)
    }
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(answers[10]).toBe(429)
  })
})
