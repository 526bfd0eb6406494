import type { AdapterAuthenticateParameters } from '../../adapter'
import type { CaipNetworkId } from '../../caip/knownNamespaces'
import type { Clock } from '../../clock/types'
import type { SiwxMessageData } from '../../siwx/types'

/** What the kit knows when it asks for a sign-in message: who signs, on which chain. */
export type SiwxMessageInput = {
  /** The signing account, as the namespace writes it (EIP-55 for eip155). */
  accountAddress: string
  /** CAIP-2 id of the active network, e.g. `eip155:31337`. */
  chainId: CaipNetworkId
  /** RFC 3339 date-time before which the message is not valid (default: none). */
  notBefore?: string | undefined
  /** RFC 3339 date-time after which the message is not valid (default: the implementation's). */
  expirationTime?: string | undefined
}

/** A sign-in message: its data, and `toString()` giving the exact text the wallet signs. */
export type SiwxMessage = SiwxMessageData & { toString: () => string }

/** A sign-in session (SPEC §3): the message data, the signed text, the signature, an optional CACAO. */
export type SiwxSession = {
  data: SiwxMessageData
  message: string
  signature: string
  /** A CAIP-74 CACAO, when the wallet returned one (WalletConnect authenticate). */
  cacao?: Record<string, unknown> | undefined
  /** The id the server gave the session, when there is a server. */
  id?: string | undefined
}

/**
 * The sign-in seam (SIWX, CAIP-122). Portico's server is one implementation
 * (`createPorticoSiwx`); an app can pass its own object of this shape.
 */
export type SiwxConfig = {
  /** Builds the message for an account (fetching a nonce where the implementation needs one). */
  createMessage: (input: SiwxMessageInput) => Promise<SiwxMessage>
  /** Stores a signed session (the server implementation verifies it first and throws on refusal). */
  addSession: (session: SiwxSession) => Promise<void>
  /** The valid sessions of an address on a chain; empty when it has to sign in. */
  getSessions: (chainId: CaipNetworkId, address: string) => Promise<SiwxSession[]>
  /** Revokes the sessions of an address on a chain. */
  revokeSession: (chainId: CaipNetworkId, address: string) => Promise<void>
  /** Replaces every stored session; `[]` signs out. */
  setSessions: (sessions: SiwxSession[]) => Promise<void>
  /** When true, a visitor who does not sign in is disconnected, and the sign view cannot close. */
  getRequired?: (() => boolean) | undefined
  /** Sign out (`setSessions([])`) when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean | undefined
  /**
   * One prompt (WalletConnect `wc_sessionAuthenticate`): the sign-in request sent with the
   * connection, before the address is known (a nonce, the domain, the uri…). When absent, a
   * WalletConnect wallet connects first and signs in afterwards.
   */
  createAuthenticateParameters?: (() => Promise<AdapterAuthenticateParameters>) | undefined
  /**
   * A short-lived signed token of the signed-in session for the app's own backend (Portico's
   * server: `POST /v1/siwx/token`, a JWT its `/.well-known/jwks.json` verifies). Throws when there
   * is no live session. Absent: the implementation has no tokens.
   */
  getToken?: (() => Promise<SiwxToken>) | undefined
}

/** A sign-in token: a JWT for `authorization: Bearer …`, and when it expires (RFC 3339). */
export type SiwxToken = { token: string; expiresAt: string }

/**
 * Where sign-in stands for the active account: `idle` (no connected account or sign-in not checked
 * yet), `checking` (asking for sessions), `signed-out` (no session: the sign view is due),
 * `signing` (waiting for the wallet and the verification), `signed-in`.
 */
export type SiwxStatus = 'idle' | 'checking' | 'signed-out' | 'signing' | 'signed-in'

/** The sign-in state of the active account. */
export type SiwxState = {
  status: SiwxStatus
  /** `namespace:chainId:address` the state belongs to. */
  caipAddress: string | undefined
  /** Sessions of the active address on the active chain. */
  sessions: readonly SiwxSession[]
}

/** Parameters of `createPorticoSiwx`. */
export type CreatePorticoSiwxParameters = {
  /**
   * The Portico server, e.g. `location.origin`, `http://127.0.0.1:3000`, or where `@portico/proxy`
   * serves it on the page's origin (`${location.origin}/portico`).
   */
  apiUrl: string
  /** The project id the server knows the app by. */
  projectId: string
  /** `fetch` to use; the global one by default. Requests send cookies (`credentials: 'include'`). */
  fetch?: ((input: string, init?: RequestInit) => Promise<Response>) | undefined
  /** The message's domain (`host[:port]`); `location.host` by default. */
  domain?: string | undefined
  /** The message's URI; `location.origin` by default. */
  uri?: string | undefined
  /** The line of text the wallet shows; default `Sign in with your wallet to {domain}.` */
  statement?: string | undefined
  /**
   * How long a message (and its session) is valid; the server's lifetime (7 days by default) when
   * unset. The server never keeps a session longer than its lifetime, whatever the message says.
   */
  expiresInMs?: number | undefined
  /** Sign-in is required (visitors who do not sign are disconnected). Default false. */
  required?: boolean | undefined
  /** Sign out on the server when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean | undefined
  /** Time source for `issuedAt`; the system clock by default. */
  clock?: Clock | undefined
}
