import type { TokenBalance } from '@portico/core'
import { getBalances } from '@portico/core/api'
import { useCallback, useEffect, useState } from 'react'
import { portico } from '../portico'
import { appClient } from '../wallet/appClient'
import type { ConnectedAccount } from '../wallet/useConnectedAccounts'
import { type SummarizePortfolioReturnType, summarizePortfolio } from './summarizePortfolio'

/** What {@link usePortfolio} gives the page. */
export type UsePortfolioReturnType = {
  status: 'loading' | 'success' | 'error'
  summary: SummarizePortfolioReturnType | undefined
  /** Networks whose balance could not be read (the summary leaves them out). */
  failed: string[]
  /** Reads again, asking the server to skip its 30 s cache. */
  refresh: () => void
}

/**
 * The connected accounts' balances on every network the app requests for their namespace, read
 * from the server's balance API (USD values from its price source) and summed by
 * `summarizePortfolio`. A network that fails is named in `failed`; all failing is `error`.
 *
 * @example
 * const { status, summary } = usePortfolio(useConnectedAccounts())
 */
export function usePortfolio(accounts: ConnectedAccount[]): UsePortfolioReturnType {
  const [state, setState] = useState<Omit<UsePortfolioReturnType, 'refresh'>>({
    status: 'loading',
    summary: undefined,
    failed: [],
  })
  const [force, setForce] = useState(0)
  const key = accounts.map((a) => a.caipAddress).join(' ')

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the accounts read
  useEffect(() => {
    // The accounts store fills right after the connection: nothing to read yet is not $0.
    if (accounts.length === 0) return
    const controller = new AbortController()
    const reads = accounts.flatMap((account) =>
      account.networks.map((network) =>
        getBalances(appClient(), {
          address: account.address,
          chainId: network.caipNetworkId,
          forceUpdate: force > 0,
          signal: controller.signal,
        }).then(
          (balances): TokenBalance[] | string => balances,
          (): TokenBalance[] | string => network.name,
        ),
      ),
    )
    setState((previous) => ({ ...previous, status: 'loading' }))
    void Promise.all(reads).then((results) => {
      if (controller.signal.aborted) return
      const failed = results.filter((r): r is string => typeof r === 'string')
      const balances = results.filter((r): r is TokenBalance[] => typeof r !== 'string').flat()
      setState({
        status: results.length > 0 && failed.length === results.length ? 'error' : 'success',
        summary: summarizePortfolio({ balances, networks: portico.networks }),
        failed,
      })
    })
    return () => controller.abort()
  }, [key, force])

  return { ...state, refresh: useCallback(() => setForce((n) => n + 1), []) }
}
