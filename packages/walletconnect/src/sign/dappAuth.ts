// Dapp role of one-click sign-in (internal): `wc_sessionAuthenticate` and a fallback proposal on
// one pairing; the wallet answers the first (CACAOs, sealed for our key on hash(our key)) or the
// second (a plain session, then sign in with personal_sign).
import { authEvents, authNamespaces } from '../auth/authNamespaces'
import type { Cacao } from '../auth/types'
import { verifyCacao } from '../auth/verifyCacao'
import { deriveSymKey } from '../crypto/deriveSymKey'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { hashKey } from '../crypto/hashKey'
import {
  InvalidSignInputError,
  SignExpiredError,
  SignPeerError,
  SignTimeoutError,
} from '../errors/sign'
import { type AuthenticateParameters, buildAuthRequest } from './authRequest'
import type { SignContext } from './createSignContext'
import type { ConnectParameters, ConnectReturnType } from './dappRole'
import { activatePairing, createPairing, getPairing } from './pairing'
import { SESSION_LIFETIME_S } from './rpc'
import type { Participant, Session } from './types'

export type AuthenticateResult = {
  session: Session
  /** The signed CACAOs; undefined when the wallet answered the fallback proposal instead. */
  auths?: Cacao[] | undefined
}
export type AuthenticateReturnType = {
  /** The `wc:` URI (its `methods` lists `wc_sessionAuthenticate`); undefined for a reused pairing. */
  uri: string | undefined
  pairingTopic: string
  /** Resolves once the wallet signed in (or connected through the fallback proposal). */
  response(): Promise<AuthenticateResult>
}

/** The Sign protocol's "method unsupported" code: the wallet leaves sign-in to the proposal. */
const methodUnsupported = 10001

export function createDappAuth(
  ctx: SignContext,
  connect: (parameters: ConnectParameters) => Promise<ConnectReturnType>,
) {
  async function authenticate(parameters: AuthenticateParameters): Promise<AuthenticateReturnType> {
    const { authPayload, methods, expiry } = buildAuthRequest(parameters, ctx.clock.now())
    const pairing = parameters.pairingTopic
      ? getPairing(ctx, parameters.pairingTopic)
      : await createPairing(ctx, ['wc_sessionAuthenticate'])
    const self = generateKeyPair()
    const requester: Participant = { publicKey: self.publicKey, metadata: ctx.metadata }
    const responseTopic = hashKey(self.publicKey)
    ctx.state.keyPairs.set(self.publicKey, self.privateKey)
    ctx.expectSealedResponses(responseTopic, self.privateKey)
    await ctx.relay.subscribe(responseTopic)
    const cleanup = () => {
      ctx.forgetSealedResponses(responseTopic)
      ctx.state.keyPairs.delete(self.publicKey)
      ctx.save().catch(() => {})
      ctx.relay.unsubscribe(responseTopic).catch(() => {})
    }

    let sent: Awaited<ReturnType<SignContext['sendRequest']>>
    let fallback: ConnectReturnType
    try {
      sent = await ctx.sendRequest(
        pairing.topic,
        'wc_sessionAuthenticate',
        { authPayload, requester, expiryTimestamp: ctx.nowSeconds() + expiry },
        // the answer comes sealed for our key on hash(our key); a refusal may come on the pairing
        { timeoutMs: expiry * 1000, alsoAnsweredOn: [responseTopic] },
      )
      fallback = await connect({
        pairingTopic: pairing.topic,
        optionalNamespaces: {
          ...parameters.optionalNamespaces,
          eip155: {
            chains: authPayload.chains,
            methods: [...new Set(['personal_sign', ...methods])],
            events: authEvents,
          },
        },
      })
    } catch (error) {
      cleanup()
      throw error
    }

    /** The wallet signed in: check every CACAO, then settle the session it derived too. */
    async function settle(answer: unknown): Promise<AuthenticateResult> {
      const { cacaos, responder } = (answer ?? {}) as { cacaos?: unknown; responder?: Participant }
      if (!Array.isArray(cacaos) || cacaos.length === 0) {
        throw new InvalidSignInputError('the wallet answered sign-in without CACAOs')
      }
      if (typeof responder?.publicKey !== 'string' || !responder.metadata) {
        throw new InvalidSignInputError('the wallet answered sign-in without its public key')
      }
      const auths: Cacao[] = []
      for (const cacao of cacaos) auths.push((await verifyCacao(cacao, authPayload)).cacao)
      const namespaces = authNamespaces(auths)
      if (!namespaces) throw new InvalidSignInputError('the wallet signed in but granted no method')
      const symKey = deriveSymKey(self.privateKey, responder.publicKey)
      const topic = hashKey(symKey)
      const session: Session = {
        topic,
        pairingTopic: pairing.topic,
        relay: { protocol: 'irn' },
        expiry: ctx.nowSeconds() + SESSION_LIFETIME_S,
        acknowledged: true,
        controller: responder.publicKey,
        namespaces,
        requiredNamespaces: {},
        optionalNamespaces: {},
        self: requester,
        peer: { publicKey: responder.publicKey, metadata: responder.metadata },
      }
      ctx.state.sessions.set(topic, session)
      await ctx.subscribe(topic, symKey)
      await activatePairing(ctx, pairing.topic, responder.metadata)
      return { session, auths }
    }

    const response = new Promise<AuthenticateResult>((resolve, reject) => {
      let done = false
      const timer = ctx.clock.setTimeout(() => {
        finish(() => reject(new SignExpiredError('the sign-in request')))
      }, expiry * 1000)
      function finish(then: () => void) {
        if (done) return
        done = true
        ctx.clock.clearTimeout(timer)
        cleanup()
        then()
      }
      sent.result
        .then(
          async (answer) => {
            if (done) return
            const result = await settle(answer)
            finish(() => resolve(result))
          },
          (error: Error) => {
            // unsupported: the proposal answers; timeout: the timer reports expiry
            if (error instanceof SignPeerError && error.code === methodUnsupported) return
            if (error instanceof SignTimeoutError) return
            finish(() => reject(error))
          },
        )
        .catch((error: Error) => finish(() => reject(error)))
      fallback.approval().then(
        (session) => finish(() => resolve({ session, auths: undefined })),
        (error: Error) => {
          // the proposal lives 5 min: a slower sign-in may still answer
          if (error instanceof SignTimeoutError) return
          finish(() => reject(error))
        },
      )
    })
    response.catch(() => {})
    return { uri: pairing.uri, pairingTopic: pairing.topic, response: () => response }
  }

  return { authenticate }
}
