/** Parameters of {@link nextOptionIndex}. */
export type NextOptionIndexParameters = {
  /** `KeyboardEvent.key`. */
  key: string
  /** The active option's index. */
  index: number
  /** How many options the list has. */
  count: number
}

/**
 * Where a listbox's active option moves on a key (WAI-ARIA listbox pattern): ArrowDown and ArrowUp
 * one step (stopping at the ends), Home and End to the first and last; undefined for any other
 * key, or an empty list.
 *
 * @example
 * nextOptionIndex({ key: 'ArrowDown', index: 0, count: 3 }) // 1
 */
export function nextOptionIndex({
  key,
  index,
  count,
}: NextOptionIndexParameters): number | undefined {
  if (count <= 0) return undefined
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + 1, count - 1)
    case 'ArrowUp':
      return Math.max(index - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
