import type { ProposalNamespaces, Session, SignClient } from '@portico/walletconnect'
import {
  authenticateSession,
  type WalletConnectAuthenticate,
  type WalletConnectAuthentication,
} from './authenticateSession'

export type PairSessionParameters = {
  client: SignClient
  chains: string[]
  methods: string[]
  events: string[]
  /** One-prompt sign-in (`wc_sessionAuthenticate`); else a plain proposal. */
  authenticate?: WalletConnectAuthenticate | undefined
  /** Namespaces besides `eip155` the proposal offers too (Solana's). */
  others: ProposalNamespaces
  /** Abandons the attempt (the session, if the wallet approves later, is deleted). */
  signal?: AbortSignal | undefined
  /** The pairing URI, as soon as there is one (the QR code or deep link). */
  onUri(uri: string): void
}

export type PairSessionReturnType = {
  session: Session
  authentication: WalletConnectAuthentication | undefined
}

/**
 * Internal, loaded on a new connection only (not with the page): proposes a session on a new
 * pairing, with a one-prompt sign-in when asked, and waits for the wallet. A refusal in the
 * wallet rejects with the relay's error as it came (code 5000 or 4001): the connector maps it.
 */
export async function pairSession(
  parameters: PairSessionParameters,
): Promise<PairSessionReturnType> {
  const { client, chains, methods, events, authenticate, others, signal } = parameters
  const started = authenticate
    ? await authenticateSession({ client, chains, methods, authenticate, others })
    : await client
        .connect({ optionalNamespaces: { ...others, eip155: { chains, methods, events } } })
        .then(({ uri, approval }) => ({
          uri,
          result: approval().then((session) => ({ session, authentication: undefined })),
        }))
  if (started.uri) parameters.onUri(started.uri)
  return abortable(started.result, signal, (late) => {
    client.disconnect({ topic: late.session.topic }).catch(() => {})
  })
}

/** Awaits `promise` unless `signal` aborts first; a result that arrives after the abort goes to `late`. */
function abortable<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  late: (value: T) => void,
): Promise<T> {
  if (!signal) return promise
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      promise.then(late, () => {})
      reject(signal.reason ?? new Error('aborted'))
    }
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
