import { type Clock, systemClock } from '@portico/core/internal'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { type Address, encodeFunctionData, erc20Abi, isAddressEqual, maxUint256 } from 'viem'
import { z } from 'zod'
import { projectIdSchema } from '../balances/apiSchemas'
import type { ChainClients } from '../balances/createChainClients'
import { tokenImagePath } from '../balances/tokenImagePath'
import type { TokenLists } from '../balances/tokenListSchema'
import { errorBody } from '../openapi/errorBody'
import {
  amountSchema,
  caipNetworkIdSchema,
  evmAddressSchema,
  evmTokenSchema,
  kitQuery,
} from './convertSchemas'
import { nativeTokenAddress, type SwapSource } from './swapSource'

export type ConvertRoutesParameters = {
  chainClients: ChainClients
  tokenLists: TokenLists
  swaps: SwapSource
  projects: { has(projectId: string): boolean }
  /** Prefix of icon URLs (`PORTICO_PUBLIC_URL`); none: server-relative paths. */
  publicUrl?: string | undefined
  /** Seconds the swap stays valid: its deadline is this long after the later of the chain's latest block and now (20 min). */
  deadlineSeconds?: number | undefined
  /** Time source of the deadline's "now"; the system clock by default. */
  clock?: Pick<Clock, 'now'> | undefined
}

const errors = { 400: errorBody, 401: errorBody, 429: errorBody, 502: errorBody }
const txSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.string(),
  value: z.string().describe('Wei to send with it (a whole decimal string)'),
  eip155: z.object({
    gas: z.string().optional().describe('Estimated gas with a 20 % margin, unless disableEstimate'),
    gasPrice: z.string(),
  }),
})
const tags = ['convert']

/**
 * The swap routes of SPEC §7 (`/v1/convert/*`) on the chains whose token list has `swaps`: tokens,
 * exact-input quotes (best of the direct and routed pools), gas price, allowance, approval and swap
 * transactions to send from the user's wallet. Amounts are whole decimal strings in the token's
 * smallest unit, tokens CAIP-10 ids (native: `0xEeee…EEeE`). A chain without swaps answers 400
 * `Network not supported for Swaps` (`… for Gas Price`).
 *
 * @example
 * await app.register(convertRoutes, { chainClients, tokenLists, swaps, projects })
 */
export async function convertRoutes(
  fastify: FastifyInstance,
  parameters: ConvertRoutesParameters,
): Promise<void> {
  const { chainClients, tokenLists, swaps, projects } = parameters
  const iconPrefix = parameters.publicUrl ?? ''
  const deadlineWindow = BigInt(parameters.deadlineSeconds ?? 20 * 60)
  const clock = parameters.clock ?? systemClock
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  const refuse = (reply: FastifyReply, code: 400 | 401 | 502, message: string) =>
    reply.code(code).send({
      error: code === 401 ? 'Unauthorized' : code === 502 ? 'Bad Gateway' : 'Bad Request',
      message,
    })
  const unknownProject = (projectId: string) => !projects.has(projectId)
  const clientOf = (chainId: string) => chainClients.get(chainId)
  const gasPriceOf = async (chainId: string) => {
    const client = clientOf(chainId)
    if (!client) throw new TypeError(`No node for ${chainId}`)
    return client.getGasPrice()
  }

  app.get(
    '/v1/convert/tokens',
    {
      schema: {
        summary: "The chain's tradable tokens (the native currency first), with icons",
        tags,
        querystring: z.object({ chainId: caipNetworkIdSchema, ...kitQuery }),
        response: {
          200: z.object({
            tokens: z.array(
              z.object({
                name: z.string(),
                symbol: z.string(),
                address: z.string().describe('CAIP-10 id (native: 0xEeee…EEeE)'),
                decimals: z.number(),
                logoUri: z.string(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { chainId, projectId } = request.query
      if (unknownProject(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      const list = tokenLists[chainId]
      if (!list || !swaps.has(chainId)) return refuse(reply, 400, 'Network not supported for Swaps')
      const { nativeCurrency } = list
      const wrapped = list.swaps?.wrappedNative
      return {
        tokens: [
          { ...nativeCurrency, address: nativeTokenAddress },
          // The wrapped native token is how native swaps route, not a separate choice.
          ...list.tokens.filter((token) => !wrapped || !isAddressEqual(token.address, wrapped)),
        ].map(({ name, symbol, address, decimals }) => ({
          name,
          symbol,
          address: `${chainId}:${address}`,
          decimals,
          logoUri: `${iconPrefix}${tokenImagePath(symbol)}`,
        })),
      }
    },
  )

  app.get(
    '/v1/convert/quotes',
    {
      schema: {
        summary: 'An exact-input quote: what `amount` of `from` gives of `to`',
        description:
          'Best of the direct pool and the routes through the chain route tokens (router getAmountsOut); no route with liquidity answers { quotes: [] }.',
        tags,
        querystring: z.object({
          amount: amountSchema,
          userAddress: evmAddressSchema,
          from: evmTokenSchema,
          to: evmTokenSchema,
          gasPrice: z.string().max(78).optional(),
          ...kitQuery,
        }),
        response: {
          200: z.object({
            quotes: z.array(
              z.object({
                id: z.null(),
                fromAmount: z.string(),
                fromAccount: z.string(),
                toAmount: z.string(),
                toAccount: z.string(),
                path: z.array(z.string()).describe('CAIP-10 ids the swap passes through'),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { amount, from, to, projectId } = request.query
      if (unknownProject(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      if (from.chainId !== to.chainId)
        return refuse(reply, 400, 'from and to are on different chains')
      if (!swaps.has(from.chainId)) return refuse(reply, 400, 'Network not supported for Swaps')
      const quote = await swaps
        .quote({ chainId: from.chainId, from: from.address, to: to.address, amount })
        .catch(() => null)
      if (quote === null) return refuse(reply, 502, 'The chain did not answer the quote')
      if (!quote) return { quotes: [] }
      return {
        quotes: [
          {
            id: null,
            fromAmount: quote.amountIn.toString(),
            fromAccount: `${from.chainId}:${from.address}`,
            toAmount: quote.amountOut.toString(),
            toAccount: `${to.chainId}:${to.address}`,
            path: quote.path.map((token) => `${from.chainId}:${token}`),
          },
        ],
      }
    },
  )

  app.get(
    '/v1/convert/gas-price',
    {
      schema: {
        summary: "The chain's gas price (wei): standard from the node, fast +25 %, instant +50 %",
        tags,
        querystring: z.object({ chainId: caipNetworkIdSchema, ...kitQuery }),
        response: {
          200: z.object({ standard: z.string(), fast: z.string(), instant: z.string() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { chainId, projectId } = request.query
      if (unknownProject(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      if (!swaps.has(chainId)) return refuse(reply, 400, 'Network not supported for Gas Price')
      const price = await gasPriceOf(chainId).catch(() => undefined)
      if (price === undefined) return refuse(reply, 502, 'The chain did not answer the gas price')
      return {
        standard: price.toString(),
        fast: ((price * 125n) / 100n).toString(),
        instant: ((price * 150n) / 100n).toString(),
      }
    },
  )

  app.get(
    '/v1/convert/allowance',
    {
      schema: {
        summary: 'How much of a token the swap contract may spend for the user',
        description:
          "Only the chain's token-list tokens (and the native currency); any other token answers 400 `Token not supported for Swaps`.",
        tags,
        querystring: z.object({
          tokenAddress: evmTokenSchema,
          userAddress: evmAddressSchema,
          ...kitQuery,
        }),
        response: { 200: z.object({ allowance: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { tokenAddress, userAddress, projectId } = request.query
      if (unknownProject(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      const { chainId, address } = tokenAddress
      if (!swaps.has(chainId)) return refuse(reply, 400, 'Network not supported for Swaps')
      // The native currency needs no approval.
      if (isAddressEqual(address, nativeTokenAddress)) return { allowance: maxUint256.toString() }
      // Only the token list's tokens are read: the server calls no contract a caller names.
      const listed = tokenLists[chainId]?.tokens.some((token) =>
        isAddressEqual(token.address, address),
      )
      if (!listed) return refuse(reply, 400, 'Token not supported for Swaps')
      const allowance = await clientOf(chainId)
        ?.readContract({
          address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [userAddress, swaps.spender(chainId)],
        })
        .catch(() => undefined)
      if (allowance === undefined)
        return refuse(reply, 502, 'The chain did not answer the allowance')
      return { allowance: allowance.toString() }
    },
  )

  app.get(
    '/v1/convert/build-approve',
    {
      schema: {
        summary: 'The approval transaction that lets the swap contract spend `from`',
        description:
          'Approves `amount` when given (recommended), else an unlimited allowance; gas estimated with a 20 % margin when the node can.',
        tags,
        querystring: z.object({
          userAddress: evmAddressSchema,
          from: evmTokenSchema,
          to: evmTokenSchema,
          amount: amountSchema.optional(),
          ...kitQuery,
        }),
        response: { 200: z.object({ tx: txSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const { userAddress, from, amount, projectId } = request.query
      if (unknownProject(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      if (!swaps.has(from.chainId)) return refuse(reply, 400, 'Network not supported for Swaps')
      if (isAddressEqual(from.address, nativeTokenAddress))
        return refuse(reply, 400, 'The native currency needs no approval')
      const gasPrice = await gasPriceOf(from.chainId).catch(() => undefined)
      if (gasPrice === undefined)
        return refuse(reply, 502, 'The chain did not answer the gas price')
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [swaps.spender(from.chainId), amount ?? maxUint256],
      })
      // The fee the kit shows before asking for the approval; without an estimate it shows none.
      const estimate = await clientOf(from.chainId)
        ?.estimateGas({ account: userAddress, to: from.address, data })
        .catch(() => undefined)
      const gas = estimate === undefined ? {} : { gas: ((estimate * 12n) / 10n).toString() }
      return {
        tx: {
          from: userAddress,
          to: from.address,
          data,
          value: '0',
          eip155: { ...gas, gasPrice: gasPrice.toString() },
        },
      }
    },
  )

  app.post(
    '/v1/convert/build-transaction',
    {
      schema: {
        summary: 'The swap transaction, with its minimum output from the slippage',
        description:
          'amountOutMin = quote × (1 − slippage %); the deadline is 20 minutes after the later of the latest block and now. With disableEstimate unset, the gas is estimated (a swap that would fail — no allowance, no balance — answers 400 with the reason).',
        tags,
        body: z.object({
          projectId: projectIdSchema,
          amount: amountSchema,
          eip155: z.object({ slippage: z.coerce.number().min(0).max(50) }).optional(),
          from: evmTokenSchema,
          to: evmTokenSchema,
          userAddress: evmAddressSchema,
          disableEstimate: z.boolean().optional(),
        }),
        response: {
          200: z.object({
            tx: txSchema,
            toAmount: z.string().describe('The quote the transaction was built on'),
            toAmountMin: z.string().describe('The least the swap gives; it reverts below'),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { projectId, amount, from, to, userAddress, disableEstimate } = request.body
      if (unknownProject(projectId)) return refuse(reply, 401, `Unknown projectId: ${projectId}`)
      if (from.chainId !== to.chainId)
        return refuse(reply, 400, 'from and to are on different chains')
      const chainId = from.chainId
      const client = clientOf(chainId)
      if (!client || !swaps.has(chainId))
        return refuse(reply, 400, 'Network not supported for Swaps')
      const slippage = request.body.eip155?.slippage ?? 1 // SPEC §9: 1 %
      const block = await client.getBlock().catch(() => undefined)
      const gasPrice = await client.getGasPrice().catch(() => undefined)
      if (!block || gasPrice === undefined) return refuse(reply, 502, 'The chain did not answer')
      const now = BigInt(Math.floor(clock.now() / 1000))
      const built = await swaps
        .buildSwap({
          chainId,
          from: from.address,
          to: to.address,
          amount,
          userAddress,
          slippage,
          // A chain that mines only on demand (the devnet) can have a latest block far older than
          // now: its next block, the one the swap lands in, is stamped with the wall clock.
          deadline: (block.timestamp > now ? block.timestamp : now) + deadlineWindow,
        })
        .catch(() => null)
      if (built === null) return refuse(reply, 502, 'The chain did not answer the quote')
      if (!built) return refuse(reply, 400, 'No route with liquidity for this swap')
      const { transaction } = built
      let gas: bigint | undefined
      if (!disableEstimate) {
        try {
          const estimate = await client.estimateGas({
            account: userAddress as Address,
            to: transaction.to,
            data: transaction.data,
            value: transaction.value,
          })
          gas = (estimate * 12n) / 10n
        } catch (error) {
          const reason = (error as { shortMessage?: string }).shortMessage ?? 'it would revert'
          return refuse(reply, 400, `The swap would fail: ${reason}`)
        }
      }
      return {
        tx: {
          from: userAddress,
          to: transaction.to,
          data: transaction.data,
          value: transaction.value.toString(),
          eip155: { ...(gas ? { gas: gas.toString() } : {}), gasPrice: gasPrice.toString() },
        },
        toAmount: built.quote.amountOut.toString(),
        toAmountMin: built.amountOutMin.toString(),
      }
    },
  )
}
