const marker = '\u0000bigint:'

/**
 * `JSON.stringify` that writes bigints as plain JSON numbers (the RPC's u64 fields), exactly.
 *
 * @example
 * stringifyJson({ lamports: 2n ** 64n - 1n }) // '{"lamports":18446744073709551615}'
 */
export function stringifyJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `${marker}${item.toString()}` : item,
  )
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}
