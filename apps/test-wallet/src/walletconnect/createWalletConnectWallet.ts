import type {
  JsonRpcError,
  Session,
  SessionProposal,
  SessionRequestParams,
  SignClient,
} from '@portico/walletconnect'
import type { WalletLink } from '../messages'
import { serializeRpcError, WalletRpcError } from '../worker/walletRpcError'
import { approveSignIn } from './approveSignIn'
import { buildSessionNamespaces } from './buildSessionNamespaces'
import { peerOrigin } from './peerOrigin'

/** Parameters of {@link createWalletConnectWallet}. */
export type CreateWalletConnectWalletParameters = {
  /** A Sign client; this wallet answers its wallet-role events. */
  client: SignClient
  /** The worker (in tests: `serveWalletConnectCall` in process). */
  link: WalletLink
  /** Chains granted to every session (e.g. 31337, 31338). */
  chains: number[]
  /** Failures outside any caller (a response that could not be sent…). */
  onError?: ((error: unknown) => void) | undefined
}

/** The wallet side of WalletConnect, as the extension's WalletConnect page uses it. */
export type WalletConnectWallet = {
  /** Pairs from a `wc:` URI; the proposal (or sign-in request) then prompts. */
  pair(uri: string): Promise<void>
  /** Live sessions, newest first. */
  sessions(): Session[]
  /** Ends a session (both sides) and forgets the dapp's grant when it has no other session. */
  disconnect(topic: string): Promise<void>
  /** Called whenever the sessions change. */
  onChange(listener: () => void): () => void
  /** Stops answering (the client stays open). */
  close(): void
}

const placeholderAddress = '0x0000000000000000000000000000000000000000'

/**
 * Answers a Sign client's wallet-role events through the worker: a proposal prompts once
 * (`connect`) and is approved with {@link buildSessionNamespaces}; each session request is checked
 * against the session (chain 5100, method 5101, switch target 4902) and served by the worker with
 * its own prompt (Reject → 4001); a chain switch is announced with `chainChanged`. A sign-in
 * request (`session_authenticate`) is ONE prompt that connects and signs ({@link approveSignIn});
 * the Sign client drops the fallback proposal the dapp sends beside it.
 *
 * @example
 * const wallet = createWalletConnectWallet({ client, link, chains: [31337, 31338] })
 * await wallet.pair('wc:…')
 */
export function createWalletConnectWallet(
  parameters: CreateWalletConnectWalletParameters,
): WalletConnectWallet {
  const { client, link, chains, onError = console.error } = parameters
  const listeners = new Set<() => void>()
  // Each session's peer, kept so a deletion by the dapp can still name its origin.
  const known = new Map<string, Session>()
  const changed = () => {
    for (const session of client.sessions()) known.set(session.topic, session)
    for (const listener of listeners) listener()
  }
  for (const session of client.sessions()) known.set(session.topic, session)

  async function propose(id: number, proposal: SessionProposal): Promise<void> {
    let origin: string
    try {
      origin = peerOrigin(proposal.proposer.metadata.url)
    } catch {
      await client.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    const check = buildSessionNamespaces({
      requiredNamespaces: proposal.requiredNamespaces,
      chains,
      address: placeholderAddress,
    })
    if ('error' in check) {
      await client.reject({ id, reason: check.error })
      return
    }
    let address: string
    try {
      address = (await link(origin, {
        type: 'connect',
        peerName: proposal.proposer.metadata.name,
        chains,
      })) as string
    } catch {
      await client.reject({ id })
      return
    }
    const built = buildSessionNamespaces({
      requiredNamespaces: proposal.requiredNamespaces,
      chains,
      address,
    })
    if ('error' in built) throw new Error(built.error.message)
    await client.approve({ id, namespaces: built.namespaces })
    changed()
  }

  async function answer(topic: string, params: SessionRequestParams): Promise<unknown> {
    const session = client.sessions().find((s) => s.topic === topic)
    if (!session) throw new WalletRpcError(4100, 'No such session')
    const namespace = session.namespaces.eip155
    const granted = namespace?.chains ?? []
    const { request, chainId } = params
    if (!granted.includes(chainId)) throw new WalletRpcError(5100, 'Unsupported chains.')
    if (!namespace?.methods.includes(request.method))
      throw new WalletRpcError(5101, 'Unsupported methods.')
    const origin = peerOrigin(session.peer.metadata.url)
    const chain = Number(chainId.split(':')[1])
    const switchTo =
      request.method === 'wallet_switchEthereumChain' ? switchTarget(request.params) : undefined
    if (switchTo !== undefined && !granted.includes(`eip155:${switchTo}`))
      throw new WalletRpcError(4902, `Unrecognized chain ID "0x${switchTo.toString(16)}".`)
    const result = await link(origin, {
      type: 'request',
      chainId: chain,
      request: { method: request.method, params: request.params },
    })
    if (switchTo !== undefined && switchTo !== chain)
      await client.emit({
        topic,
        chainId: `eip155:${switchTo}`,
        event: { name: 'chainChanged', data: switchTo },
      })
    return result
  }

  async function serve(id: number, topic: string, params: SessionRequestParams): Promise<void> {
    let response: { id: number; result: unknown } | { id: number; error: JsonRpcError }
    try {
      response = { id, result: (await answer(topic, params)) ?? null }
    } catch (error) {
      response = { id, error: serializeRpcError(error) }
    }
    await client.respond({ topic, response })
  }

  async function forgetIfLast(origin: string): Promise<void> {
    const left = client.sessions().some((s) => {
      try {
        return peerOrigin(s.peer.metadata.url) === origin
      } catch {
        return false
      }
    })
    if (!left) await link(origin, { type: 'disconnect' })
  }

  const offs = [
    client.on('session_proposal', ({ id, params }) => {
      propose(id, params).catch(onError)
    }),
    client.on('session_authenticate', (request) => {
      approveSignIn({ client, link, chains, request })
        .then((made) => made && changed())
        .catch(onError)
    }),
    client.on('session_request', ({ id, topic, params }) => {
      serve(id, topic, params).catch(onError)
    }),
    client.on('session_delete', ({ topic }) => {
      const origin = originOf(known.get(topic))
      known.delete(topic)
      changed()
      if (origin) forgetIfLast(origin).catch(onError)
    }),
    client.on('session_expire', () => changed()),
  ]

  return {
    async pair(uri) {
      await client.pair({ uri })
    },
    sessions: () => [...client.sessions()].sort((a, b) => b.expiry - a.expiry),
    async disconnect(topic) {
      const session = client.sessions().find((s) => s.topic === topic)
      await client.disconnect({ topic })
      changed()
      const origin = originOf(session)
      if (origin) await forgetIfLast(origin)
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      for (const off of offs) off()
      listeners.clear()
    },
  }
}

function originOf(session: Session | undefined): string | undefined {
  try {
    return session ? peerOrigin(session.peer.metadata.url) : undefined
  } catch {
    return undefined
  }
}

function switchTarget(params: unknown): number {
  const chainId = (Array.isArray(params) ? params[0] : undefined)?.chainId
  if (typeof chainId !== 'string' || !/^0x[0-9a-f]+$/i.test(chainId))
    throw new WalletRpcError(-32602, 'wallet_switchEthereumChain: chainId must be a hex string')
  return Number(chainId)
}
