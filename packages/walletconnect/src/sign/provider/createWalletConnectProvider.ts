import { ProviderRpcError, SignPeerError } from '../../errors/sign'
import type { SignClient } from '../createSignClient'
import { chainsOf } from '../namespaces'
import type { Session } from '../types'

type ProviderEvents = {
  connect: { chainId: string }
  disconnect: ProviderRpcError
  accountsChanged: string[]
  chainChanged: string
}
type Listener = (payload: never) => void

export type WalletConnectProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on<E extends keyof ProviderEvents>(event: E, listener: (payload: ProviderEvents[E]) => void): void
  removeListener<E extends keyof ProviderEvents>(
    event: E,
    listener: (payload: ProviderEvents[E]) => void,
  ): void
  /** Ends the session (`wc_sessionDelete`) and emits `disconnect`. */
  disconnect(): Promise<void>
  /** The session topic. */
  readonly topic: string
}

const toHex = (reference: string) => `0x${BigInt(reference).toString(16)}`

/** The decimal chain reference of a `chainChanged` payload (hex string, decimal or number). */
function readChainReference(data: unknown): string | undefined {
  if (typeof data === 'number' && Number.isSafeInteger(data) && data >= 0) return String(data)
  if (typeof data !== 'string' || !/^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/.test(data))
    return undefined
  return BigInt(data).toString()
}

/**
 * An EIP-1193 provider over a settled session (dapp role), for `@portico/evm` to wrap as a wagmi
 * connector. Accounts and chain id come from the session's `eip155` namespace; the methods the
 * wallet granted go to the wallet with `client.request`; `wallet_switchEthereumChain` switches
 * among the session's chains. Wallet events (`accountsChanged`, `chainChanged`), namespace updates
 * and the session's end are re-emitted as EIP-1193 events; an event naming a chain or an account
 * the session does not grant is ignored.
 *
 * @example
 * const session = await approval()
 * const provider = createWalletConnectProvider(session, client)
 * const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
 * provider.on('chainChanged', (chainId) => console.log(chainId)) // '0x7a69'
 */
export function createWalletConnectProvider(
  session: Session,
  client: SignClient,
): WalletConnectProvider {
  const { topic } = session
  const listeners = new Map<keyof ProviderEvents, Set<Listener>>()
  let current: Session | undefined = session
  let chain = firstChain(session)
  let accounts = accountsOn(session, chain)
  const offs: (() => void)[] = []

  function firstChain(s: Session): string {
    const namespace = s.namespaces.eip155
    const found = namespace ? chainsOf(namespace)[0] : undefined
    if (!found) throw new ProviderRpcError(4900, 'The session has no eip155 chain')
    return found
  }
  function accountsOn(s: Session, chainId: string): string[] {
    const list = (s.namespaces.eip155?.accounts ?? [])
      .filter((account) => account.startsWith(`${chainId}:`))
      .map((account) => account.split(':')[2] as string)
    return [...new Set(list)]
  }
  function emit<E extends keyof ProviderEvents>(event: E, payload: ProviderEvents[E]) {
    for (const listener of listeners.get(event) ?? []) {
      ;(listener as (p: ProviderEvents[E]) => void)(payload)
    }
  }
  function setAccounts(next: string[]) {
    if (next.join() === accounts.join()) return
    accounts = next
    emit('accountsChanged', next)
  }
  function setChain(next: string) {
    if (next === chain || !current) return
    chain = next
    emit('chainChanged', toHex(next.split(':')[1] as string))
    setAccounts(accountsOn(current, next))
  }
  function ended(message: string) {
    if (!current) return
    current = undefined
    accounts = []
    for (const off of offs) off()
    emit('disconnect', new ProviderRpcError(4900, message))
  }
  /**
   * The addresses of an `accountsChanged` payload (plain or CAIP-10), or undefined when one of
   * them is not an account of the session on the current chain.
   */
  function readAccounts(s: Session, data: unknown): string[] | undefined {
    if (!Array.isArray(data)) return undefined
    const granted = accountsOn(s, chain).map((address) => address.toLowerCase())
    const next: string[] = []
    for (const item of data) {
      if (typeof item !== 'string') return undefined
      const parts = item.split(':')
      if (parts.length !== 1 && (parts.length !== 3 || `${parts[0]}:${parts[1]}` !== chain)) {
        return undefined
      }
      const address = parts[parts.length - 1] as string
      const index = granted.indexOf(address.toLowerCase())
      if (index === -1) return undefined
      next.push(accountsOn(s, chain)[index] as string)
    }
    return [...new Set(next)]
  }
  function live(): Session {
    if (!current) throw new ProviderRpcError(4900, 'The session has ended')
    return current
  }

  offs.push(
    client.on('session_event', ({ topic: t, params }) => {
      if (t !== topic || !current) return
      const { name, data } = params.event
      // only chains and accounts the session grants: anything else is ignored
      if (name === 'chainChanged') {
        const reference = readChainReference(data)
        const namespace = current.namespaces.eip155
        const next = `eip155:${reference}`
        if (reference !== undefined && namespace && chainsOf(namespace).includes(next)) {
          setChain(next)
        }
      } else if (name === 'accountsChanged') {
        const next = readAccounts(current, data)
        if (next) setAccounts(next)
      }
    }),
    client.on('session_update', ({ topic: t, params }) => {
      if (t !== topic || !current) return
      current = { ...current, namespaces: params.namespaces }
      const chains = params.namespaces.eip155 ? chainsOf(params.namespaces.eip155) : []
      if (!chains.includes(chain) && chains[0]) setChain(chains[0])
      else setAccounts(accountsOn(current, chain))
    }),
    client.on('session_delete', ({ topic: t }) => {
      if (t === topic) ended('The wallet ended the session')
    }),
    client.on('session_expire', ({ topic: t }) => {
      if (t === topic) ended('The session expired')
    }),
  )

  return {
    topic,
    async request({ method, params }) {
      const s = live()
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return accounts
        case 'eth_chainId':
          return toHex(chain.split(':')[1] as string)
        case 'net_version':
          return chain.split(':')[1]
        case 'wallet_switchEthereumChain': {
          const [{ chainId } = { chainId: '' }] = (params ?? []) as [{ chainId: string }]
          const target = `eip155:${BigInt(chainId).toString()}`
          const namespace = s.namespaces.eip155
          if (!namespace || !chainsOf(namespace).includes(target)) {
            throw new ProviderRpcError(4902, `Unrecognized chain ${chainId}`)
          }
          setChain(target)
          return null
        }
      }
      if (!s.namespaces.eip155?.methods.includes(method)) {
        throw new ProviderRpcError(4200, `The wallet does not support ${method}`)
      }
      try {
        return await client.request({ topic, chainId: chain, request: { method, params } })
      } catch (error) {
        if (error instanceof SignPeerError) {
          throw new ProviderRpcError(
            error.code === 5000 ? 4001 : error.code,
            error.shortMessage,
            error.data,
          )
        }
        throw error
      }
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener as Listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener)
    },
    async disconnect() {
      if (!current) return
      await client.disconnect({ topic })
      ended('Disconnected')
    },
  }
}
