import type { AdapterAccount, ChainNamespace } from '../adapter'
import type { Clock, ClockTimer } from '../clock/types'

/**
 * How long a restore waits, after its adapter's `reconnect()` settled without a session, for the
 * session to come back anyway (a Wallet Standard wallet that registers after the app started).
 */
export const namespaceRestoreGraceMs = 2_000

export type CreateNamespaceRestoreParameters = {
  /** The namespace to bring back: the active one the previous visit left in storage; none: nothing to wait for. */
  namespace: ChainNamespace | undefined
  clock: Clock
  /** The namespace cannot come back (its reconnect failed or the grace ran out): hand the active namespace over. */
  onGiveUp: () => void
  /** Default {@link namespaceRestoreGraceMs}. */
  graceMs?: number | undefined
}
export type CreateNamespaceRestoreReturnType = {
  /** The namespace still being restored; while there is one, no other namespace takes its place. */
  pending(): ChainNamespace | undefined
  /** Every account an adapter reports: the restored namespace connecting ends the wait; its attempt failing gives up. */
  observe(namespace: ChainNamespace, account: AdapterAccount): void
  /** The restored namespace's `reconnect()` settled (`failed`: it threw), with its account then. */
  settled(account: AdapterAccount, failed: boolean): void
  /** The user chose (connected a wallet, picked a namespace, disconnected): stop waiting, quietly. */
  cancel(): void
}

/**
 * The wait for the active namespace of the previous visit to reconnect (SPEC §3 local storage
 * "active namespace"). Its adapter may come back later than another namespace's: its code loads
 * on demand (`createLazyAdapter`), or its wallet registers late. Until it is back, or clearly not
 * coming (its silent reconnect failed, or nothing happened for `graceMs` after `reconnect()`
 * settled), the client keeps it active instead of handing over to the first namespace that
 * reconnects; then `onGiveUp` lets the client fall back to one that is connected.
 *
 * @example
 * const restore = createNamespaceRestore({ namespace: 'solana', clock, onGiveUp: handOver })
 * adapter.watchAccount((account) => restore.observe('solana', account))
 * adapter.reconnect().then(() => restore.settled(adapter.getAccount(), false), () => restore.settled(adapter.getAccount(), true))
 */
export function createNamespaceRestore(
  parameters: CreateNamespaceRestoreParameters,
): CreateNamespaceRestoreReturnType {
  const { clock, onGiveUp } = parameters
  const graceMs = parameters.graceMs ?? namespaceRestoreGraceMs
  let target = parameters.namespace
  /** The adapter started a silent connect (reported `reconnecting` or `connecting`). */
  let attempting = false
  let timer: ClockTimer | undefined

  const stop = () => {
    target = undefined
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
  }
  const giveUp = () => {
    if (target === undefined) return
    stop()
    onGiveUp()
  }

  return {
    pending: () => target,
    observe(namespace, account) {
      if (namespace !== target) return
      if (account.status === 'connected') return stop()
      if (account.status === 'reconnecting' || account.status === 'connecting') {
        attempting = true
        if (timer !== undefined) clock.clearTimeout(timer)
        timer = undefined
      } else if (attempting) giveUp()
    },
    settled(account, failed) {
      if (target === undefined) return
      if (failed) return giveUp()
      if (account.status === 'connected') return stop()
      if (account.status !== 'disconnected') return // mid-attempt: its outcome decides
      timer ??= clock.setTimeout(giveUp, graceMs)
    },
    cancel: stop,
  }
}
