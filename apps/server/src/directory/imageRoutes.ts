import { type Clock, systemClock } from '@portico/core/internal'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { directoryImages } from '../db/directorySchema'
import type { Database } from '../db/openDatabase'
import { type ErrorBody, errorBody } from '../openapi/errorBody'
import { createAnswerCache } from './createAnswerCache'
import type { ImageKind } from './readDirectorySeed'

export type ImageRoutesParameters = {
  db: Database
  /** Time source of the image cache (30 s); the real clock by default. */
  clock?: Pick<Clock, 'now'> | undefined
}

type StoredImage = { contentType: string; body: string; etag: string }

/** The image routes (SPEC §7), their kind and how an id is normalised before lookup. */
export const imageRouteList: readonly {
  path: string
  kind: ImageKind
  what: string
  normalize: (id: string) => string
}[] = [
  { path: '/getWalletImage/:id', kind: 'wallet', what: 'wallet image', normalize: (id) => id },
  { path: '/public/getAssetImage/:id', kind: 'asset', what: 'asset image', normalize: (id) => id },
  {
    path: '/public/getCurrencyImage/:id',
    kind: 'currency',
    what: 'currency image',
    normalize: (id) => id.toUpperCase(),
  },
  {
    path: '/public/getTokenImage/:id',
    kind: 'token',
    what: 'token image',
    normalize: (id) => id.toUpperCase(),
  },
]

/** `cache-control` of every image: ids are stable, so clients keep an image for a year. */
export const imageCacheControl = 'public, max-age=31536000, immutable'

/**
 * The directory's image routes: `GET /getWalletImage/{id}` (a wallet's `image_id`),
 * `/public/getAssetImage/{id}` (networks by CAIP-2 id, login methods), `/public/getCurrencyImage/{id}`
 * (ISO 4217 code, any case) and `/public/getTokenImage/{id}` (token symbol, any case). Each answers
 * the stored image with its content type, `cache-control: public, max-age=31536000, immutable` and
 * an ETag (304 on a matching `If-None-Match`), or 404 `{ error: 'Not Found', message }`.
 *
 * @example
 * await app.register(imageRoutes, { db })
 * await app.inject('/public/getCurrencyImage/usd') // 200 image/svg+xml
 */
export async function imageRoutes(
  app: FastifyInstance,
  { db, clock = systemClock }: ImageRoutesParameters,
): Promise<void> {
  const cache = createAnswerCache<StoredImage | null>({ clock, ttlMs: 30_000, maxEntries: 2000 })
  const typed = app.withTypeProvider<ZodTypeProvider>()
  for (const route of imageRouteList) {
    typed.get(
      route.path,
      {
        schema: {
          summary: `A ${route.what} (SVG)`,
          tags: ['directory'],
          params: z.object({
            id: z
              .string()
              .min(1, 'must not be empty')
              .max(100)
              .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters')
              .describe('Image id (at most 100 characters)'),
          }),
          response: {
            200: {
              description: `The ${route.what}`,
              content: { 'image/svg+xml': { schema: z.string() } },
            },
            304: z.null().describe('Not modified (If-None-Match matched the ETag)'),
            400: errorBody,
            404: errorBody,
          },
        },
      },
      async (request, reply) => {
        const id = route.normalize(request.params.id)
        const image = await cache.get(`${route.kind}:${id}`, async () => {
          const [row] = await db
            .select({
              contentType: directoryImages.contentType,
              body: directoryImages.body,
              etag: directoryImages.etag,
            })
            .from(directoryImages)
            .where(and(eq(directoryImages.kind, route.kind), eq(directoryImages.id, id)))
            .limit(1)
          return row ?? null
        })
        if (image === null) {
          const body: ErrorBody = {
            error: 'Not Found',
            message: `Unknown ${route.what}: ${request.params.id}`,
          }
          return reply.code(404).send(body)
        }
        reply
          .header('cache-control', imageCacheControl)
          .header('etag', image.etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        const ifNoneMatch = request.headers['if-none-match']
        if (typeof ifNoneMatch === 'string' && ifNoneMatch.split(/\s*,\s*/).includes(image.etag))
          return reply.code(304).send(null)
        return reply.type(image.contentType).send(image.body)
      },
    )
  }
}
