// Dapp role (internal): propose a session on a pairing and settle it when the wallet answers.
import { deriveSymKey } from '../crypto/deriveSymKey'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { hashKey } from '../crypto/hashKey'
import { InvalidSignInputError, SignExpiredError, SignTimeoutError } from '../errors/sign'
import type { SignContext } from './createSignContext'
import { checkProposalNamespaces, checkSessionNamespaces } from './namespaces'
import { activatePairing, createPairing, getPairing } from './pairing'
import { PROPOSAL_LIFETIME_S, SESSION_LIFETIME_S, signErrors } from './rpc'
import type {
  JsonRpcRequest,
  ProposalNamespaces,
  Session,
  SessionProposal,
  SignMetadata,
} from './types'

export type ConnectParameters = {
  requiredNamespaces?: ProposalNamespaces | undefined
  optionalNamespaces?: ProposalNamespaces | undefined
  sessionProperties?: Record<string, string> | undefined
  /** Reuse an existing pairing instead of making a new URI. */
  pairingTopic?: string | undefined
}
export type ConnectReturnType = {
  /** The `wc:` URI to show as a QR code or pass in a deep link (a new pairing only). */
  uri: string | undefined
  pairingTopic: string
  /** Resolves with the session once the wallet approved and settled it. */
  approval(): Promise<Session>
}

type Waiter = { proposal: SessionProposal; resolve(session: Session): void; reject(e: Error): void }

export function createDappRole(ctx: SignContext) {
  const waiters = new Map<string, Waiter>()

  async function connect(parameters: ConnectParameters = {}): Promise<ConnectReturnType> {
    const requiredNamespaces = checkProposalNamespaces(
      parameters.requiredNamespaces,
      'requiredNamespaces',
    )
    const optionalNamespaces = checkProposalNamespaces(
      parameters.optionalNamespaces,
      'optionalNamespaces',
    )
    if (Object.keys(requiredNamespaces).length + Object.keys(optionalNamespaces).length === 0) {
      throw new InvalidSignInputError('connect needs requiredNamespaces or optionalNamespaces')
    }
    const pairing = parameters.pairingTopic
      ? getPairing(ctx, parameters.pairingTopic)
      : await createPairing(ctx)
    const { publicKey, privateKey } = generateKeyPair()
    ctx.state.keyPairs.set(publicKey, privateKey)
    const expiryTimestamp = ctx.nowSeconds() + PROPOSAL_LIFETIME_S
    const params = {
      requiredNamespaces,
      optionalNamespaces,
      relays: [{ protocol: 'irn' }],
      proposer: { publicKey, metadata: ctx.metadata },
      expiryTimestamp,
      pairingTopic: pairing.topic,
      ...(parameters.sessionProperties && { sessionProperties: parameters.sessionProperties }),
    }
    const { id, result } = await ctx.sendRequest(pairing.topic, 'wc_sessionPropose', params)
    const proposal: SessionProposal = { id, ...params }
    ctx.state.proposals.set(id, proposal)
    await ctx.save()

    const approval = (async () => {
      const answer = (await result) as { responderPublicKey?: unknown }
      if (typeof answer?.responderPublicKey !== 'string') {
        throw new InvalidSignInputError('the wallet answered the proposal without a public key')
      }
      const symKey = deriveSymKey(privateKey, answer.responderPublicKey)
      const topic = hashKey(symKey)
      const settled = new Promise<Session>((resolve, reject) => {
        const timer = ctx.clock.setTimeout(() => {
          waiters.delete(topic)
          reject(new SignTimeoutError('wc_sessionSettle', PROPOSAL_LIFETIME_S * 1000))
        }, PROPOSAL_LIFETIME_S * 1000)
        waiters.set(topic, {
          proposal,
          resolve: (session) => {
            ctx.clock.clearTimeout(timer)
            resolve(session)
          },
          reject: (error) => {
            ctx.clock.clearTimeout(timer)
            reject(error)
          },
        })
      })
      await ctx.subscribe(topic, symKey)
      return settled
    })()
    approval
      .catch(() => {})
      .finally(() => {
        ctx.state.proposals.delete(id)
        ctx.save().catch(() => {})
      })
    return { uri: pairing.uri, pairingTopic: pairing.topic, approval: () => approval }
  }

  /** `wc_sessionSettle` from the wallet on a topic we derived: store the session and ack it. */
  async function onSettle(topic: string, request: JsonRpcRequest) {
    const waiter = waiters.get(topic)
    if (!waiter) {
      await ctx.sendError(topic, request.id, signErrors.invalidParams, 'wc_sessionSettle')
      return
    }
    waiters.delete(topic)
    const params = request.params as {
      relay?: { protocol?: string }
      namespaces?: unknown
      controller?: { publicKey?: unknown; metadata?: SignMetadata }
      expiry?: unknown
      sessionProperties?: Record<string, string>
    }
    const { proposal } = waiter
    try {
      const namespaces = checkSessionNamespaces(params?.namespaces)
      const controller = params.controller
      if (typeof controller?.publicKey !== 'string' || !controller.metadata) {
        throw new InvalidSignInputError('the settlement has no controller')
      }
      const now = ctx.nowSeconds()
      if (typeof params.expiry !== 'number' || !(params.expiry > now)) {
        throw new SignExpiredError('the session settlement')
      }
      const session: Session = {
        topic,
        pairingTopic: proposal.pairingTopic,
        relay: { protocol: params.relay?.protocol ?? 'irn' },
        // a session lasts 7 days at most (the specs' SESSION_EXPIRY): a later expiry is clamped
        expiry: Math.min(Math.floor(params.expiry), now + SESSION_LIFETIME_S),
        acknowledged: true,
        controller: controller.publicKey,
        namespaces,
        requiredNamespaces: proposal.requiredNamespaces,
        optionalNamespaces: proposal.optionalNamespaces ?? {},
        ...(params.sessionProperties && { sessionProperties: params.sessionProperties }),
        self: proposal.proposer,
        peer: { publicKey: controller.publicKey, metadata: controller.metadata },
      }
      ctx.state.sessions.set(topic, session)
      ctx.state.keyPairs.delete(proposal.proposer.publicKey)
      await activatePairing(ctx, proposal.pairingTopic, controller.metadata)
      await ctx.sendResult(topic, request.id, true, 'wc_sessionSettle')
      waiter.resolve(session)
    } catch (error) {
      await ctx.sendError(topic, request.id, signErrors.invalidParams, 'wc_sessionSettle')
      await ctx.forget(topic)
      waiter.reject(error as Error)
    }
  }

  return { connect, onSettle }
}
