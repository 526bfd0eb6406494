import { type Clock, SOLANA_STATUS_POLL_MS } from '@portico/core/internal'
import {
  type Rpc,
  type RpcSubscriptions,
  type Signature,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
  signature as toSignature,
} from '@solana/kit'
import { TransactionExpiredError } from './errors'

/** Parameters of {@link waitForSignature}. */
export type WaitForSignatureParameters = {
  rpc: Rpc<SolanaRpcApi>
  /** Subscriptions of the network; without them only the poll runs. */
  rpcSubscriptions?: RpcSubscriptions<SolanaRpcSubscriptionsApi> | undefined
  /** The transaction's signature (base58). */
  hash: string
  clock: Clock
  /**
   * The last block height at which the transaction can land (known when this kit sent it): past
   * it, with no status, the wait ends with `TransactionExpiredError`. Without it, waits on.
   */
  lastValidBlockHeight?: bigint | undefined
  /** Stops waiting (rejects with the signal's reason). */
  signal?: AbortSignal | undefined
}
/** Return type of {@link waitForSignature}. */
export type WaitForSignatureReturnType = {
  status: 'success' | 'reverted'
  /** Lamports the transaction paid (`meta.fee`). */
  fee: bigint
}

const confirmed = new Set(['confirmed', 'finalized'])

/**
 * Internal (lazily loaded): waits until a transaction is confirmed — `signatureSubscribe` over
 * the WebSocket, and `getSignatureStatuses` once the subscription listens (or failed: socket
 * missing or closed) and then every second (SPEC §9) on the injected clock; whichever answers
 * first. A transaction this kit sent and that has no status once the chain passed its
 * blockhash's last valid height ends the wait with `TransactionExpiredError`. Then reads its fee from
 * `getTransaction` (retried each second while the node has not indexed it yet).
 *
 * @example
 * const { status, fee } = await waitForSignature({ rpc, rpcSubscriptions, hash, clock: systemClock })
 */
export async function waitForSignature(
  parameters: WaitForSignatureParameters,
): Promise<WaitForSignatureReturnType> {
  const { rpc, rpcSubscriptions, clock, lastValidBlockHeight } = parameters
  const hash = toSignature(parameters.hash)
  const stop = new AbortController()
  const onAbort = () => stop.abort(parameters.signal?.reason)
  parameters.signal?.addEventListener('abort', onAbort, { once: true })
  const sleep = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (stop.signal.aborted) return reject(stop.signal.reason)
      const timer = clock.setTimeout(() => {
        stop.signal.removeEventListener('abort', cancel)
        resolve()
      }, ms)
      const cancel = () => {
        clock.clearTimeout(timer)
        reject(stop.signal.reason)
      }
      stop.signal.addEventListener('abort', cancel, { once: true })
    })

  // Settles once the subscription listens (or could not): the first status check comes after
  // it, so a transaction that landed before the socket listened is not missed.
  let listening: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    listening = resolve
  })
  const bySubscription = async (): Promise<void> => {
    if (rpcSubscriptions)
      try {
        const notifications = await rpcSubscriptions
          .signatureNotifications(hash, { commitment: 'confirmed' })
          .subscribe({ abortSignal: stop.signal })
        listening()
        for await (const _ of notifications) return
      } catch {
        // A closed or refused socket: the poll carries on alone.
      }
    listening()
    return new Promise<never>(() => {})
  }
  const byPoll = async (): Promise<void> => {
    await ready
    for (;;) {
      const { value } = await rpc.getSignatureStatuses([hash]).send()
      const status = value[0]
      if (status && (status.err !== null || confirmed.has(status.confirmationStatus ?? ''))) return
      if (!status && lastValidBlockHeight !== undefined) {
        const height = await rpc.getBlockHeight({ commitment: 'confirmed' }).send()
        // Landed in between? One more look before calling it expired.
        const [again] = (await rpc.getSignatureStatuses([hash]).send()).value
        if (!again && height > lastValidBlockHeight)
          throw new TransactionExpiredError({ hash: parameters.hash })
      }
      await sleep(SOLANA_STATUS_POLL_MS)
    }
  }
  try {
    if (parameters.signal?.aborted) throw parameters.signal.reason
    const aborted = new Promise<never>((_, reject) =>
      stop.signal.addEventListener('abort', () => reject(stop.signal.reason), { once: true }),
    )
    await Promise.race([bySubscription(), byPoll(), aborted])
    return await readOutcome(rpc, hash, sleep)
  } finally {
    parameters.signal?.removeEventListener('abort', onAbort)
    if (!stop.signal.aborted) stop.abort(new Error('done'))
  }
}

async function readOutcome(
  rpc: Rpc<SolanaRpcApi>,
  hash: Signature,
  sleep: (ms: number) => Promise<void>,
): Promise<WaitForSignatureReturnType> {
  for (;;) {
    const transaction = await rpc
      .getTransaction(hash, {
        commitment: 'confirmed',
        encoding: 'json',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    if (transaction?.meta)
      return {
        status: transaction.meta.err === null ? 'success' : 'reverted',
        fee: transaction.meta.fee,
      }
    await sleep(SOLANA_STATUS_POLL_MS)
  }
}
