import type { Session, SignClient, WalletConnectProvider } from '@portico/walletconnect'
// The one value this file takes at load time, from its own light entry: a value import of the
// package would pull the whole WalletConnect client into the page's first load.
import {
  createWalletConnectHub,
  isWalletConnectHub,
  type WalletConnectHub,
  type WalletConnectHubParameters,
} from '@portico/walletconnect/hub'
import { createConnector } from '@wagmi/core'
import { getAddress, UserRejectedRequestError } from 'viem'
import type { WalletConnectAuthenticate } from './authenticateSession'
import { ChainNotInSessionError, NoEvmAccountError } from './errors'

export type { WalletConnectAuthenticate }

/**
 * The hub's parameters (`relay: 'public'` or `relay: { url }`, `projectId`, `metadata`, storage…)
 * and the EVM methods asked for.
 */
export type WalletConnectParameters = WalletConnectHubParameters & {
  /** EVM methods asked for; default personal_sign, eth_signTypedData_v4, eth_sendTransaction. */
  methods?: readonly string[] | undefined
}

/** Extra parameters of the connector's `connect` (passed through wagmi's `connect`). */
export type WalletConnectConnectParameters = {
  chainId?: number | undefined
  isReconnecting?: boolean | undefined
  /** One-prompt sign-in (`wc_sessionAuthenticate`); the result arrives as an `authenticated` message. */
  authenticate?: WalletConnectAuthenticate | undefined
  /** Abandons the attempt (the session, if the wallet approves later, is deleted). */
  signal?: AbortSignal | undefined
}

const defaultMethods = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']
const events = ['accountsChanged', 'chainChanged']

/**
 * A wagmi connector for WalletConnect v2 on `@portico/walletconnect` (id `walletConnect`). Given
 * a hub (`createWalletConnectHub`) it shares its sign client with the Solana adapter and the
 * proposal offers every namespace the hub holds (`eip155` and `solana`); given parameters it
 * makes a hub of its own. The
 * protocol client is imported on connect, or on a page load only when storage holds a session.
 * While connecting it emits `{ type: 'display_uri', data: uri }` (show it as a QR code or deep
 * link); with `authenticate` it asks for the session and a sign-in in one prompt and emits
 * `{ type: 'authenticated', data: { message, signature, cacao } }` when the wallet signed.
 *
 * @example
 * const adapter = createEvmAdapter({ networks, rpcUrl, connectors: [
 *   walletConnect({ relayUrl: 'ws://localhost:3000/relay', projectId: 'portico-local',
 *     metadata: { name: 'My app', description: 'My app', url: location.origin, icons: [] } }),
 * ] })
 */
export function walletConnect(parameters: WalletConnectParameters | WalletConnectHub) {
  const hub = isWalletConnectHub(parameters) ? parameters : createWalletConnectHub(parameters)
  const methods = [
    ...((isWalletConnectHub(parameters) ? undefined : parameters.methods) ?? defaultMethods),
  ]
  const { prefix } = hub
  const webStorage = hub.storage

  type Listeners = {
    accountsChanged: (accounts: string[]) => void
    chainChanged: (chainId: string) => void
    disconnect: () => void
  }

  return createConnector<WalletConnectProvider | undefined>((config) => {
    let provider: WalletConnectProvider | undefined
    let session: Session | undefined
    let listeners: Listeners | undefined

    const loadClient = () => hub.loadClient()
    const storedSession = () => hub.hasStoredSession('eip155')
    const latestSession = (c: SignClient) => hub.latestSession(c, 'eip155')
    hub.offer('eip155', {
      chains: config.chains.map((chain) => `eip155:${chain.id}`),
      methods,
      events,
    })

    // The chain last used in a session, so a reload comes back on it (not on the session's first).
    const chainKey = `${prefix}chain`
    const rememberChain = (chainId: number) => {
      if (session) webStorage?.setItem(chainKey, JSON.stringify({ topic: session.topic, chainId }))
    }
    const rememberedChain = (topic: string): number | undefined => {
      try {
        const saved = JSON.parse(webStorage?.getItem(chainKey) ?? 'null') as {
          topic?: unknown
          chainId?: unknown
        } | null
        return saved?.topic === topic && typeof saved.chainId === 'number'
          ? saved.chainId
          : undefined
      } catch {
        return undefined
      }
    }
    /** Uses a stored session again, on the chain it was last on when the session allows it. */
    async function restore(found: Session) {
      const p = await use(found)
      const chainId = rememberedChain(found.topic)
      if (chainId !== undefined && approvedChains().includes(`eip155:${chainId}`))
        await p.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        })
      return p
    }

    const approvedChains = () =>
      (session?.namespaces.eip155?.chains ?? []).concat(
        (session?.namespaces.eip155?.accounts ?? []).map((a) => a.split(':').slice(0, 2).join(':')),
      )

    async function use(next: Session) {
      const [wc, { withReads }] = await Promise.all([
        import('@portico/walletconnect'),
        import('./withReads'),
      ])
      const c = await loadClient()
      detach()
      session = next
      provider = withReads(wc.createWalletConnectProvider(next, c), config)
      listeners = {
        accountsChanged: (accounts) => connector.onAccountsChanged(accounts),
        chainChanged: (chainId) => connector.onChainChanged(chainId),
        disconnect: () => connector.onDisconnect(),
      }
      provider.on('accountsChanged', listeners.accountsChanged)
      provider.on('chainChanged', listeners.chainChanged)
      provider.on('disconnect', listeners.disconnect)
      return provider
    }
    function detach() {
      if (provider && listeners) {
        provider.removeListener('accountsChanged', listeners.accountsChanged)
        provider.removeListener('chainChanged', listeners.chainChanged)
        provider.removeListener('disconnect', listeners.disconnect)
      }
      provider = undefined
      session = undefined
      listeners = undefined
    }
    async function accountsAndChain(p: WalletConnectProvider) {
      const accounts = ((await p.request({ method: 'eth_accounts' })) as string[]).map((a) =>
        getAddress(a),
      )
      if (accounts.length === 0) throw new NoEvmAccountError()
      const chainId = Number(await p.request({ method: 'eth_chainId' }))
      return { accounts, chainId }
    }

    const connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect' as const,
      /** Which wallets can pair: see `relayMode`. */
      relayMode: hub.relayMode,
      async connect(options: WalletConnectConnectParameters = {}) {
        const { chainId, isReconnecting, authenticate, signal } = options
        if (isReconnecting) {
          if (!storedSession()) throw new NoEvmAccountError()
          const found = latestSession(await loadClient())
          if (!found) throw new NoEvmAccountError()
          const p = await restore(found)
          return accountsAndChain(p) as never
        }
        // A new pairing: its code loads now, beside the protocol client's, not with the page.
        const [c, { pairSession }] = await Promise.all([loadClient(), import('./pairSession')])
        // Every namespace the hub holds (Solana's too): one session can give both.
        const { eip155: _evm, ...others } = hub.proposal()
        const { session: approved, authentication } = await pairSession({
          client: c,
          chains: config.chains.map((chain) => `eip155:${chain.id}`),
          methods,
          events,
          authenticate,
          others,
          signal,
          onUri: (uri) => config.emitter.emit('message', { type: 'display_uri', data: uri }),
        }).catch((error: unknown) => {
          const code = (error as { code?: unknown }).code
          if (code === 5000 || code === 4001) throw new UserRejectedRequestError(error as Error)
          throw error
        })
        if (authentication)
          config.emitter.emit('message', { type: 'authenticated', data: authentication })
        const p = await use(approved)
        if (chainId !== undefined && approvedChains().includes(`eip155:${chainId}`)) {
          await p.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${chainId.toString(16)}` }],
          })
        }
        return accountsAndChain(p) as never
      },
      async disconnect() {
        const p = provider
        detach()
        webStorage?.removeItem(chainKey)
        await p?.disconnect().catch(() => undefined)
      },
      async getAccounts() {
        if (!provider) return []
        return (await accountsAndChain(provider)).accounts
      },
      async getChainId() {
        if (!provider) return config.chains[0].id
        return Number(await provider.request({ method: 'eth_chainId' }))
      },
      async getProvider() {
        if (provider) return provider
        // A page load without a stored session never imports the protocol client.
        if (!storedSession()) return undefined
        const found = latestSession(await loadClient())
        return found ? restore(found) : undefined
      },
      async isAuthorized() {
        if (provider) return true
        if (!storedSession()) return false
        return latestSession(await loadClient()) !== undefined
      },
      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === chainId)
        const approved = approvedChains()
        if (!provider || !chain || !approved.includes(`eip155:${chainId}`))
          throw new ChainNotInSessionError(chainId, [...new Set(approved)])
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        })
        return chain
      },
      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },
      onChainChanged(chainId: string) {
        rememberChain(Number(chainId))
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        detach()
        config.emitter.emit('disconnect')
      },
    }
    return connector
  })
}
