// Wallet role of one-click sign-in (internal): receive `wc_sessionAuthenticate`, approve with
// CACAOs (session derived from them on both sides, answer sealed for the dapp's key) or reject.
import { authNamespaces } from '../auth/authNamespaces'
import { checkAuthPayload } from '../auth/checkAuthPayload'
import type { Cacao } from '../auth/types'
import { verifyCacao } from '../auth/verifyCacao'
import { deriveSymKey } from '../crypto/deriveSymKey'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { hashKey } from '../crypto/hashKey'
import { InvalidSignInputError, SignExpiredError, SignNotFoundError } from '../errors/sign'
import { AUTH_LIFETIME_S } from './authRequest'
import type { SignContext } from './createSignContext'
import { activatePairing } from './pairing'
import { SESSION_LIFETIME_S, signErrors, signMethods } from './rpc'
import type { AuthRequest, AuthRequestParams, JsonRpcError, JsonRpcRequest, Session } from './types'

export type ApproveSessionAuthenticateParameters = {
  /** The request id (from `session_authenticate`). */
  id: number
  /** One CACAO per signed chain, from `buildAuthObject`. */
  auths: Cacao[]
}
export type ApproveSessionAuthenticateReturnType = {
  /** The session both sides derive; undefined when the CACAOs grant no method (no ReCap). */
  session: Session | undefined
}
export type RejectSessionAuthenticateParameters = {
  id: number
  /** Default `{ code: 5000, message: 'User rejected.' }`. */
  reason?: JsonRpcError | undefined
}

/** The ttl and tag of a refusal (the specs give it its own tag, 1118). */
const rejectOptions = { ttl: 300, tag: 1118 }
const hex64 = /^[0-9a-fA-F]{64}$/

/** Whether the request's fields make a valid EIP-4361 message (no forged lines, no bad nonce…). */
function formats(payload: AuthRequestParams['authPayload']): boolean {
  try {
    checkAuthPayload(payload)
    return true
  } catch {
    return false
  }
}

export function createWalletAuth(ctx: SignContext) {
  /** A proposal on a pairing that announced sign-in is the fallback: sign-in answers instead. */
  function expectsAuthenticate(topic: string): boolean {
    const pairing = ctx.state.pairings.get(topic)
    return (
      pairing?.methods?.includes('wc_sessionAuthenticate') === true &&
      ctx.listenerCount('session_authenticate') > 0
    )
  }

  async function onAuthenticate(topic: string, request: JsonRpcRequest) {
    // without a listener the request stays unanswered: the dapp's fallback proposal connects
    if (ctx.listenerCount('session_authenticate') === 0) return
    const params = request.params as AuthRequestParams
    const publicKey = params?.requester?.publicKey
    if (typeof publicKey !== 'string' || !hex64.test(publicKey)) return
    const payload = params.authPayload
    if (
      !params.requester.metadata ||
      !Array.isArray(payload?.chains) ||
      typeof payload.domain !== 'string' ||
      typeof payload.aud !== 'string' ||
      typeof payload.nonce !== 'string' ||
      !formats(payload)
    ) {
      await ctx.sendSealed(
        publicKey,
        generateKeyPair(),
        { id: request.id, jsonrpc: '2.0', error: signErrors.invalidParams },
        { ttl: 300, tag: 1119 },
      )
      return
    }
    const authRequest: AuthRequest = {
      id: request.id,
      topic,
      params: {
        requester: params.requester,
        authPayload: payload,
        // kept (and stored) until then: an hour at most, the request's relay ttl
        expiryTimestamp: Math.min(
          Number.isFinite(params.expiryTimestamp) ? params.expiryTimestamp : Infinity,
          ctx.nowSeconds() + AUTH_LIFETIME_S,
        ),
      },
    }
    ctx.state.authRequests.set(request.id, authRequest)
    await ctx.save()
    ctx.emit('session_authenticate', authRequest)
  }

  function getAuthRequest(id: number): AuthRequest {
    const request = ctx.state.authRequests.get(id)
    if (!request) throw new SignNotFoundError('auth request', id)
    if (request.params.expiryTimestamp <= ctx.nowSeconds()) {
      throw new SignExpiredError(`sign-in request ${id}`)
    }
    return request
  }

  async function approveSessionAuthenticate(
    parameters: ApproveSessionAuthenticateParameters,
  ): Promise<ApproveSessionAuthenticateReturnType> {
    const request = getAuthRequest(parameters?.id)
    const { auths } = parameters
    if (!Array.isArray(auths) || auths.length === 0) {
      throw new InvalidSignInputError('approveSessionAuthenticate needs at least one CACAO')
    }
    for (const cacao of auths) await verifyCacao(cacao, request.params.authPayload)
    const { requester } = request.params
    const self = generateKeyPair()
    const namespaces = authNamespaces(auths)
    let session: Session | undefined
    if (namespaces) {
      const symKey = deriveSymKey(self.privateKey, requester.publicKey)
      session = {
        topic: hashKey(symKey),
        pairingTopic: request.topic,
        relay: { protocol: 'irn' },
        expiry: ctx.nowSeconds() + SESSION_LIFETIME_S,
        acknowledged: true,
        controller: self.publicKey,
        namespaces,
        requiredNamespaces: {},
        optionalNamespaces: {},
        self: { publicKey: self.publicKey, metadata: ctx.metadata },
        peer: requester,
      }
      ctx.state.sessions.set(session.topic, session)
      await ctx.subscribe(session.topic, symKey)
    }
    await ctx.sendSealed(
      requester.publicKey,
      self,
      {
        id: request.id,
        jsonrpc: '2.0',
        result: { cacaos: auths, responder: { publicKey: self.publicKey, metadata: ctx.metadata } },
      },
      signMethods.wc_sessionAuthenticate.res,
    )
    ctx.state.authRequests.delete(request.id)
    await activatePairing(ctx, request.topic, requester.metadata)
    await ctx.save()
    return { session }
  }

  async function rejectSessionAuthenticate(
    parameters: RejectSessionAuthenticateParameters,
  ): Promise<void> {
    const request = getAuthRequest(parameters?.id)
    await ctx.sendSealed(
      request.params.requester.publicKey,
      generateKeyPair(),
      { id: request.id, jsonrpc: '2.0', error: parameters.reason ?? signErrors.userRejected },
      rejectOptions,
    )
    ctx.state.authRequests.delete(request.id)
    await ctx.save()
  }

  return {
    expectsAuthenticate,
    onAuthenticate,
    approveSessionAuthenticate,
    rejectSessionAuthenticate,
  }
}
