import { getFungiblePrices } from '@portico/core/api'
import {
  getServerApi,
  loadSwapTokens,
  SWAP_NATIVE_TOKEN_ADDRESS,
  type SwapToken,
} from '@portico/core/internal'
import { useEffect, useMemo, useState } from 'react'
import { usePorticoConfig } from '../context'
import { useSendTokens } from '../send/useSendTokens'
import { useStore } from '../useStore'

/** What the Swap view offers. */
export type SwapTokensState = {
  /** The network's tradable tokens (native first) with the account's balances (0 when none). */
  tokens: SwapToken[]
  /** The list is not read yet. */
  loading: boolean
}

const key = (address: string) => address.toLowerCase()

/**
 * The Swap view's tokens: the server's list for the account's network (`/v1/convert/tokens`)
 * with the account's exact balances (native from the chain, ERC-20s from the server) and USD
 * prices (held tokens' from the balances, the others' from `/v1/fungible/price`).
 *
 * @example
 * const { tokens } = useSwapTokens()
 */
export function useSwapTokens(): SwapTokensState {
  const config = usePorticoConfig()
  const { caipAddress } = useStore(config.account)
  const caipNetworkId = caipAddress?.split(':').slice(0, 2).join(':')
  const lists = useStore(loadSwapTokens(config, caipNetworkId))
  const list = caipNetworkId ? lists[caipNetworkId] : undefined
  const { tokens: held, nativePrice } = useSendTokens()
  const [prices, setPrices] = useState<Record<string, number>>({})

  useEffect(() => {
    const api = getServerApi(config)
    if (!api || !list?.length) return
    let current = true
    const addresses = list
      .map((token) => token.address)
      .filter((address) => !address.endsWith(`:${SWAP_NATIVE_TOKEN_ADDRESS}`))
    getFungiblePrices(api.client, { addresses }).then(
      ({ fungibles }) => {
        if (!current) return
        const bySymbol = new Map(fungibles.map((f) => [f.symbol, f.price]))
        const next: Record<string, number> = {}
        for (const token of list) {
          const price = bySymbol.get(token.symbol)
          if (price !== undefined) next[key(token.address)] = price
        }
        setPrices(next)
      },
      () => undefined, // no price: no price impact or USD figure, the swap still works
    )
    return () => {
      current = false
    }
  }, [config, list])

  return useMemo(() => {
    if (!list || !caipNetworkId) return { tokens: [], loading: list === undefined }
    const tokens = list.map((token): SwapToken => {
      const native = token.address.endsWith(`:${SWAP_NATIVE_TOKEN_ADDRESS}`)
      const mine = native
        ? held.find((h) => !h.address)
        : held.find((h) => h.address && key(`${caipNetworkId}:${h.address}`) === key(token.address))
      return {
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        address: token.address,
        balance: mine?.balance ?? 0n,
        price: mine?.price ?? (native ? nativePrice : prices[key(token.address)]),
        iconUrl: token.logoUri,
      }
    })
    return { tokens, loading: false }
  }, [list, caipNetworkId, held, nativePrice, prices])
}
