// Session actions (internal): request/respond, events, update, extend, ping, delete.
import { InvalidSignInputError, SignExpiredError, SignNotFoundError } from '../errors/sign'
import type { SignContext } from './createSignContext'
import {
  checkNamespacesCover,
  checkRequestAllowed,
  checkSessionNamespaces,
  refusalOf,
} from './namespaces'
import { deletePairing, pingPairing } from './pairing'
import { SESSION_LIFETIME_S, signErrors } from './rpc'
import type { JsonRpcError, Session, SessionNamespaces } from './types'

export type RequestParameters = {
  topic: string
  /** CAIP-2 chain id, e.g. `eip155:1`. */
  chainId: string
  request: { method: string; params: unknown }
  /** Seconds to wait for the wallet (default 300, the request's ttl). */
  expiry?: number | undefined
}
export type RespondParameters = {
  topic: string
  response: { id: number; result: unknown } | { id: number; error: JsonRpcError }
}
export type EmitParameters = {
  topic: string
  chainId: string
  event: { name: string; data: unknown }
}
export type UpdateParameters = { topic: string; namespaces: SessionNamespaces }
export type TopicParameters = { topic: string }
export type DisconnectParameters = { topic: string; reason?: JsonRpcError | undefined }

export function getSession(ctx: SignContext, topic: string): Session {
  const session = ctx.state.sessions.get(topic)
  if (!session) throw new SignNotFoundError('session', topic)
  if (session.expiry <= ctx.nowSeconds()) throw new SignExpiredError(`session ${topic}`)
  return session
}

function checkController(session: Session, action: string) {
  if (session.self.publicKey !== session.controller) {
    throw new InvalidSignInputError(`only the wallet (controller) can ${action} a session`)
  }
}

export function createSessionActions(ctx: SignContext) {
  async function request(parameters: RequestParameters): Promise<unknown> {
    const session = getSession(ctx, parameters.topic)
    checkRequestAllowed(session.namespaces, parameters.chainId, parameters.request?.method)
    const expiry = parameters.expiry ?? 300
    if (!Number.isSafeInteger(expiry) || expiry <= 0) {
      throw new InvalidSignInputError('expiry must be a positive whole number of seconds')
    }
    const { result } = await ctx.sendRequest(
      session.topic,
      'wc_sessionRequest',
      {
        request: {
          method: parameters.request.method,
          params: parameters.request.params,
          expiryTimestamp: ctx.nowSeconds() + expiry,
        },
        chainId: parameters.chainId,
      },
      { timeoutMs: expiry * 1000 },
    )
    return result
  }

  async function respond(parameters: RespondParameters): Promise<void> {
    const session = getSession(ctx, parameters.topic)
    const { response } = parameters
    if (!response || typeof response.id !== 'number') {
      throw new InvalidSignInputError('a response needs the request id')
    }
    if ('error' in response) await ctx.sendError(session.topic, response.id, response.error)
    else if ('result' in response) await ctx.sendResult(session.topic, response.id, response.result)
    else throw new InvalidSignInputError('a response carries a result or an error')
  }

  async function emit(parameters: EmitParameters): Promise<void> {
    const session = getSession(ctx, parameters.topic)
    // the dapp refuses events outside the session's chains and events: refuse them here first
    if (refusalOf(session.namespaces, parameters.chainId, parameters.event?.name, 'events')) {
      throw new InvalidSignInputError(
        `the session does not allow event ${String(parameters.event?.name)} on ${parameters.chainId}`,
      )
    }
    await ctx.sendRequest(session.topic, 'wc_sessionEvent', {
      event: parameters.event,
      chainId: parameters.chainId,
    })
  }

  async function update(parameters: UpdateParameters): Promise<void> {
    const session = getSession(ctx, parameters.topic)
    checkController(session, 'update')
    const namespaces = checkSessionNamespaces(parameters.namespaces)
    checkNamespacesCover(session.requiredNamespaces, namespaces)
    ctx.state.sessions.set(session.topic, { ...session, namespaces })
    await ctx.save()
    const { result } = await ctx.sendRequest(session.topic, 'wc_sessionUpdate', { namespaces })
    await result
  }

  async function extend(parameters: TopicParameters): Promise<void> {
    const session = getSession(ctx, parameters.topic)
    checkController(session, 'extend')
    const expiry = ctx.nowSeconds() + SESSION_LIFETIME_S
    ctx.state.sessions.set(session.topic, { ...session, expiry })
    await ctx.save()
    const { result } = await ctx.sendRequest(session.topic, 'wc_sessionExtend', { expiry })
    await result
  }

  async function ping(parameters: TopicParameters): Promise<void> {
    if (ctx.state.pairings.has(parameters.topic)) return pingPairing(ctx, parameters.topic)
    const session = getSession(ctx, parameters.topic)
    const { result } = await ctx.sendRequest(session.topic, 'wc_sessionPing', {})
    await result
  }

  async function disconnect(parameters: DisconnectParameters): Promise<void> {
    if (ctx.state.pairings.has(parameters.topic)) return deletePairing(ctx, parameters.topic)
    const session = ctx.state.sessions.get(parameters.topic)
    if (!session) throw new SignNotFoundError('session', parameters.topic)
    await ctx.sendRequest(
      session.topic,
      'wc_sessionDelete',
      parameters.reason ?? signErrors.userDisconnected,
    )
    ctx.state.sessions.delete(session.topic)
    await ctx.forget(session.topic)
  }

  return { request, respond, emit, update, extend, ping, disconnect }
}
