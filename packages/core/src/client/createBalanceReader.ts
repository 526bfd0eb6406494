import type { AdapterAccount, AdapterGetBalanceReturnType } from '../adapter'
import type { Clock } from '../clock/types'
import { BalanceUnavailableError } from '../errors/balance'
import { createStore, type Store } from '../store/createStore'
import { createBalanceRetryBlock } from '../timed/createBalanceRetryBlock'

/** Native balance of the active account on its current network, as read from the chain. */
export type BalanceState = {
  status: 'idle' | 'loading' | 'success' | 'error'
  value: bigint | undefined
  decimals: number
  symbol: string | undefined
  /** `caipAddress` the value belongs to (a change of account or network refetches). */
  caipAddress: string | undefined
}

export type CreateBalanceReaderParameters = {
  /** The active account. */
  getAccount: () => AdapterAccount
  /** Whether the account's balance can be read (its network is one the app requested). */
  isReadable: (account: AdapterAccount) => boolean
  /** Reads the native balance of the account through its namespace's adapter. */
  read: (account: AdapterAccount) => Promise<AdapterGetBalanceReturnType>
  /** Called with `BalanceUnavailableError` when a read fails (the client toasts it). */
  onError: (error: BalanceUnavailableError) => void
  clock: Clock
}

export type CreateBalanceReaderReturnType = {
  store: Store<BalanceState>
  /** Reads the balance of the active account now; concurrent callers share one read. */
  refresh: () => Promise<void>
  /** Back to `idle` (after a disconnect). */
  clear: () => void
}

const idle: BalanceState = {
  status: 'idle',
  value: undefined,
  decimals: 18,
  symbol: undefined,
  caipAddress: undefined,
}

/**
 * The active account's native balance (SPEC §3 "balance", §4): one read at a time per account and
 * network; a failed read shows `Token Balance Unavailable` and blocks retries for 30 s.
 *
 * @example
 * const reader = createBalanceReader({
 *   getAccount, isReadable: () => true, read: (a) => adapter.getBalance({ address: a.address }), onError, clock,
 * })
 * await reader.refresh()
 * reader.store.getState() // { status: 'success', value: 10000000000000000000000n, … }
 */
export function createBalanceReader(
  parameters: CreateBalanceReaderParameters,
): CreateBalanceReaderReturnType {
  const { getAccount, isReadable, read, onError, clock } = parameters
  const store = createStore<BalanceState>(idle)
  const retryBlock = createBalanceRetryBlock({ clock })
  let running: { caipAddress: string; promise: Promise<void> } | undefined

  const readNow = async () => {
    const account = getAccount()
    const { address, caipAddress } = account
    if (!address || !caipAddress || !isReadable(account)) return
    if (retryBlock.isBlocked(caipAddress)) {
      store.setState({ status: 'error', value: undefined, caipAddress })
      return
    }
    store.setState({ status: 'loading', value: undefined, caipAddress })
    try {
      const result = await read(account)
      if (getAccount().caipAddress !== caipAddress) return
      store.setState({ status: 'success', ...result, caipAddress })
    } catch (cause) {
      retryBlock.recordFailure(caipAddress)
      if (getAccount().caipAddress !== caipAddress) return
      store.setState({ status: 'error', caipAddress })
      onError(new BalanceUnavailableError({ cause }))
    }
  }

  const refresh = () => {
    const { caipAddress } = getAccount()
    if (running && running.caipAddress === caipAddress) return running.promise
    const promise = readNow().finally(() => {
      if (running?.promise === promise) running = undefined
    })
    if (caipAddress) running = { caipAddress, promise }
    return promise
  }

  return { store, refresh, clear: () => store.setState(idle) }
}
