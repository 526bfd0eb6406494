import { type Clock, systemClock } from '@portico/core/internal'
import { InvalidSignInputError } from '../errors/sign'
import type { WebSocketConstructor } from '../relay/types'
import type { AuthenticateParameters } from './authRequest'
import { createSignContext } from './createSignContext'
import { type AuthenticateReturnType, createDappAuth } from './dappAuth'
import { type ConnectParameters, type ConnectReturnType, createDappRole } from './dappRole'
import { createRequestHandler } from './handleRequest'
import { pairFromUri } from './pairing'
import {
  createSessionActions,
  type DisconnectParameters,
  type EmitParameters,
  type RequestParameters,
  type RespondParameters,
  type TopicParameters,
  type UpdateParameters,
} from './sessionActions'
import { createMemorySignStorage } from './storage/createMemorySignStorage'
import type { SignStorage } from './storage/types'
import type {
  AuthRequest,
  Pairing,
  Session,
  SessionProposal,
  SignClientEvents,
  SignMetadata,
} from './types'
import {
  type ApproveSessionAuthenticateParameters,
  type ApproveSessionAuthenticateReturnType,
  createWalletAuth,
  type RejectSessionAuthenticateParameters,
} from './walletAuth'
import {
  type ApproveParameters,
  type ApproveReturnType,
  createWalletRole,
  type RejectParameters,
} from './walletRole'

export type CreateSignClientParameters = {
  /** The relay, e.g. `ws://localhost:3000/relay` (also the auth token's audience). */
  relayUrl: string
  projectId: string
  /** What this side shows the other (name, description, url, icons). */
  metadata: SignMetadata
  /** Where pairings, sessions, keys and the client seed live (default: memory). */
  storage?: SignStorage | undefined
  /** Time for expiries and timeouts (default the system clock). */
  clock?: Clock | undefined
  /** Node 20 has no global WebSocket: pass `ws`'s. */
  WebSocketImpl?: WebSocketConstructor | undefined
}

export type SignClient = {
  /** The relay client id (`did:key:…`), stable across reloads with the same storage. */
  readonly clientId: string
  /** Dapp role: proposes a session; show `uri`, then await `approval()`. */
  connect(parameters: ConnectParameters): Promise<ConnectReturnType>
  /**
   * Dapp role: connect and sign in with one wallet prompt (`wc_sessionAuthenticate`, with a
   * fallback proposal on the same URI); show `uri`, then await `response()`.
   */
  authenticate(parameters: AuthenticateParameters): Promise<AuthenticateReturnType>
  /** Wallet role: answers `session_authenticate` with signed CACAOs; both sides get the session. */
  approveSessionAuthenticate(
    parameters: ApproveSessionAuthenticateParameters,
  ): Promise<ApproveSessionAuthenticateReturnType>
  /** Wallet role: refuses a sign-in request (default reason: user rejected, code 5000). */
  rejectSessionAuthenticate(parameters: RejectSessionAuthenticateParameters): Promise<void>
  /** Wallet role: pairs from a `wc:` URI; the proposal arrives as `session_proposal`. */
  pair(parameters: { uri: string }): Promise<Pairing>
  approve(parameters: ApproveParameters): Promise<ApproveReturnType>
  reject(parameters: RejectParameters): Promise<void>
  /** Dapp role: sends a request in a session and resolves with the wallet's result. */
  request(parameters: RequestParameters): Promise<unknown>
  /** Wallet role: answers a `session_request`. */
  respond(parameters: RespondParameters): Promise<void>
  /** Wallet role: emits a session event (accountsChanged, chainChanged…). */
  emit(parameters: EmitParameters): Promise<void>
  /** Wallet role: changes the granted namespaces; resolves when the dapp acknowledged. */
  update(parameters: UpdateParameters): Promise<void>
  /** Wallet role: extends the session by seven days from now. */
  extend(parameters: TopicParameters): Promise<void>
  /** Pings a session or a pairing; resolves when the peer answered. */
  ping(parameters: TopicParameters): Promise<void>
  /** Ends a session (`wc_sessionDelete`) or a pairing (`wc_pairingDelete`). */
  disconnect(parameters: DisconnectParameters): Promise<void>
  sessions(): Session[]
  pairings(): Pairing[]
  /** Proposals received and not yet answered (wallet role). */
  proposals(): SessionProposal[]
  /** Sign-in requests received and not yet answered (wallet role). */
  authRequests(): AuthRequest[]
  on<E extends keyof SignClientEvents>(
    event: E,
    listener: (payload: SignClientEvents[E]) => void,
  ): () => void
  /** Closes the relay socket (state stays in storage). */
  close(): Promise<void>
}

/**
 * A WalletConnect v2 Sign client for either role, written from the public specs. It restores
 * pairings, sessions, keys and subscriptions from `storage`, so a reload keeps the session.
 *
 * @example
 * // dapp
 * const dapp = await createSignClient({ relayUrl, projectId, metadata, WebSocketImpl })
 * const { uri, approval } = await dapp.connect({
 *   optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] } },
 * })
 * showQr(uri)
 * const session = await approval()
 * const signature = await dapp.request({ topic: session.topic, chainId: 'eip155:1',
 *   request: { method: 'personal_sign', params: ['0x68656c6c6f', address] } })
 *
 * // wallet
 * wallet.on('session_proposal', ({ id }) => wallet.approve({ id, namespaces }))
 * await wallet.pair({ uri })
 */
export async function createSignClient(
  parameters: CreateSignClientParameters,
): Promise<SignClient> {
  const { metadata } = parameters
  if (typeof metadata?.name !== 'string' || typeof metadata.url !== 'string') {
    throw new InvalidSignInputError('metadata needs at least a name and a url')
  }
  const ctx = await createSignContext({
    relayUrl: parameters.relayUrl,
    projectId: parameters.projectId,
    metadata,
    storage: parameters.storage ?? createMemorySignStorage(),
    clock: parameters.clock ?? systemClock,
    WebSocketImpl: parameters.WebSocketImpl,
  })
  const dapp = createDappRole(ctx)
  const wallet = createWalletRole(ctx)
  const actions = createSessionActions(ctx)
  const dappAuth = createDappAuth(ctx, dapp.connect)
  const walletAuth = createWalletAuth(ctx)
  const handle = createRequestHandler(ctx, {
    onProposal: wallet.onProposal,
    onSettle: dapp.onSettle,
    onAuthenticate: walletAuth.onAuthenticate,
    expectsAuthenticate: walletAuth.expectsAuthenticate,
  })
  ctx.setRequestHandler((topic, request) => {
    handle(topic, request).catch((error: Error) => ctx.emit('error', error))
  })
  await ctx.restore()

  return {
    clientId: ctx.relay.clientId,
    connect: dapp.connect,
    authenticate: dappAuth.authenticate,
    approveSessionAuthenticate: walletAuth.approveSessionAuthenticate,
    rejectSessionAuthenticate: walletAuth.rejectSessionAuthenticate,
    async pair({ uri }) {
      return pairFromUri(ctx, uri)
    },
    approve: wallet.approve,
    reject: wallet.reject,
    ...actions,
    sessions: () => [...ctx.state.sessions.values()],
    pairings: () => [...ctx.state.pairings.values()],
    proposals: () =>
      [...ctx.state.proposals.values()].filter(
        (p) => !ctx.state.keyPairs.has(p.proposer.publicKey),
      ),
    authRequests: () => [...ctx.state.authRequests.values()],
    on: ctx.on,
    close: ctx.close,
  }
}
