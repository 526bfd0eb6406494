// The Activity tab's list (opened by the Account view's tabs): a table of lazily loaded views of its own, so that no view it loads imports it (the
// modal's `lazyViews` re-exports it). See lazyViews.ts for how a lazy view is added.
import { lazyView } from '../modal/lazyView'

/** The Activity tab's list: preloaded when the Account view's tabs show. */
export const AccountActivity = lazyView(() =>
  import('./AccountActivity').then((m) => m.AccountActivity),
)
