import type { DocumentedRoute } from './findDocumentedRoutes'

/** Parameters of {@link checkDocumentedRoutes}. */
export type CheckDocumentedRoutesParameters = {
  /** The routes the docs name ({@link findDocumentedRoutes}). */
  documented: readonly DocumentedRoute[]
  /** The server's OpenAPI document (`GET /docs/openapi.json`). */
  document: { paths: Record<string, Record<string, unknown>> }
  /** `METHOD /path` of routes the server serves outside the document (checked by the caller). */
  exempt?: readonly string[] | undefined
}

/**
 * Checks that every route the docs name is in the server's OpenAPI document with that method.
 * Path parameters match whatever their name (`{id}`, `:id`). Returns one line per route the
 * server does not have (empty when all exist).
 *
 * @example
 * const problems = checkDocumentedRoutes({ documented, document: await getOpenApi() })
 */
export function checkDocumentedRoutes(parameters: CheckDocumentedRoutesParameters): string[] {
  const exempt = new Set(parameters.exempt ?? [])
  const served = new Set<string>()
  for (const [path, operations] of Object.entries(parameters.document.paths))
    for (const method of Object.keys(operations))
      served.add(`${method.toUpperCase()} ${shape(path)}`)
  return parameters.documented
    .filter(({ method, path }) => !exempt.has(`${method} ${path}`))
    .filter(({ method, path }) => !served.has(`${method} ${shape(path)}`))
    .map(({ file, method, path }) => `${file}: ${method} ${path} is not in the OpenAPI document`)
}

/** `/v1/sessions/:id` and `/v1/sessions/{id}` → `/v1/sessions/{}`. */
function shape(path: string): string {
  return path.replace(/\{[^}]*\}/g, '{}').replace(/:\w+/g, '{}')
}
