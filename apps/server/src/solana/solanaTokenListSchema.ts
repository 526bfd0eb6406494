import { isSolanaAddress } from '@portico/core'
import { z } from 'zod'
import { parseServedChainId } from './parseServedChainId'

const mint = z.string().refine(isSolanaAddress, { message: 'must be a base58 Solana mint address' })
const decimals = z.number().int().min(0).max(255)

const solanaChainTokenList = z
  .strictObject({
    /** SOL (balance read with `getBalance`). */
    nativeCurrency: z.strictObject({
      name: z.string().min(1).max(100),
      symbol: z.string().min(1).max(20),
      decimals,
    }),
    /** Names and symbols of known SPL mints (Token or Token-2022); decimals come from the chain. */
    tokens: z
      .array(
        z.strictObject({
          address: mint,
          name: z.string().min(1).max(100),
          symbol: z.string().min(1).max(20),
          decimals,
        }),
      )
      .max(500),
  })
  .superRefine((list, ctx) => {
    if (new Set(list.tokens.map((token) => token.address)).size !== list.tokens.length)
      ctx.addIssue({ code: 'custom', path: ['tokens'], message: 'lists a token twice' })
  })

/** The Solana chains of a token-list file: `solana:<ref>` → the chain's list. */
export const solanaTokenListsSchema = z
  .record(z.string(), z.unknown())
  .superRefine((record, ctx) => {
    for (const key of Object.keys(record))
      if (parseServedChainId(key)?.namespace !== 'solana')
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be a solana CAIP-2 id' })
  })
  .pipe(z.record(z.string(), solanaChainTokenList))

/** The token list of one Solana chain. */
export type SolanaChainTokenList = z.output<typeof solanaChainTokenList>
/** `solana:<ref>` → {@link SolanaChainTokenList}. */
export type SolanaTokenLists = Record<string, SolanaChainTokenList>
