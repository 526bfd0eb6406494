import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'
import { type SolanaTokenLists, solanaTokenListsSchema } from '../solana/solanaTokenListSchema'
import { type TokenLists, tokenListsSchema } from './tokenListSchema'

/** The token lists shipped with the server: well-known tokens of real networks. */
export const builtInTokenListsPath = fileURLToPath(
  new URL('../../data/tokens.json', import.meta.url),
)

/**
 * The lists of the local devnet's chains (31337, 31338, 31339: pUSD, PTK, PTS, WETH and the
 * Uniswap V2 prices), for `PORTICO_TOKEN_LISTS` in `npm start` and tests. Plain data, checked
 * against `@portico/devnet` by a test, so the server never imports the devnet.
 */
export const devnetTokenListsPath = fileURLToPath(
  new URL('../../data/devnet-tokens.json', import.meta.url),
)

export type LoadTokenListsParameters = {
  /**
   * `PORTICO_TOKEN_LISTS`: inline JSON (starts with `{`) or the path of a JSON file, in the
   * format of `data/tokens.json`. Its chains replace the built-in lists of the same chains.
   */
  value?: string | undefined
}
export type LoadTokenListsReturnType = TokenLists

type AllTokenLists = { evm: TokenLists; solana: SolanaTokenLists }

function validate<T>(schema: z.ZodType<T>, json: unknown, origin: string): T {
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${origin} at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`)
  }
  return parsed.data
}

function parse(text: string, origin: string): AllTokenLists {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error(`${origin} is not valid JSON`)
  }
  // `solana:` chains have their own shape (base58 mints, no Multicall3 or pools).
  const entries =
    typeof json === 'object' && json !== null && !Array.isArray(json)
      ? Object.entries(json)
      : undefined
  const isSolana = ([key]: [string, unknown]) => key.startsWith('solana:')
  return {
    evm: validate<TokenLists>(
      tokenListsSchema,
      entries === undefined
        ? json
        : Object.fromEntries(entries.filter((entry) => !isSolana(entry))),
      origin,
    ),
    solana: validate<SolanaTokenLists>(
      solanaTokenListsSchema,
      Object.fromEntries((entries ?? []).filter(isSolana)),
      origin,
    ),
  }
}

/**
 * Reads the built-in token lists (`apps/server/data/tokens.json`) and lays the lists of
 * `PORTICO_TOKEN_LISTS` over them, chain by chain. Throws an `Error` saying where the data is bad.
 *
 * @example
 * const lists = loadTokenLists({ value: 'apps/server/data/devnet-tokens.json' })
 * lists['eip155:1']?.tokens.map((token) => token.symbol) // ['USDC', 'USDT', 'DAI', …]
 */
export function loadTokenLists(
  parameters: LoadTokenListsParameters = {},
): LoadTokenListsReturnType {
  return readTokenListSources(parameters).evm
}

/**
 * Internal: the built-in lists with `value`'s laid over them, EVM and Solana chains apart. Used
 * by {@link loadTokenLists} and `loadSolanaTokenLists`.
 */
export function readTokenListSources(parameters: LoadTokenListsParameters): AllTokenLists {
  const builtIn = parse(readFileSync(builtInTokenListsPath, 'utf8'), 'data/tokens.json')
  const value = parameters.value?.trim()
  if (value === undefined || value === '') return builtIn
  let extra: AllTokenLists
  if (value.startsWith('{')) extra = parse(value, 'the inline JSON')
  else {
    let text: string
    try {
      text = readFileSync(resolve(value), 'utf8')
    } catch {
      throw new Error(`names a file that cannot be read (${value})`)
    }
    extra = parse(text, value)
  }
  return {
    evm: { ...builtIn.evm, ...extra.evm },
    solana: { ...builtIn.solana, ...extra.solana },
  }
}
