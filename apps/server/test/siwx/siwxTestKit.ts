import { createFakeClock, type FakeClock } from '@portico/core/internal'
import { formatSiwxMessage, type SiwxMessageData } from '@portico/core/siwx'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { inject } from 'vitest'
import { loadConfig } from '../../src/config'
import { createServer } from '../../src/createServer'
import type { Database } from '../../src/db/openDatabase'

/** The app's origin in these tests (an allowed origin of the project). */
export const appOrigin = 'https://app.test'
export const projectId = 'siwx-test'

/** A devnet account kept for these tests (no other suite signs with it). */
export const signer = mnemonicToAccount(inject('mnemonic'), { addressIndex: 7 })
export const otherSigner = mnemonicToAccount(inject('mnemonic'), { addressIndex: 8 })

export type SiwxTestServer = {
  app: FastifyInstance
  /** The server's database (to look at what is stored). */
  db: Database
  clock: FakeClock
  close(): Promise<void>
  /** `GET /v1/siwx/nonce` for the test project. */
  nonce(): Promise<string>
  /** A message for `signer` on eip155:31337 from {@link appOrigin}, with `overrides`. */
  message(nonce: string, overrides?: Partial<SiwxMessageData>): string
  /** `POST /v1/siwx/verify` from {@link appOrigin} (or the given headers). */
  verify(
    body: { message: string; signature: string; projectId?: string },
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>
  /** Signs `message` with {@link signer} and posts it with {@link SiwxTestServer.verify}. */
  signAndVerify(message: string, headers?: Record<string, string>): Promise<SignedIn>
  /** A new nonce, its message with `overrides`, signed by {@link signer} and verified. */
  signIn(overrides?: Partial<SiwxMessageData>): Promise<SignedIn>
}

/** What {@link SiwxTestServer.signIn} sent and the server's answer. */
export type SignedIn = { message: string; signature: Hex; response: LightMyRequestResponse }

/** The session cookie an answer set, if any. */
export const sessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'portico_session')

/**
 * The real server (createServer: PGlite in memory or DATABASE_URL, the run's devnet as
 * upstreams) with a fake clock starting at the current time, and helpers for the sign-in flow.
 */
export async function startSiwxServer(env: Record<string, string> = {}): Promise<SiwxTestServer> {
  const clock = createFakeClock({ start: Date.now() })
  const { app, db, close } = await createServer({
    ...loadConfig({
      PORTICO_DEV: '1',
      PORT: '0',
      DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
      PORTICO_RPC_URLS: inject('rpcUrls'),
      PORTICO_LOG_LEVEL: 'silent',
      PORTICO_INDEXER: 'off',
      PORTICO_PROJECT_ID: projectId,
      PORTICO_ALLOWED_ORIGINS: `${appOrigin},http://localhost:5173`,
      ...env,
    }),
    clock,
  })
  const nonce: SiwxTestServer['nonce'] = async () => {
    const response = await app.inject(`/v1/siwx/nonce?projectId=${projectId}`)
    if (response.statusCode !== 200) throw new Error(`nonce: ${response.body}`)
    return response.json().nonce as string
  }
  const message: SiwxTestServer['message'] = (nonce, overrides = {}) =>
    formatSiwxMessage({
      domain: 'app.test',
      accountAddress: signer.address,
      statement: 'Sign in to Portico',
      uri: `${appOrigin}/`,
      version: '1',
      chainId: 'eip155:31337',
      nonce,
      issuedAt: new Date(clock.now()).toISOString(),
      ...overrides,
    })
  const verify: SiwxTestServer['verify'] = (body, headers = { origin: appOrigin }) =>
    app.inject({ method: 'POST', url: '/v1/siwx/verify', headers, payload: { projectId, ...body } })
  const signAndVerify: SiwxTestServer['signAndVerify'] = async (message, headers) => {
    const signature = await signer.signMessage({ message })
    return { message, signature, response: await verify({ message, signature }, headers) }
  }
  return {
    app,
    db,
    clock,
    close,
    nonce,
    message,
    verify,
    signAndVerify,
    signIn: async (overrides) => signAndVerify(message(await nonce(), overrides)),
  }
}
