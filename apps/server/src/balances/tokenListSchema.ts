import { isEvmAddress, toChecksumAddress } from '@portico/core'
import { isCaipNetworkId } from '@portico/core/caip'
import type { Address } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => value.startsWith('0x') && isEvmAddress(value), {
    message: 'must be a 0x EVM address (EIP-55 when mixed case)',
  })
  .transform((value) => toChecksumAddress(value) as Address)

const decimals = z.number().int().min(0).max(255)

const token = z.strictObject({
  address,
  name: z.string().min(1).max(100),
  symbol: z.string().min(1).max(20),
  decimals,
})

const chainTokenList = z
  .strictObject({
    /** The chain's own currency (balance read with Multicall3's `getEthBalance`). */
    nativeCurrency: z.strictObject({
      name: z.string().min(1).max(100),
      symbol: z.string().min(1).max(20),
      decimals,
    }),
    /** Multicall3's address on this chain; default the canonical one. */
    multicall3: address.optional(),
    tokens: z.array(token).max(500),
    /** Where prices come from; absent = no prices on this chain (price 0, value 0). */
    prices: z
      .strictObject({
        source: z.literal('uniswapV2'),
        factory: address,
        /** A USD-stable token of the list: priced at exactly 1 USD. */
        usdToken: address,
        /** The wrapped native token of the list (prices the native currency, and routes). */
        wrappedNative: address.optional(),
      })
      .optional(),
    /** Where swaps go (`/v1/convert/*`); absent = `Network not supported for Swaps`. */
    swaps: z
      .strictObject({
        source: z.literal('uniswapV2'),
        /** The Router02 (also the spender of approvals). */
        router: address,
        /** The wrapped native token (native swaps go through it; a route token). */
        wrappedNative: address,
        /** More tokens a route may pass through (e.g. the USD token). */
        routeTokens: z.array(address).max(5).default([]),
      })
      .optional(),
  })
  .superRefine((list, ctx) => {
    const known = new Set(list.tokens.map((item) => item.address))
    if (known.size !== list.tokens.length)
      ctx.addIssue({ code: 'custom', path: ['tokens'], message: 'lists a token twice' })
    const swaps = list.swaps
    for (const [key, value] of [
      ['wrappedNative', swaps?.wrappedNative],
      ...(swaps?.routeTokens ?? []).map((token, index) => [`routeTokens.${index}`, token]),
    ] as const)
      if (value !== undefined && !known.has(value as Address))
        ctx.addIssue({
          code: 'custom',
          path: ['swaps', ...key.split('.')],
          message: 'must be one of the chain tokens',
        })
    for (const key of ['usdToken', 'wrappedNative'] as const) {
      const value = list.prices?.[key]
      if (value !== undefined && !known.has(value))
        ctx.addIssue({
          code: 'custom',
          path: ['prices', key],
          message: 'must be one of the chain tokens',
        })
    }
  })

/** The token lists of every chain: CAIP-2 id → the chain's list. */
export const tokenListsSchema = z
  .record(z.string(), z.unknown())
  .superRefine((record, ctx) => {
    for (const key of Object.keys(record))
      if (!isCaipNetworkId(key))
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be a CAIP-2 network id' })
  })
  .pipe(z.record(z.string(), chainTokenList))

/** The token list of one chain, as read from `data/tokens.json` or `PORTICO_TOKEN_LISTS`. */
export type ChainTokenList = z.output<typeof chainTokenList>
/** One ERC-20 of a chain's list (address EIP-55 checksummed). */
export type ListedToken = ChainTokenList['tokens'][number]
/** CAIP-2 id → {@link ChainTokenList}. */
export type TokenLists = Record<string, ChainTokenList>

/** Multicall3's address on every EVM chain that has it. */
export const defaultMulticall3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'
