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
 * each bad field). Other errors keep Fastify's default handling. Call it before registering routes.
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
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error
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
