import { type Clock, DEFAULT_ONRAMP_PAYMENT_CURRENCIES, systemClock } from '@portico/core/internal'
import type { FastifyInstance } from 'fastify'
import { createChainClients } from '../balances/createChainClients'
import type { TokenLists } from '../balances/tokenListSchema'
import type { RpcUpstream } from '../config'
import type { Database } from '../db/openDatabase'
import { createUniswapV2PriceSource } from '../prices/createUniswapV2PriceSource'
import { checkoutRoutes } from './checkoutRoutes'
import { createOrderStore } from './createOrderStore'
import { createSandboxProvider, type SandboxProvider } from './createSandboxProvider'
import { createTreasury } from './createTreasury'
import type { OnrampProvider } from './onrampProvider'
import { onrampRoutes } from './onrampRoutes'
import { type OnrampConfig, onrampConfigDefaults } from './readOnrampConfig'
import { sellableItems, toPurchaseCurrencies } from './sellableItems'

export type OnrampParameters = {
  config: {
    onramp: OnrampConfig
    rpcUpstreams: readonly RpcUpstream[]
    tokenLists: TokenLists
    rpcTimeoutMs: number
    publicUrl?: string | undefined
  }
  db: Database
  projects: { has(projectId: string): boolean }
  clock?: Clock | undefined
}

/** USD card limits of SPEC §8's list: what the sandbox accepts. */
const cardLimits = (() => {
  const usd = DEFAULT_ONRAMP_PAYMENT_CURRENCIES.find((currency) => currency.id === 'USD')
  const card = usd?.payment_method_limits.find((limit) => limit.id === 'card')
  return { min: card?.min ?? '10.00', max: card?.max ?? '7500.00' }
})()

/** Real providers that only generate URLs (their fee range as they publish it: SPEC §1's 1–2 %). */
const urlProvider = (id: string, name: string): OnrampProvider => ({
  id,
  name,
  feeBps: { min: 100, max: 200 },
  quotes: false,
  options: () => Promise.reject(new Error(`${name}: no options from the server`)),
  quote: () => Promise.reject(new Error(`${name}: no quotes from the server`)),
})

/**
 * Buying tokens (docs/buy.md): the `/v1/onramp/*` and `/v1/generators/onrampurl` routes over the
 * configured providers — the sandbox (when `PORTICO_ONRAMP_SANDBOX_KEY` is set; it settles on
 * its chains from that treasury account, with its checkout pages) and the URL generators of
 * Coinbase Onramp and Meld (when their keys are set).
 *
 * @example
 * await app.register(onramp, { config, db, projects })
 */
export async function onramp(app: FastifyInstance, parameters: OnrampParameters): Promise<void> {
  const { config, db, projects } = parameters
  const clock = parameters.clock ?? systemClock
  const chainClients = createChainClients({
    rpcUpstreams: config.rpcUpstreams,
    tokenLists: config.tokenLists,
    timeoutMs: config.rpcTimeoutMs,
  })
  const priceSource = createUniswapV2PriceSource({ chainClients, tokenLists: config.tokenLists })
  const store = createOrderStore(db)
  const settings = config.onramp.sandbox
  const treasury = settings && createTreasury({ chainClients, key: settings.treasuryKey })
  const sandbox: SandboxProvider | undefined =
    settings && treasury
      ? createSandboxProvider({
          chains: settings.chains.filter((chain) => chainClients.has(chain)),
          tokenLists: config.tokenLists,
          priceSource,
          treasury,
          feeBps: settings.feeBps,
          cardLimits,
        })
      : undefined
  const providers: OnrampProvider[] = [
    ...(sandbox ? [sandbox] : []),
    ...(config.onramp.coinbaseAppId ? [urlProvider('coinbase', 'Coinbase Onramp')] : []),
    ...(config.onramp.meldPublicKey ? [urlProvider('meld', 'Meld')] : []),
  ]
  // When every provider fails: what the server's own chains could sell (no balance read).
  const fallbackPurchaseCurrencies = toPurchaseCurrencies(
    [...chainClients.keys()].flatMap((network) => sellableItems(config.tokenLists, network)),
  )
  await app.register(onrampRoutes, {
    providers,
    sandbox,
    urlKeys: { coinbase: config.onramp.coinbaseAppId, meld: config.onramp.meldPublicKey },
    fallbackPurchaseCurrencies,
    store,
    projects,
    clock,
    publicUrl: config.publicUrl,
  })
  await app.register(checkoutRoutes, {
    store,
    treasury,
    clock,
    checkoutsPerMinute: settings?.checkoutsPerMinute ?? onrampConfigDefaults.checkoutsPerMinute,
    dailyCaps: {
      recipientCents: settings?.recipientDailyCents ?? onrampConfigDefaults.recipientDailyCents,
      totalCents: settings?.dailyCents ?? onrampConfigDefaults.dailyCents,
    },
  })
}
