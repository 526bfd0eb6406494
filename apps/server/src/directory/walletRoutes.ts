import { isCaipNetworkId } from '@portico/core/caip'
import { type Clock, systemClock } from '@portico/core/internal'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../db/openDatabase'
import { type ErrorBody, errorBody } from '../openapi/errorBody'
import { createAnswerCache } from './createAnswerCache'
import { type ListWalletsParameters, type ListWalletsReturnType, listWallets } from './listWallets'
import { badgeTypes } from './readDirectorySeed'
import { sdkQuery } from './sdkQuery'

/** Default and largest page size of `GET /getWallets` (SPEC §9: pages of 40, search 100). */
export const walletPageSize = { default: 40, max: 100 } as const
/** Most ids (or chains) one `include`/`exclude`/`chains` list may hold. */
export const maxListLength = 100

export type WalletRoutesParameters = {
  db: Database
  /** Known project ids (the server's cache of the `projects` table). */
  projects: { has(projectId: string): boolean }
  /** Time source of the answer cache; the real clock by default. */
  clock?: Pick<Clock, 'now'> | undefined
}

/** How long a `/getWallets` answer is reused (operators' table edits show within this time). */
export const walletAnswerCacheMs = 30_000

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`
  return z
    .string()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message))
}

const commaList = (item: z.ZodType<string, string>, description: string) =>
  z
    .string()
    .max(10_000, 'must be at most 10000 characters')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(maxListLength, `must list at most ${maxListLength} values`))
    .optional()
    .describe(description)

const noControl = /^[^\p{Cc}]*$/u
const controlMessage = 'must not contain control characters'
const walletId = z
  .string()
  .max(64, 'ids are at most 64 characters')
  .regex(noControl, controlMessage)
const chain = z
  .string()
  .refine(
    (value) => (value.includes(':') ? isCaipNetworkId(value) : /^[-a-z0-9]{3,8}$/.test(value)),
    'must be CAIP-2 network ids (eip155:1) or namespaces (solana)',
  )

const querystring = sdkQuery.extend({
  page: wholeNumber(1, 100_000).optional().describe('1-based page; default 1'),
  entries: wholeNumber(1, walletPageSize.max)
    .optional()
    .describe('Page size; default 40, at most 100'),
  include: commaList(walletId, 'Comma list of wallet ids: only these'),
  exclude: commaList(walletId, 'Comma list of wallet ids: not these'),
  chains: commaList(
    chain,
    'Comma list of CAIP-2 ids or namespaces; a wallet matches when it supports any',
  ),
  search: z
    .string()
    .max(100, 'must be at most 100 characters')
    .regex(noControl, controlMessage)
    .optional()
    .describe('Case-insensitive part of the wallet name'),
  badge_type: z
    .enum(badgeTypes, { error: `must be one of ${badgeTypes.join(', ')}` })
    .optional()
    .describe('Only wallets with this badge'),
})

const walletListing = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string().nullable().describe('Id for GET /getWalletImage/{id}'),
  chains: z.array(z.string()).describe('CAIP-2 ids'),
  rdns: z.string().nullable().describe('EIP-6963 reverse-DNS id'),
  mobile_link: z.string().nullable().describe('Native scheme (metamask://) or universal link'),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  homepage: z.string().nullable(),
  badge_type: z.string().describe('none or certified'),
})

/**
 * `GET /getWallets` (SPEC §7): one page of the wallet directory, `{ data, count }` where `count`
 * is the number of wallets matching the filters. Recommended wallets come first, then by name.
 *
 * @example
 * await app.register(walletRoutes, { db, projects })
 * await app.inject('/getWallets?projectId=portico-local&search=rain') // { data: [{ id: 'rainbow', … }], count: 1 }
 */
export async function walletRoutes(
  app: FastifyInstance,
  { db, projects, clock = systemClock }: WalletRoutesParameters,
): Promise<void> {
  const cache = createAnswerCache<ListWalletsReturnType>({
    clock,
    ttlMs: walletAnswerCacheMs,
    maxEntries: 1000,
  })
  app.withTypeProvider<ZodTypeProvider>().get(
    '/getWallets',
    {
      schema: {
        summary: 'One page of the wallet directory',
        tags: ['directory'],
        querystring,
        response: {
          200: z.object({
            data: z.array(walletListing),
            count: z.number().int().describe('Wallets matching the filters, all pages'),
          }),
          400: errorBody,
          401: errorBody,
        },
      },
    },
    async (request, reply) => {
      const query = request.query
      if (!projects.has(query.projectId)) {
        const body: ErrorBody = {
          error: 'Unauthorized',
          message: `Unknown projectId: ${query.projectId}`,
        }
        return reply.code(401).send(body)
      }
      const search = query.search?.trim()
      const filters: ListWalletsParameters = {
        page: query.page ?? 1,
        entries: query.entries ?? walletPageSize.default,
        include: query.include?.length ? query.include : undefined,
        exclude: query.exclude?.length ? query.exclude : undefined,
        chains: query.chains?.length ? query.chains : undefined,
        search: search === '' ? undefined : search?.toLowerCase(),
        badgeType: query.badge_type,
      }
      return cache.get(JSON.stringify(filters), () => listWallets(db, filters))
    },
  )
}
