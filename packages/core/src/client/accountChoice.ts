import type { AdapterAccount, ChainAdapter, ChainNamespace } from '../adapter'
import type { Store } from '../store/createStore'

/** Storage key of the account chosen per namespace (SPEC §3 local storage "connections"). */
export const accountChoiceKey = 'portico.accounts'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

/** The account chosen per namespace, as kept in storage (nothing when unreadable). */
export function readAccountChoice(storage: Storage | undefined): Record<string, string> {
  try {
    const value = JSON.parse(storage?.getItem(accountChoiceKey) ?? '{}') as unknown
    return value && typeof value === 'object' ? (value as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** Keeps the account chosen in a namespace across reloads. */
export function saveAccountChoice(
  storage: Storage | undefined,
  namespace: ChainNamespace,
  address: string,
): void {
  try {
    storage?.setItem(
      accountChoiceKey,
      JSON.stringify({ ...readAccountChoice(storage), [namespace]: address }),
    )
  } catch {
    // Storage full or blocked: the choice lasts until the page closes.
  }
}

/** The client's parts the restore uses. */
export type RestoreAccountChoiceClient = {
  accounts: Store<Partial<Record<ChainNamespace, AdapterAccount>>>
  getAdapter: (namespace: ChainNamespace) => Pick<ChainAdapter, 'switchAccount'>
}

/**
 * After a reload, makes the account chosen last time the app's account again, once per
 * connection of each namespace, when the wallet still gives it (`addresses`); later changes made
 * in the wallet are kept as the new choice. Returns the stop function.
 *
 * @example
 * const stop = restoreAccountChoice(client, localStorage)
 */
export function restoreAccountChoice(
  client: RestoreAccountChoiceClient,
  storage: Storage | undefined,
): () => void {
  const { accounts, getAdapter } = client
  const settled = new Set<ChainNamespace>()
  const check = () => {
    const choice = readAccountChoice(storage)
    for (const [ns, account] of Object.entries(accounts.getState()) as [
      ChainNamespace,
      AdapterAccount,
    ][]) {
      if (account.status !== 'connected' || !account.address) {
        if (account.status === 'disconnected') settled.delete(ns)
        continue
      }
      const chosen = choice[ns]
      if (settled.has(ns)) {
        if (chosen !== account.address) saveAccountChoice(storage, ns, account.address)
        continue
      }
      settled.add(ns)
      const switchAccount = getAdapter(ns).switchAccount
      if (
        chosen &&
        chosen !== account.address &&
        account.addresses?.includes(chosen) &&
        switchAccount
      )
        void switchAccount({ address: chosen }).catch(() => undefined)
    }
  }
  check()
  return accounts.subscribe(check)
}
