import type { EmbeddedWallet, EmbeddedWalletFrame } from '@portico/core/internal'
import { createConnector } from '@wagmi/core'
import { getAddress, SwitchChainError } from 'viem'
import { embeddedWalletConnectorId } from './connectorId'
import { EmbeddedWalletSignedOutError } from './errors'

export type EmbeddedWalletConnectorParameters = {
  /** The app's embedded wallet (`createEmbeddedWallet` of `@portico/embedded-wallet/lazy`). */
  wallet: EmbeddedWallet
  /** The name the kit shows; `Email` by default. */
  name?: string | undefined
}

/** The id of the embedded wallet's connector (SPEC §3 connector type `AUTH`). */
export { embeddedWalletConnectorId }

/** The EIP-1193 provider over the frame: every request goes to the frame (reads to the RPC gateway, not-safe methods after an approval in the frame). */
type FrameProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  frame: EmbeddedWalletFrame
}

/**
 * A wagmi connector for the embedded wallet (id `embeddedWallet`, type `auth`, listed as `AUTH`).
 * Its provider is the frame's EIP-1193 provider; the frame client and its iframe load on the
 * first use, or on a page load only when the app origin recorded a session (so a first visit never
 * loads them, and a reload restores the session silently). Connecting needs a frame session: the
 * kit's email login (Connect's email field, then the code) makes it first.
 *
 * @example
 * const wallet = createEmbeddedWallet({ frameUrl: 'http://localhost:3001/frame', projectId, chainId: 31337 })
 * const adapter = createEvmAdapter({ networks, rpcUrl, connectors: [embeddedWallet({ wallet })] })
 */
export function embeddedWallet(parameters: EmbeddedWalletConnectorParameters) {
  const { wallet } = parameters
  return createConnector<FrameProvider | undefined>((config) => {
    let provider: FrameProvider | undefined
    const load = async (): Promise<FrameProvider> => {
      if (provider) return provider
      const frame = await wallet.load()
      provider = {
        frame,
        request: ({ method, params }) => frame.rpcRequest(method, params),
      }
      return provider
    }
    // The account type switch (smart account ⇄ owner EOA) changes the address without a new
    // connection: read it again and tell wagmi (accountsChanged).
    wallet.onAccountChange?.(() => {
      if (!provider) return
      void accountsAndChain(provider).then(
        ({ accounts }) => connector.onAccountsChanged(accounts),
        () => {},
      )
    })
    const accountsAndChain = async (p: FrameProvider) => {
      const accounts = ((await p.request({ method: 'eth_accounts' })) as string[]).map((a) =>
        getAddress(a),
      )
      const chainId = Number(await p.request({ method: 'eth_chainId' }))
      return { accounts, chainId }
    }
    const isChain = (chainId: number) => config.chains.some((c) => c.id === chainId)

    const connector = {
      id: embeddedWalletConnectorId,
      name: parameters.name ?? 'Email',
      type: 'auth' as const,
      async connect(options: { chainId?: number | undefined; isReconnecting?: boolean } = {}) {
        if (options.isReconnecting && !wallet.getSession()) throw new EmbeddedWalletSignedOutError()
        const p = await load()
        if (!(await p.frame.isConnected())) {
          wallet.setSession(undefined)
          throw new EmbeddedWalletSignedOutError()
        }
        const wanted = options.chainId
        if (wanted !== undefined && isChain(wanted)) await p.frame.switchNetwork(wanted)
        return accountsAndChain(p) as never
      },
      async disconnect() {
        const p = provider
        wallet.setSession(undefined)
        // Sign-out ends the frame's session (at most 3 s, SPEC §8).
        await p?.frame.signOut()
      },
      /** SPEC §3 Account `type` and `path` of an address of this wallet (the adapter's account). */
      accountOf: (address: string) => provider?.frame.accountOf?.(address),
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
        // A page load without a recorded session never loads the frame client.
        if (!wallet.getSession()) return undefined
        return load().catch(() => undefined)
      },
      async isAuthorized() {
        if (!wallet.getSession()) return false
        try {
          return await (await load()).frame.isConnected()
        } catch {
          return false
        }
      },
      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured`))
        await (await load()).frame.switchNetwork(chainId)
        config.emitter.emit('change', { chainId })
        return chain
      },
      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },
      onChainChanged(chainId: string) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        wallet.setSession(undefined)
        config.emitter.emit('disconnect')
      },
    }
    return connector
  })
}
