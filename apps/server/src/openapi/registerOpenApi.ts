import { STATUS_CODES } from 'node:http'
import swagger from '@fastify/swagger'
import type { FastifyError, FastifyInstance } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import { describeValidationError } from './describeValidationError'
import type { ErrorBody } from './errorBody'

/** The body of every 5xx the server did not answer on purpose: no internal text. */
export function internalErrorBody(status = 500): ErrorBody {
  return { error: STATUS_CODES[status] ?? 'Internal Server Error', message: 'Internal error' }
}

/** Where the OpenAPI 3 document is served. */
export const openApiPath = '/docs/openapi.json'

export type RegisterOpenApiParameters = {
  /** The API version written in the document's `info.version`. */
  version: string
}

/**
 * Makes zod the server's schema language and publishes the routes as OpenAPI 3: sets the
 * validator and serializer compilers of `fastify-type-provider-zod`, registers `@fastify/swagger`
 * (with `jsonSchemaTransform`) so every route registered *afterwards* with zod
 * `schema: { querystring, params, body, response }` appears in `GET /docs/openapi.json`, and sets
 * the root error handler: a failed validation answers 400
 * `{ error: 'Bad Request', message: 'Missing query parameter "projectId"' }` (the message names
 * each bad field); other 4xx errors keep Fastify's answer; any other error is logged with its
 * reason and answers `{ error: 'Internal Server Error', message: 'Internal error' }` (never the
 * internal text). Call it before registering routes.
 *
 * @example
 * const app = Fastify()
 * await registerOpenApi(app, { version: '0.1.0' })
 * app.withTypeProvider<ZodTypeProvider>().get('/x', { schema: { querystring } }, handler)
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { version }: RegisterOpenApiParameters,
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) {
      const status = error.statusCode ?? 500
      // 4xx errors (body too large, bad JSON, …) keep Fastify's answer: their text is for the client.
      if (status >= 400 && status < 500) throw error
      // A 5xx never tells the client why: the reason (SQL text, stack) goes to the log only.
      request.log.error({ reason: error.message, err: error }, 'request failed')
      const code = status >= 500 && status < 600 ? status : 500
      return reply.code(code).send(internalErrorBody(code))
    }
    const body: ErrorBody = {
      error: 'Bad Request',
      message: describeValidationError({
        context: error.validationContext,
        issues: error.validation,
      }),
    }
    return reply.code(400).send(body)
  })

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Portico platform API',
        description:
          'Self-hosted blockchain API, wallet directory and RPC gateway of Portico. ' +
          'Every 4xx answer of the JSON routes is `{ error, message }`.',
        version,
      },
    },
    transform: jsonSchemaTransform,
  })

  app.get(openApiPath, { schema: { hide: true } }, async () => app.swagger())
}
