/** One issue of a failed request validation, as fastify-type-provider-zod reports it. */
export type ValidationIssue = {
  /** Zod issue code, e.g. `invalid_type`, `too_small`. */
  keyword?: string | undefined
  /** JSON pointer of the bad field, e.g. `/page`. */
  instancePath?: string | undefined
  message?: string | undefined
}

export type DescribeValidationErrorParameters = {
  /** Fastify's `validationContext`: `querystring`, `params`, `body` or `headers`. */
  context: string | undefined
  issues: readonly ValidationIssue[]
}

export type DescribeValidationErrorReturnType = string

const labels: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
}

/**
 * Turns a failed request validation into one clear sentence per issue, naming the field: the text
 * of a 400 answer. A missing field reads `Missing query parameter "projectId"`; other issues give
 * the field and the schema's message.
 *
 * @example
 * describeValidationError({
 *   context: 'querystring',
 *   issues: [{ keyword: 'too_small', instancePath: '/page', message: 'must be an integer ≥ 1' }],
 * })
 * // 'Invalid query parameter "page": must be an integer ≥ 1'
 */
export function describeValidationError(
  parameters: DescribeValidationErrorParameters,
): DescribeValidationErrorReturnType {
  const { context, issues } = parameters
  const label = (context !== undefined && labels[context]) || 'request field'
  const sentences = issues.map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.')
    const message = issue.message ?? 'is invalid'
    if (field === '') return `Invalid ${context === 'body' ? 'body' : `${label}s`}: ${message}`
    if (issue.keyword === 'invalid_type' && /received undefined$/.test(message))
      return `Missing ${label} "${field}"`
    return `Invalid ${label} "${field}": ${message}`
  })
  return [...new Set(sentences)].join('; ')
}
