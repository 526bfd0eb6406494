/** Writes items in groups; see {@link createGroupWriter}. */
export type GroupWriter<Item, Result> = {
  /** Queues `item`; resolves with its result once the group holding it is written. */
  write(item: Item): Promise<Result>
  /** Resolves once everything queued so far is written (or failed). */
  settled(): Promise<void>
}
export type CreateGroupWriterReturnType<Item, Result> = GroupWriter<Item, Result>

export type CreateGroupWriterParameters<Item, Result> = {
  /** Writes one group (at most `maxGroup` items); returns each item's result, in order. */
  writeGroup(items: Item[]): Promise<Result[]>
  /** Largest group written by one call. Default 200. */
  maxGroup?: number | undefined
}

type Queued<Item, Result> = { item: Item; resolve(result: Result): void; reject(e: unknown): void }

/**
 * Group commit: items queued while a write is in flight go out together in the next one, so a
 * busy writer writes large groups and an idle one writes at once (no timer, no added delay). One
 * write at a time, in order. If a group fails, each of its items is retried alone, so a bad item
 * only fails its own caller.
 *
 * @example
 * const writer = createGroupWriter({ writeGroup: (rows) => insertRows(rows) })
 * await writer.write(row) // resolves once the group holding it is committed
 */
export function createGroupWriter<Item, Result>(
  parameters: CreateGroupWriterParameters<Item, Result>,
): CreateGroupWriterReturnType<Item, Result> {
  const { writeGroup, maxGroup = 200 } = parameters
  const queue: Queued<Item, Result>[] = []
  let running: Promise<void> | undefined

  async function writeChunk(chunk: Queued<Item, Result>[]) {
    try {
      const results = await writeGroup(chunk.map((queued) => queued.item))
      for (const [i, queued] of chunk.entries()) queued.resolve(results[i] as Result)
    } catch (error) {
      if (chunk.length === 1) return chunk[0]?.reject(error)
      // one bad item must not fail the others: retry each alone
      for (const queued of chunk) await writeChunk([queued])
    }
  }

  async function drain() {
    for (;;) {
      // let this tick's callers join the group, and sockets be served between groups (an
      // in-process database such as PGlite holds the event loop while it writes)
      await new Promise((resolve) => setImmediate(resolve))
      if (queue.length === 0) break
      await writeChunk(queue.splice(0, maxGroup))
    }
    running = undefined
  }

  return {
    write(item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject })
        running ??= drain()
      })
    },
    async settled() {
      while (running) await running
    },
  }
}
