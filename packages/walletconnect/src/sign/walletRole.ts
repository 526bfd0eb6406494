// Wallet role (internal): receive proposals, approve (derive the session key, settle on the
// session topic, answer the proposal with our public key) or reject.
import { deriveSymKey } from '../crypto/deriveSymKey'
import { generateKeyPair } from '../crypto/generateKeyPair'
import { hashKey } from '../crypto/hashKey'
import { SignExpiredError, SignNotFoundError } from '../errors/sign'
import type { SignContext } from './createSignContext'
import { checkNamespacesCover, checkSessionNamespaces } from './namespaces'
import { activatePairing } from './pairing'
import { PROPOSAL_LIFETIME_S, SESSION_LIFETIME_S, signErrors } from './rpc'
import type {
  JsonRpcError,
  JsonRpcRequest,
  ProposalParams,
  Session,
  SessionNamespaces,
} from './types'

export type ApproveParameters = {
  /** The proposal id (from `session_proposal`). */
  id: number
  namespaces: SessionNamespaces
  sessionProperties?: Record<string, string> | undefined
}
export type ApproveReturnType = {
  topic: string
  /** Resolves once the dapp acknowledged the settlement. */
  acknowledged(): Promise<Session>
}
export type RejectParameters = { id: number; reason?: JsonRpcError | undefined }

export function createWalletRole(ctx: SignContext) {
  function getProposal(id: number) {
    const proposal = ctx.state.proposals.get(id)
    if (!proposal) throw new SignNotFoundError('proposal', id)
    if (proposal.expiryTimestamp <= ctx.nowSeconds()) throw new SignExpiredError(`proposal ${id}`)
    return proposal
  }

  async function onProposal(topic: string, request: JsonRpcRequest) {
    const params = request.params as ProposalParams
    if (typeof params?.proposer?.publicKey !== 'string') {
      await ctx.sendError(topic, request.id, signErrors.invalidParams, 'wc_sessionPropose')
      return
    }
    const proposal = {
      ...params,
      optionalNamespaces: params.optionalNamespaces ?? {},
      requiredNamespaces: params.requiredNamespaces ?? {},
      id: request.id,
      pairingTopic: topic,
      // kept (and stored) until then: 5 minutes at most, the proposal's relay ttl
      expiryTimestamp: Math.min(
        Number.isFinite(params.expiryTimestamp) ? (params.expiryTimestamp as number) : Infinity,
        ctx.nowSeconds() + PROPOSAL_LIFETIME_S,
      ),
    }
    ctx.state.proposals.set(request.id, proposal)
    await ctx.save()
    ctx.emit('session_proposal', { id: request.id, params: proposal })
  }

  async function approve(parameters: ApproveParameters): Promise<ApproveReturnType> {
    const proposal = getProposal(parameters.id)
    const namespaces = checkSessionNamespaces(parameters.namespaces)
    checkNamespacesCover(proposal.requiredNamespaces, namespaces)
    const self = generateKeyPair()
    const symKey = deriveSymKey(self.privateKey, proposal.proposer.publicKey)
    const topic = hashKey(symKey)
    const session: Session = {
      topic,
      pairingTopic: proposal.pairingTopic,
      relay: { protocol: proposal.relays?.[0]?.protocol ?? 'irn' },
      expiry: ctx.nowSeconds() + SESSION_LIFETIME_S,
      acknowledged: false,
      controller: self.publicKey,
      namespaces,
      requiredNamespaces: proposal.requiredNamespaces,
      optionalNamespaces: proposal.optionalNamespaces ?? {},
      ...(parameters.sessionProperties && { sessionProperties: parameters.sessionProperties }),
      self: { publicKey: self.publicKey, metadata: ctx.metadata },
      peer: proposal.proposer,
    }
    ctx.state.sessions.set(topic, session)
    await ctx.subscribe(topic, symKey)
    const { result } = await ctx.sendRequest(topic, 'wc_sessionSettle', {
      relay: session.relay,
      namespaces,
      controller: session.self,
      expiry: session.expiry,
      requiredNamespaces: session.requiredNamespaces,
      optionalNamespaces: session.optionalNamespaces,
      pairingTopic: session.pairingTopic,
      ...(session.sessionProperties && { sessionProperties: session.sessionProperties }),
    })
    await ctx.sendResult(
      proposal.pairingTopic,
      proposal.id,
      { relay: session.relay, responderPublicKey: self.publicKey },
      'wc_sessionPropose',
    )
    ctx.state.proposals.delete(proposal.id)
    await activatePairing(ctx, proposal.pairingTopic, proposal.proposer.metadata)
    const acknowledged = result.then(async () => {
      const current = ctx.state.sessions.get(topic)
      if (!current) throw new SignNotFoundError('session', topic)
      const updated = { ...current, acknowledged: true }
      ctx.state.sessions.set(topic, updated)
      await ctx.save()
      return updated
    })
    acknowledged.catch(() => {})
    return { topic, acknowledged: () => acknowledged }
  }

  async function reject(parameters: RejectParameters): Promise<void> {
    const proposal = getProposal(parameters.id)
    await ctx.sendError(
      proposal.pairingTopic,
      proposal.id,
      parameters.reason ?? signErrors.userRejected,
      'wc_sessionPropose',
    )
    ctx.state.proposals.delete(proposal.id)
    await ctx.save()
  }

  return { onProposal, approve, reject }
}
