import { ApiResponseError } from './errors'

/**
 * A whole decimal string of the server's answer (an amount in a smallest unit) as a bigint; any
 * other text is an {@link ApiResponseError} naming the field.
 *
 * @example
 * readWholeNumber('/v1/convert/quotes', 'toAmount', '1500') // 1500n
 */
export function readWholeNumber(path: string, field: string, value: string): bigint {
  if (!/^\d{1,78}$/.test(value))
    throw new ApiResponseError({ path, reason: `${field}: expected a whole number, got ${value}` })
  return BigInt(value)
}
