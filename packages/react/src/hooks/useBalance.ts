import {
  type GetBalanceErrorType,
  type GetBalanceParameters,
  type GetBalanceReturnType,
  getBalance,
} from '@portico/core/actions'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type ConfigParameter, usePorticoConfig } from '../context'
import { useStore } from '../useStore'

export type UseBalanceParameters = GetBalanceParameters &
  ConfigParameter & {
    /** False: no read until it turns true (e.g. while an address is typed). Default true. */
    enabled?: boolean | undefined
  }
export type UseBalanceReturnType = {
  data: GetBalanceReturnType | undefined
  error: GetBalanceErrorType | null
  status: 'pending' | 'success' | 'error'
  /** No data yet (reading, or not enabled). */
  isPending: boolean
  /** A read is running. */
  isFetching: boolean
  isSuccess: boolean
  isError: boolean
  /** Reads again now. */
  refetch: () => Promise<GetBalanceReturnType | undefined>
}

type State = { data: GetBalanceReturnType | undefined; error: GetBalanceErrorType | null }

/**
 * The native balance of an address (the connected account's by default, of the active namespace
 * or `namespace`), read from the chain with core's `getBalance`; read again when the account or
 * its network changes. Without an address and with no wallet connected it reads nothing.
 *
 * @example
 * const { data } = useBalance()
 * data && `${data.formatted} ${data.symbol}` // '10000 ETH'
 */
export function useBalance(parameters: UseBalanceParameters = {}): UseBalanceReturnType {
  const { config: given, enabled = true, address, chainId, namespace } = parameters
  const config = usePorticoConfig({ config: given })
  const accounts = useStore(config.accounts)
  const { active } = useStore(config.namespace)
  const target = namespace ?? active
  const account = accounts[target]
  const connected = account?.status === 'connected' ? account.caipAddress : undefined
  const [state, setState] = useState<State>({ data: undefined, error: null })
  const [fetching, setFetching] = useState(false)
  const latest = useRef(0)
  const canRead = enabled && (address !== undefined || connected !== undefined)

  const refetch = useCallback(async () => {
    const call = ++latest.current
    setFetching(true)
    try {
      const data = await getBalance(config, { address, chainId, namespace: target })
      if (call === latest.current) setState({ data, error: null })
      return data
    } catch (error) {
      if (call === latest.current)
        setState({ data: undefined, error: error as GetBalanceErrorType })
      return undefined
    } finally {
      if (call === latest.current) setFetching(false)
    }
  }, [config, address, chainId, target])

  // Read again when what is read changes (the account, its network, the parameters).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `connected` (the account and its network) changes what is read
  useEffect(() => {
    if (!canRead) {
      latest.current++
      setState((s) => (s.data || s.error ? { data: undefined, error: null } : s))
      setFetching(false)
      return
    }
    void refetch()
  }, [canRead, refetch, connected])

  const status = state.error ? 'error' : state.data ? 'success' : 'pending'
  return {
    ...state,
    status,
    isPending: status === 'pending',
    isFetching: fetching,
    isSuccess: status === 'success',
    isError: status === 'error',
    refetch,
  }
}
