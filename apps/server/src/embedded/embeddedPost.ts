import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'

/**
 * How the embedded-wallet routes declare a POST route (embeddedRoutes.ts makes it): its URL,
 * summary, zod body and answer, and a handler that gets the parsed body. The social and
 * Farcaster routes take it as a parameter.
 */
export type EmbeddedPost = <B extends z.ZodType, R extends z.ZodType>(
  url: string,
  summary: string,
  body: B,
  response: R,
  handler: (
    request: FastifyRequest & { body: z.infer<B> },
    reply: FastifyReply,
  ) => Promise<z.infer<R>>,
) => unknown
