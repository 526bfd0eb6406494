import { z } from 'zod'
import { callSolanaRpc } from './callSolanaRpc'

/** The SPL Token and Token-2022 programs: token accounts of both are read. */
export const solanaTokenPrograms = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

export type ReadSolanaBalancesParameters = {
  /** The Solana node (the gateway's upstream for the chain). */
  url: string
  /** Base58 owner address. */
  address: string
  timeoutMs: number
  maxResponseBytes?: number | undefined
}
export type ReadSolanaBalancesReturnType = {
  /** SOL in lamports. */
  lamports: bigint
  /** Mint → amount in base units (summed over the owner's token accounts) and decimals. */
  tokens: Map<string, { amount: bigint; decimals: number }>
}

const balanceSchema = z.object({ value: z.number().int().nonnegative() })
const tokenAccountsSchema = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({
          parsed: z.object({
            info: z.object({
              mint: z.string(),
              tokenAmount: z.object({
                amount: z.string().regex(/^\d+$/),
                decimals: z.number().int().min(0).max(255),
              }),
            }),
          }),
        }),
      }),
    }),
  ),
})

/**
 * Reads an account's SOL and SPL balances from a Solana node in ONE HTTP call (a batch of
 * `getBalance` and `getTokenAccountsByOwner` `jsonParsed` for the Token and the Token-2022
 * programs). Amounts of several token accounts of one mint are added up. Throws when the node
 * fails or answers something else than a Solana node would.
 *
 * @example
 * const { lamports, tokens } = await readSolanaBalances({ url: 'http://127.0.0.1:8899', address, timeoutMs: 10_000 })
 */
export async function readSolanaBalances(
  parameters: ReadSolanaBalancesParameters,
): Promise<ReadSolanaBalancesReturnType> {
  const { url, address, timeoutMs, maxResponseBytes } = parameters
  const [balance, ...accountLists] = await callSolanaRpc({
    url,
    timeoutMs,
    maxResponseBytes,
    calls: [
      { method: 'getBalance', params: [address, { commitment: 'confirmed' }] },
      ...solanaTokenPrograms.map((programId) => ({
        method: 'getTokenAccountsByOwner',
        params: [address, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
      })),
    ],
  })
  const tokens = new Map<string, { amount: bigint; decimals: number }>()
  for (const list of accountLists)
    for (const { account } of tokenAccountsSchema.parse(list).value) {
      const { mint, tokenAmount } = account.data.parsed.info
      const amount = BigInt(tokenAmount.amount) + (tokens.get(mint)?.amount ?? 0n)
      tokens.set(mint, { amount, decimals: tokenAmount.decimals })
    }
  return { lamports: BigInt(balanceSchema.parse(balance).value), tokens }
}
