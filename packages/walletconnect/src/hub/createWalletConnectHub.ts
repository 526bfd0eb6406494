import type { RelayMode } from '../relay/relayMode'
import type { WebSocketConstructor } from '../relay/types'
import type { SignClient } from '../sign/createSignClient'
import type { WebStorageLike } from '../sign/storage/createLocalSignStorage'
import type { ProposalNamespace, ProposalNamespaces, Session, SignMetadata } from '../sign/types'
import { hasStoredSession } from './hasStoredSession'
import { type RelayOption, resolveRelay } from './resolveRelay'

export type WalletConnectHubParameters = (
  | {
      /**
       * The relay, in one option: `'public'` is WalletConnect's public relay (app-store wallets
       * pair; needs your WalletConnect Cloud `projectId`), `{ url }` a relay you run (Portico's
       * server: `ws(s)://your-host/relay`; only wallets pointed at it pair).
       */
      relay: RelayOption
      relayUrl?: undefined
      /** Where `relay: 'public'` points; WalletConnect's relay by default (tests stand one up). */
      publicRelayUrl?: string | undefined
    }
  | {
      /** The relay's URL, e.g. `ws://localhost:3000/relay` (the same as `relay: { url }`). */
      relayUrl: string
      relay?: undefined
      publicRelayUrl?: undefined
    }
) & {
  projectId: string
  /** What the wallet shows about the app. */
  metadata: SignMetadata
  /** Where the session survives reloads: `localStorage` by default, `null` for memory only. */
  storage?: WebStorageLike | null | undefined
  /** Key prefix of the stored state, default `portico-wc:`. */
  storagePrefix?: string | undefined
  /** Node 20 has no global WebSocket: pass `ws`'s. */
  WebSocketImpl?: WebSocketConstructor | undefined
  /** Time source for the stored-session checks; `Date.now` by default. */
  now?: (() => number) | undefined
}

/**
 * One WalletConnect sign client shared by the kit's adapters: each adapter offers its namespace
 * (`eip155`, `solana`), the one proposal asks for all of them, and one session can give accounts
 * in several namespaces. The protocol client is imported only when first used.
 */
export type WalletConnectHub = {
  readonly kind: 'portico-walletconnect-hub'
  readonly relayUrl: string
  /** Which wallets can pair: see `relayMode`. */
  readonly relayMode: RelayMode
  /** Where the sign client keeps its state (undefined: memory only). */
  readonly storage: WebStorageLike | undefined
  /** The key prefix of everything stored. */
  readonly prefix: string
  now(): number
  /** Adds (or replaces) what one namespace asks for in the next proposal. */
  offer(namespace: string, proposal: ProposalNamespace): void
  /** The optional namespaces of the next proposal: every namespace offered. */
  proposal(): ProposalNamespaces
  /** The sign client (one instance; imported and started on first call). */
  loadClient(): Promise<SignClient>
  /** Whether storage holds an unexpired session granting `namespace` (read without the client). */
  hasStoredSession(namespace: string): boolean
  /** The client's newest unexpired session granting `namespace`. */
  latestSession(client: SignClient, namespace: string): Session | undefined
}

/**
 * Creates the shared WalletConnect sign client of a page, on the relay `relay` names (throws
 * `InvalidParameterError` for `'public'` without a WalletConnect Cloud project id): give it to `createEvmAdapter({
 * walletConnect })`, and `solanaWalletConnect(hub)` (`@portico/walletconnect/solana`) to
 * `createSolanaAdapter({ walletConnect })`, and the modal's pairing asks the
 * wallet for EVM and Solana accounts at once.
 *
 * @example
 * const walletConnect = createWalletConnectHub({ relay: { url: 'wss://my-host/relay' }, projectId, metadata })
 * createEvmAdapter({ networks, rpcUrl, walletConnect })
 * createSolanaAdapter({ networks: solanaNetworks, rpcUrl, walletConnect: solanaWalletConnect(walletConnect) })
 */
export function createWalletConnectHub(parameters: WalletConnectHubParameters): WalletConnectHub {
  const relay = resolveRelay({
    relay: parameters.relay ?? { url: parameters.relayUrl as string },
    projectId: parameters.projectId,
    publicRelayUrl: parameters.publicRelayUrl,
  })
  const prefix = parameters.storagePrefix ?? 'portico-wc:'
  const now = parameters.now ?? Date.now
  const storage =
    parameters.storage === null
      ? undefined
      : (parameters.storage ?? (globalThis as { localStorage?: WebStorageLike }).localStorage)
  const offered = new Map<string, ProposalNamespace>()
  let client: Promise<SignClient> | undefined

  const hub: WalletConnectHub = {
    kind: 'portico-walletconnect-hub',
    relayUrl: relay.url,
    relayMode: relay.mode,
    storage,
    prefix,
    now,
    offer(namespace, proposal) {
      offered.set(namespace, proposal)
    },
    proposal: () => Object.fromEntries(offered),
    loadClient() {
      client ??= (async () => {
        const wc = await import('../index')
        return wc.createSignClient({
          relayUrl: relay.url,
          projectId: parameters.projectId,
          metadata: parameters.metadata,
          storage: storage
            ? wc.createLocalSignStorage({ storage, prefix })
            : wc.createMemorySignStorage(),
          WebSocketImpl: parameters.WebSocketImpl,
        })
      })()
      client.catch(() => {
        client = undefined
      })
      return client
    },
    hasStoredSession: (namespace) => hasStoredSession({ storage, prefix, now: now(), namespace }),
    latestSession: (c, namespace) =>
      c
        .sessions()
        .filter((s) => s.namespaces[namespace] && s.expiry * 1000 > now())
        .sort((a, b) => b.expiry - a.expiry)[0],
  }
  return hub
}

/** Whether `value` is a hub (and not the parameters of one). */
export function isWalletConnectHub(value: unknown): value is WalletConnectHub {
  return (value as { kind?: unknown } | undefined)?.kind === 'portico-walletconnect-hub'
}
