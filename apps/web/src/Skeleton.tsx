/** Props of {@link Skeleton}. */
export type SkeletonProps = {
  /** What is loading, read to screen readers (`Loading activity…`). */
  label: string
  /** How many placeholder rows (default 3). */
  rows?: number | undefined
  /** The rows' shape: `line` (a row of a list, the default), `figure` (a big number) or `chart`. */
  shape?: 'line' | 'figure' | 'chart' | undefined
}

/**
 * A loading state as placeholder rows of the shape that will come (the kit's Skeleton, with the
 * app's colours; the shimmer stops under `prefers-reduced-motion`): `role="status"` with the label
 * in text for screen readers.
 *
 * @example
 * <Skeleton label={t.activity.loading} rows={4} />
 */
export function Skeleton({ label, rows = 3, shape = 'line' }: SkeletonProps) {
  return (
    <div role="status" className="skeleton-list">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows
        <span key={row} className={`skeleton skeleton-${shape}`} aria-hidden="true" />
      ))}
    </div>
  )
}
