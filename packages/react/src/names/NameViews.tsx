import { lazy, Suspense } from 'react'
import { usePorticoConfig } from '../context'
import type { NameViewName } from './nameViewsChunk'

// The name views and the registration flow are one chunk of their own, loaded when a person
// opens RegisterAccountName (the first load and the modal's idle preload stay within budget).
const NameView = lazy(() => import('./nameViewsChunk'))

/**
 * RegisterAccountName or RegisterAccountNameSuccess, loaded on demand (a `role="status"` line
 * while the chunk loads).
 *
 * @example
 * <NameViews view="RegisterAccountName" />
 */
export function NameViews({ view }: { view: NameViewName }) {
  const { strings } = usePorticoConfig()
  return (
    <Suspense
      fallback={
        <p role="status" className="portico-center portico-muted">
          {strings.names.loading}
        </p>
      }
    >
      <NameView view={view} />
    </Suspense>
  )
}
