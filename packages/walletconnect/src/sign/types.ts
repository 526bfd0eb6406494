// Shapes of the Sign protocol (types only), named after the public WalletConnect v2 specs.
import type { AuthPayload } from '../auth/types'

/** What a peer says about itself (shown to the user). */
export type SignMetadata = {
  name: string
  description: string
  url: string
  icons: string[]
  redirect?: { native?: string; universal?: string; linkMode?: boolean } | undefined
}

/** Chains, methods and events a dapp asks for, per namespace (`eip155`, `solana`) or chain. */
export type ProposalNamespace = {
  chains?: string[] | undefined
  methods: string[]
  events: string[]
}
export type ProposalNamespaces = Record<string, ProposalNamespace>

/** What a wallet grants, per namespace: CAIP-10 accounts, methods and events. */
export type SessionNamespace = {
  chains?: string[] | undefined
  accounts: string[]
  methods: string[]
  events: string[]
}
export type SessionNamespaces = Record<string, SessionNamespace>

export type Participant = { publicKey: string; metadata: SignMetadata }

/** A pairing: the topic a dapp and a wallet share before (and besides) their sessions. */
export type Pairing = {
  topic: string
  /** Seconds since the epoch. */
  expiry: number
  relay: { protocol: string }
  active: boolean
  peerMetadata?: SignMetadata | undefined
  /** The pairing URI (only on the side that created it). */
  uri?: string | undefined
  /** The methods the URI announced (`wc_sessionAuthenticate` for one-click sign-in). */
  methods?: string[] | undefined
}

/** The parameters of `wc_sessionPropose`. */
export type ProposalParams = {
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces?: ProposalNamespaces | undefined
  relays: { protocol: string }[]
  proposer: Participant
  /** Seconds since the epoch. */
  expiryTimestamp?: number | undefined
  pairingTopic?: string | undefined
  sessionProperties?: Record<string, string> | undefined
}

/** A session proposal as the wallet receives it (`id` is the JSON-RPC id of `wc_sessionPropose`). */
export type SessionProposal = ProposalParams & {
  id: number
  pairingTopic: string
  expiryTimestamp: number
}

/** A settled session. */
export type Session = {
  topic: string
  pairingTopic: string
  relay: { protocol: string }
  /** Seconds since the epoch. */
  expiry: number
  /** True once the peer answered `wc_sessionSettle`. */
  acknowledged: boolean
  /** The public key of the wallet (the side allowed to update and extend). */
  controller: string
  namespaces: SessionNamespaces
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  sessionProperties?: Record<string, string> | undefined
  self: Participant
  peer: Participant
}

export type JsonRpcRequest = { id: number; jsonrpc: '2.0'; method: string; params: unknown }
export type JsonRpcError = { code: number; message: string; data?: unknown }
export type JsonRpcResult = { id: number; jsonrpc: '2.0'; result: unknown }
export type JsonRpcErrorResponse = { id: number; jsonrpc: '2.0'; error: JsonRpcError }
export type JsonRpcResponse = JsonRpcResult | JsonRpcErrorResponse

/** A request the dapp sends inside a session. */
export type SessionRequestParams = {
  request: { method: string; params: unknown; expiryTimestamp?: number | undefined }
  chainId: string
}
export type SessionEventParams = { event: { name: string; data: unknown }; chainId: string }

/** The parameters of `wc_sessionAuthenticate`: a sign-in request (one-click auth). */
export type AuthRequestParams = {
  requester: Participant
  authPayload: AuthPayload
  /** Seconds since the epoch. */
  expiryTimestamp: number
}

/** A sign-in request as the wallet receives it (`id` is the JSON-RPC id, `topic` the pairing). */
export type AuthRequest = { id: number; topic: string; params: AuthRequestParams }

/** Events of a sign client. */
export type SignClientEvents = {
  /** Wallet role: a dapp proposes a session. */
  session_proposal: { id: number; params: SessionProposal }
  /** Wallet role: a dapp asks to connect and sign in with one prompt; answer with
   * `approveSessionAuthenticate` or `rejectSessionAuthenticate`. */
  session_authenticate: AuthRequest
  /** Wallet role: a dapp sends a request; answer with `respond`. */
  session_request: { id: number; topic: string; params: SessionRequestParams }
  /** Dapp role: the wallet emitted an event (accountsChanged, chainChanged…). */
  session_event: { id: number; topic: string; params: SessionEventParams }
  session_update: { id: number; topic: string; params: { namespaces: SessionNamespaces } }
  session_extend: { id: number; topic: string; params: { expiry: number } }
  session_ping: { id: number; topic: string }
  /** The peer ended the session. */
  session_delete: { id: number; topic: string; params: { code: number; message: string } }
  /** The session ran out of time and was removed. */
  session_expire: { topic: string }
  proposal_expire: { id: number }
  pairing_ping: { id: number; topic: string }
  pairing_delete: { id: number; topic: string }
  pairing_expire: { topic: string }
  /** Something failed outside a caller's promise (bad message, relay trouble). */
  error: Error
}
