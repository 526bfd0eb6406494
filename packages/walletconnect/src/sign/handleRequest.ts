// Incoming requests (internal): routes each JSON-RPC request by method and answers the ones the
// protocol answers itself (settle, update, extend, event, ping, delete).
import type { SignContext } from './createSignContext'
import { checkSessionNamespaces, refusalOf } from './namespaces'
import { removePairing } from './pairing'
import { isSignMethod, SESSION_LIFETIME_S, signErrors } from './rpc'
import type {
  JsonRpcRequest,
  SessionEventParams,
  SessionNamespaces,
  SessionRequestParams,
} from './types'

/** The error to answer a request or event outside the session's namespaces with, if any. */
function outsideNamespaces(
  namespaces: SessionNamespaces,
  params: Record<string, unknown> | undefined,
  kind: 'events' | 'methods',
) {
  const item = (kind === 'events' ? params?.event : params?.request) as
    | { name?: unknown; method?: unknown }
    | undefined
  const name = kind === 'events' ? item?.name : item?.method
  const refusal = refusalOf(namespaces, params?.chainId, name, kind)
  if (refusal === 'chain') return signErrors.unsupportedChain
  if (refusal === 'name') {
    return kind === 'events' ? signErrors.unsupportedEvent : signErrors.unsupportedMethod
  }
  return undefined
}

export type RequestRoutes = {
  onProposal(topic: string, request: JsonRpcRequest): Promise<void>
  onSettle(topic: string, request: JsonRpcRequest): Promise<void>
  onAuthenticate(topic: string, request: JsonRpcRequest): Promise<void>
  /** True when a proposal on this pairing is the fallback of a sign-in we answer instead. */
  expectsAuthenticate(topic: string): boolean
}

export function createRequestHandler(ctx: SignContext, routes: RequestRoutes) {
  return async function handleRequest(topic: string, request: JsonRpcRequest): Promise<void> {
    const { id, method } = request
    const session = ctx.state.sessions.get(topic)
    const params = request.params as Record<string, unknown>
    if (!isSignMethod(method)) {
      await ctx.sendError(topic, id, signErrors.methodNotFound)
      return
    }
    switch (method) {
      case 'wc_sessionPropose':
        if (routes.expectsAuthenticate(topic)) return
        return routes.onProposal(topic, request)
      case 'wc_sessionSettle':
        return routes.onSettle(topic, request)
      case 'wc_pairingPing':
        await ctx.sendResult(topic, id, true)
        ctx.emit('pairing_ping', { id, topic })
        return
      case 'wc_pairingDelete':
        await ctx.sendResult(topic, id, true)
        await removePairing(ctx, topic)
        ctx.emit('pairing_delete', { id, topic })
        return
      case 'wc_sessionAuthenticate':
        return routes.onAuthenticate(topic, request)
    }
    if (!session) {
      await ctx.sendError(topic, id, signErrors.invalidParams)
      return
    }
    switch (method) {
      case 'wc_sessionRequest': {
        const refused = outsideNamespaces(session.namespaces, params, 'methods')
        if (refused) {
          await ctx.sendError(topic, id, refused)
          return
        }
        ctx.emit('session_request', { id, topic, params: params as SessionRequestParams })
        return
      }
      case 'wc_sessionEvent': {
        // an event on a chain or with a name the session does not grant is refused, not applied
        const refused = outsideNamespaces(session.namespaces, params, 'events')
        if (refused) {
          await ctx.sendError(topic, id, refused)
          return
        }
        await ctx.sendResult(topic, id, true)
        ctx.emit('session_event', { id, topic, params: params as SessionEventParams })
        return
      }
      case 'wc_sessionPing':
        await ctx.sendResult(topic, id, true)
        ctx.emit('session_ping', { id, topic })
        return
      case 'wc_sessionDelete':
        await ctx.sendResult(topic, id, true)
        ctx.state.sessions.delete(topic)
        await ctx.forget(topic)
        ctx.emit('session_delete', {
          id,
          topic,
          params: params as { code: number; message: string },
        })
        return
      case 'wc_sessionUpdate': {
        if (session.self.publicKey === session.controller) {
          await ctx.sendError(topic, id, signErrors.unauthorizedUpdate)
          return
        }
        let namespaces: ReturnType<typeof checkSessionNamespaces>
        try {
          namespaces = checkSessionNamespaces(params?.namespaces)
        } catch {
          await ctx.sendError(topic, id, signErrors.invalidParams)
          return
        }
        ctx.state.sessions.set(topic, { ...session, namespaces })
        await ctx.save()
        await ctx.sendResult(topic, id, true)
        ctx.emit('session_update', { id, topic, params: { namespaces } })
        return
      }
      case 'wc_sessionExtend': {
        // 7 days from now at most (a later expiry is clamped, as at settlement); the official
        // 2.21.8 wallet sends no expiry at all: it means those 7 days
        const limit = ctx.nowSeconds() + SESSION_LIFETIME_S
        const asked = params?.expiry === undefined ? limit : params.expiry
        if (session.self.publicKey === session.controller) {
          await ctx.sendError(topic, id, signErrors.unauthorizedExtend)
          return
        }
        if (typeof asked !== 'number' || !(asked >= session.expiry)) {
          await ctx.sendError(topic, id, signErrors.invalidParams)
          return
        }
        const expiry = Math.min(Math.floor(asked), limit)
        ctx.state.sessions.set(topic, { ...session, expiry })
        await ctx.save()
        await ctx.sendResult(topic, id, true)
        ctx.emit('session_extend', { id, topic, params: { expiry } })
        return
      }
    }
  }
}
