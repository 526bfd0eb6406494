export type SkeletonProps = {
  /** What is loading, read to screen readers (`Loading tokens…`). */
  label: string
  /** How many placeholder rows (default 3). */
  rows?: number | undefined
}

/**
 * A loading state as placeholder rows (a shimmer, still under `prefers-reduced-motion`) instead of
 * blank space; `role="status"` with the label in text for screen readers.
 *
 * @example
 * <Skeleton label={strings.tokensLoading} rows={3} />
 */
export function Skeleton({ label, rows = 3 }: SkeletonProps) {
  return (
    <div role="status" className="portico-skeleton-list">
      <span className="portico-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <span key={row} className="portico-skeleton" aria-hidden="true" />
      ))}
    </div>
  )
}
