// The account views' chunk (opened by the modal and ConnectingExternal): a table of lazily loaded views of its own, so that no view it loads imports it (the
// modal's `lazyViews` re-exports it). See lazyViews.ts for how a lazy view is added.
import { lazyView } from '../modal/lazyView'

/** The account views' chunk, its strings sections provided: Account, sign-in, UnsupportedChain. */
export const loadAccountViews = () =>
  import('./accountViewsChunk').then((m) => {
    m.provideAccountStrings()
    return m
  })
const accountViews = loadAccountViews
/** Account, the sign-in prompt and UnsupportedChain (one chunk): preloaded once connected. */
export const AccountView = lazyView(() => accountViews().then((m) => m.AccountView))
export const SIWXSignMessageView = lazyView(() => accountViews().then((m) => m.SIWXSignMessageView))
export const UnsupportedChainView = lazyView(() =>
  accountViews().then((m) => m.UnsupportedChainView),
)
