import { getValueHistory } from '@portico/core/api'
import { useEffect, useState } from 'react'
import { appClient } from '../wallet/appClient'
import type { ConnectedAccount } from '../wallet/useConnectedAccounts'
import {
  type SummarizeValueHistoryReturnType,
  summarizeValueHistory,
} from './summarizeValueHistory'

/** The days the Portfolio chart covers (and today). */
export const CHART_DAYS = 30

/** What {@link useValueHistory} gives the chart. */
export type UseValueHistoryReturnType = {
  status: 'loading' | 'success' | 'error'
  /** Undefined while loading, on error, or when the server counts none of the networks. */
  summary: SummarizeValueHistoryReturnType
}

/**
 * The connected EVM accounts' daily USD value over the last {@link CHART_DAYS} days, read from
 * the server's value history (one request per network the app requests, like the Portfolio's
 * total) and summed by date. Read again when `version` changes (the page's Refresh).
 *
 * @example
 * const { status, summary } = useValueHistory(useConnectedAccounts(), 0)
 */
export function useValueHistory(
  accounts: ConnectedAccount[],
  version: number,
): UseValueHistoryReturnType {
  const [state, setState] = useState<UseValueHistoryReturnType>({
    status: 'loading',
    summary: undefined,
  })
  const reads = accounts
    .filter((account) => account.namespace === 'eip155')
    .flatMap((account) =>
      account.networks.map((network) => ({
        address: account.address,
        chainId: network.caipNetworkId,
      })),
    )
  const key = reads.map((read) => `${read.chainId}:${read.address}`).join(' ')

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the reads
  useEffect(() => {
    if (reads.length === 0) {
      setState({ status: 'success', summary: undefined })
      return
    }
    const controller = new AbortController()
    setState((previous) => ({ ...previous, status: 'loading' }))
    Promise.all(
      reads.map((read) =>
        getValueHistory(appClient(), { ...read, days: CHART_DAYS, signal: controller.signal }),
      ),
    ).then(
      (histories) => {
        if (!controller.signal.aborted)
          setState({ status: 'success', summary: summarizeValueHistory({ histories }) })
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', summary: undefined })
      },
    )
    return () => controller.abort()
  }, [key, version])
  return state
}
