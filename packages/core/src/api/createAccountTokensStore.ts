import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { Clock } from '../clock/types'
import { BalanceUnavailableError } from '../errors/balance'
import { filterTokenBalances } from '../format/filterTokenBalances'
import type { TokenBalance } from '../format/types'
import { createStore, type Store } from '../store/createStore'
import { createBalanceRetryBlock } from '../timed/createBalanceRetryBlock'
import { type CacheStorage, createCache } from '../timed/createCache'
import type { CreateHttpClientReturnType } from './createHttpClient'
import { getBalances } from './getBalances'
import { type GetIdentityReturnType, getIdentity } from './getIdentity'
import { getSupportedChains } from './getSupportedChains'

/** Parameters of {@link createAccountTokensStore}. */
export type CreateAccountTokensStoreParameters = {
  client: CreateHttpClientReturnType
  clock: Clock
  /** Where the balance (30 s) and identity (5 min) caches live: `localStorage` in a browser. */
  storage: CacheStorage
  /** Called once per failed load with `Token Balance Unavailable` (e.g. to show the error toast). */
  onError?: ((error: BalanceUnavailableError) => void) | undefined
  /** The app's networks: accounts on them are accepted as they are (a local Solana cluster). */
  networks?: readonly (string | { caipNetworkId: string })[] | undefined
}

/** The connected account's tokens, as the Account view shows them. */
export type AccountTokensState = {
  status: 'idle' | 'loading' | 'success' | 'error'
  /** The CAIP-10 account the state belongs to. */
  caipAddress: string | undefined
  /** Tokens with decimals `'0'` dropped (SPEC §5). */
  balances: TokenBalance[]
  /** Sum of the tokens' USD values. */
  totalUsd: number
  identity: GetIdentityReturnType | undefined
}

/** Parameters of `load`. */
export type LoadAccountTokensParameters = {
  /** CAIP-10 account, e.g. `eip155:31337:0xf39F…2266`. */
  caipAddress: string
  /** Skip the local cache and ask the server to skip its own (`forceUpdate=true`). */
  force?: boolean | undefined
}

/** Return type of {@link createAccountTokensStore}. */
export type CreateAccountTokensStoreReturnType = Store<AccountTokensState> & {
  /**
   * Loads the account's balances: from the local cache when fresh, else from the server. An
   * unsupported network or a failure sets `error`, calls `onError` and blocks retries for 30 s.
   */
  load(parameters: LoadAccountTokensParameters): Promise<void>
  /** Loads the account's identity (name, avatar), cached 5 min; a failure leaves it unknown. */
  loadIdentity(caipAddress: string): Promise<void>
  /** Milliseconds until a failed account may be loaded again. */
  blockedForMs(caipAddress: string): number
  /** Back to idle (on disconnect). */
  reset(): void
}

const initial: AccountTokensState = {
  status: 'idle',
  caipAddress: undefined,
  balances: [],
  totalUsd: 0,
  identity: undefined,
}

/**
 * The Account view's token list (SPEC §2, §4, §7, §9): balances with USD values from the server,
 * cached locally 30 s, identity cached 5 min; a failure or an unsupported network gives
 * `Token Balance Unavailable` and blocks retries for 30 s. Framework-free; React reads it with
 * `useSyncExternalStore`.
 *
 * @example
 * const tokens = createAccountTokensStore({ client, clock: systemClock, storage: localStorage,
 *   onError: (e) => toast.showToast({ variant: 'error', message: e.shortMessage }) })
 * await tokens.load({ caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
 * tokens.getState().totalUsd
 */
export function createAccountTokensStore(
  parameters: CreateAccountTokensStoreParameters,
): CreateAccountTokensStoreReturnType {
  const { client, clock, onError } = parameters
  const store = createStore<AccountTokensState>(initial)
  const cache = createCache({ storage: parameters.storage, clock })
  const retry = createBalanceRetryBlock({ clock })
  let supported: Promise<string[]> | undefined
  let latest = 0

  const supportedChains = () => {
    supported ??= getSupportedChains(client).then(
      (chains) => chains.http,
      (error: unknown) => {
        supported = undefined // ask again next time
        throw error
      },
    )
    return supported
  }

  const show = (caipAddress: string, balances: TokenBalance[]) => {
    const kept = filterTokenBalances(balances)
    store.setState((state) => ({
      status: 'success',
      caipAddress,
      balances: kept,
      totalUsd: kept.reduce((sum, token) => sum + (token.value ?? 0), 0),
      identity: state.caipAddress === caipAddress ? state.identity : undefined,
    }))
  }

  const load = async ({ caipAddress, force = false }: LoadAccountTokensParameters) => {
    const { address, caipNetworkId } = parseCaipAddress(caipAddress, {
      networks: parameters.networks,
    })
    const request = ++latest
    const sameAccount = store.getState().caipAddress === caipAddress
    if (retry.isBlocked(caipAddress)) {
      store.setState({ status: 'error', caipAddress, balances: [], totalUsd: 0 })
      return
    }
    const cached = force ? undefined : cache.get<TokenBalance[]>('balance', caipAddress)
    if (cached) return show(caipAddress, cached)
    store.setState({
      status: 'loading',
      caipAddress,
      ...(sameAccount ? {} : { balances: [], totalUsd: 0, identity: undefined }),
    })
    try {
      if (!(await supportedChains()).includes(caipNetworkId)) {
        throw new BalanceUnavailableError({ details: `${caipNetworkId} is not supported` })
      }
      const balances = await getBalances(client, {
        address,
        chainId: caipNetworkId,
        forceUpdate: force,
      })
      cache.set('balance', caipAddress, balances)
      retry.clear(caipAddress)
      if (request === latest) show(caipAddress, balances)
    } catch (cause) {
      retry.recordFailure(caipAddress)
      if (request !== latest) return
      store.setState({ status: 'error', caipAddress, balances: [], totalUsd: 0 })
      onError?.(
        cause instanceof BalanceUnavailableError ? cause : new BalanceUnavailableError({ cause }),
      )
    }
  }

  const loadIdentity = async (caipAddress: string) => {
    const { address, namespace, caipNetworkId } = parseCaipAddress(caipAddress, {
      networks: parameters.networks,
    })
    const apply = (identity: GetIdentityReturnType) => {
      if (store.getState().caipAddress === caipAddress) store.setState({ identity })
    }
    // An EVM account's ENS name is the one of its chain (ENSIP-19): cached per chain.
    const chainId = namespace === 'eip155' ? caipNetworkId : undefined
    const key = chainId ? caipAddress : address
    const cached = cache.get<GetIdentityReturnType>('identity', key)
    if (cached) return apply(cached)
    try {
      const identity = await getIdentity(client, { address, chainId })
      cache.set('identity', key, identity)
      apply(identity)
    } catch {
      // No identity shown; the next load asks again.
    }
  }

  return {
    ...store,
    load,
    loadIdentity,
    blockedForMs: (caipAddress) => retry.remainingMs(caipAddress),
    reset: () => {
      latest++
      store.setState(initial)
    },
  }
}
