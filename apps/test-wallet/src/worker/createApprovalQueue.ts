import type { ApprovalPrompt } from '../messages'

/** One prompt waiting for the person: who asks and what. */
export type ApprovalRequest = { origin: string; prompt: ApprovalPrompt }

/** Parameters of {@link createApprovalQueue}. */
export type CreateApprovalQueueParameters = {
  /** Opens the extension's approval window for request `id`; resolves with the window's id. */
  open: (id: string) => Promise<number>
  /** Closes a window the queue opened (it may already be gone). */
  close: (windowId: number) => Promise<void>
  /** A fresh, unguessable request id (default `crypto.randomUUID()`). */
  createId?: (() => string) | undefined
}

/** What {@link createApprovalQueue} returns. */
export type ApprovalQueue = {
  /** Queues a prompt; resolves `true` on Approve, `false` on Reject or when its window closes. */
  ask(request: ApprovalRequest): Promise<boolean>
  /** The request the window for `id` shows, while it waits for an answer. */
  get(id: string): ApprovalRequest | undefined
  /** The person's answer to `id` (later answers, and answers to other ids, are ignored). */
  answer(id: string, approved: boolean): void
  /** A window was closed: the request it showed is rejected. */
  windowClosed(windowId: number): void
}

type Entry = ApprovalRequest & {
  id: string
  windowId?: number
  settle(approved: boolean): void
}

/**
 * The worker's prompts, one window at a time (security review H2): each request waits in the
 * worker and is shown in an extension-owned window (`approve.html?id=…`) that reads it by id, so
 * the page that asks can neither see nor press the buttons. Closing the window is Reject; the
 * next prompt opens once the current one is settled.
 *
 * @example
 * const queue = createApprovalQueue({ open: openApprovalWindow, close: (id) => chrome.windows.remove(id) })
 * const approved = await queue.ask({ origin, prompt: { title: 'Sign message', details: ['hi'] } })
 */
export function createApprovalQueue(parameters: CreateApprovalQueueParameters): ApprovalQueue {
  const { open, close, createId = () => crypto.randomUUID() } = parameters
  const waiting: Entry[] = []
  let current: Entry | undefined

  function showNext(): void {
    if (current) return
    const entry = waiting.shift()
    if (!entry) return
    current = entry
    open(entry.id).then(
      (windowId) => {
        if (current === entry) entry.windowId = windowId
        else close(windowId).catch(() => {})
      },
      () => settle(entry, false),
    )
  }

  function settle(entry: Entry, approved: boolean): void {
    if (current !== entry) return
    current = undefined
    if (entry.windowId !== undefined) close(entry.windowId).catch(() => {})
    entry.settle(approved)
    showNext()
  }

  return {
    ask(request) {
      return new Promise<boolean>((resolve) => {
        waiting.push({ ...request, id: createId(), settle: resolve })
        showNext()
      })
    },
    get(id) {
      if (current?.id !== id) return undefined
      return { origin: current.origin, prompt: current.prompt }
    },
    answer(id, approved) {
      if (current?.id === id) settle(current, approved === true)
    },
    windowClosed(windowId) {
      if (current?.windowId === windowId) settle(current, false)
    },
  }
}
