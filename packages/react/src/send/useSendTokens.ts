import { createStore, parseAmount } from '@portico/core'
import type { AccountTokensState } from '@portico/core/api'
import { getServerApi, type SendToken } from '@portico/core/internal'
import { useEffect, useMemo } from 'react'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'

// Without a server there is no token list: the native token only.
const noTokens = createStore<AccountTokensState>({
  status: 'idle',
  caipAddress: undefined,
  balances: [],
  totalUsd: 0,
  identity: undefined,
})

/** What the Send view offers: the tokens, the network's USD total and the native token's price. */
export type SendTokensState = {
  /** The native token first (when its balance is known), then the account's ERC-20s. */
  tokens: SendToken[]
  networkBalanceInUsd: number | undefined
  nativePrice: number | undefined
}

/**
 * The tokens the connected account can send on its network: the native token with its exact
 * balance read from the chain, and the ERC-20s of the account's token list (server balances,
 * read exactly with `parseAmount`). Loads both when missing.
 *
 * @example
 * const { tokens, networkBalanceInUsd } = useSendTokens()
 */
export function useSendTokens(): SendTokensState {
  const config = usePorticoConfig()
  const api = getServerApi(config)
  const { caipAddress, chainId, status } = useStore(config.account)
  const balance = useStore(config.balance)
  const tokensState = useStore(api?.tokens ?? noTokens)

  useEffect(() => {
    if (status !== 'connected' || !caipAddress) return
    if (balance.caipAddress !== caipAddress) void config.refreshBalance()
    if (api && api.tokens.getState().caipAddress !== caipAddress)
      void api.tokens.load({ caipAddress })
  }, [config, api, caipAddress, status, balance.caipAddress])

  return useMemo(() => {
    const network = config.networks.find(
      (n) => caipAddress?.startsWith(`${n.caipNetworkId}:`) && String(n.id) === String(chainId),
    )
    const caipNetworkId = network?.caipNetworkId
    const current = tokensState.caipAddress === caipAddress ? tokensState : undefined
    const listed = current?.balances.filter((token) => token.chainId === caipNetworkId) ?? []
    const nativeListed = listed.find((token) => !token.address)
    const tokens: SendToken[] = []
    if (balance.caipAddress === caipAddress && balance.value !== undefined && network) {
      tokens.push({
        name: network.nativeCurrency.name,
        symbol: balance.symbol ?? network.nativeCurrency.symbol,
        decimals: balance.decimals,
        balance: balance.value,
        price: nativeListed?.price,
      })
    }
    for (const token of listed) {
      const address = token.address?.split(':')[2]
      if (!address) continue
      const decimals = Number(token.quantity.decimals)
      try {
        tokens.push({
          name: token.name,
          symbol: token.symbol,
          decimals,
          address,
          balance: parseAmount(token.quantity.numeric, decimals),
          price: token.price,
          iconUrl: token.iconUrl,
        })
      } catch {
        // A quantity the server wrote in a form we cannot read exactly is not offered.
      }
    }
    return {
      tokens,
      networkBalanceInUsd: current?.status === 'success' ? current.totalUsd : undefined,
      nativePrice: nativeListed?.price,
    }
  }, [config, chainId, caipAddress, balance, tokensState])
}
