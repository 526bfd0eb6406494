import { describe, expect, test } from 'vitest'
import { createApprovalQueue } from './createApprovalQueue'

const origin = 'http://127.0.0.1:3000'
const prompt = (title: string) => ({ title, details: [`${origin} asks`] })

/** A queue whose "windows" are recorded; ids are `r1`, `r2`…, window ids 101, 102…. */
function setup(parameters: { failOpen?: boolean } = {}) {
  const opened: { id: string; windowId: number }[] = []
  const closed: number[] = []
  let next = 0
  const queue = createApprovalQueue({
    async open(id) {
      if (parameters.failOpen) throw new Error('no window')
      const windowId = 101 + opened.length
      opened.push({ id, windowId })
      return windowId
    },
    async close(windowId) {
      closed.push(windowId)
    },
    createId: () => `r${++next}`,
  })
  return { queue, opened, closed }
}

/** Lets the queue's window promises run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createApprovalQueue', () => {
  test('a prompt waits in its window until the person answers; the window then closes', async () => {
    const { queue, opened, closed } = setup()
    const answer = queue.ask({ origin, prompt: prompt('Connect') })
    await settled()
    expect(opened).toEqual([{ id: 'r1', windowId: 101 }])
    expect(queue.get('r1')).toEqual({ origin, prompt: prompt('Connect') })
    queue.answer('r1', true)
    expect(await answer).toBe(true)
    expect(closed).toEqual([101])
    expect(queue.get('r1')).toBeUndefined()
  })

  test('closing the window is Reject, and a later answer changes nothing', async () => {
    const { queue } = setup()
    const answer = queue.ask({ origin, prompt: prompt('Connect') })
    await settled()
    queue.windowClosed(101)
    expect(await answer).toBe(false)
    queue.answer('r1', true)
    expect(queue.get('r1')).toBeUndefined()
  })

  test('one window at a time: the next prompt opens after the first is settled', async () => {
    const { queue, opened } = setup()
    const first = queue.ask({ origin, prompt: prompt('Connect') })
    const second = queue.ask({ origin, prompt: prompt('Sign message') })
    await settled()
    expect(opened.map((w) => w.id)).toEqual(['r1'])
    // The second request cannot be answered before it is shown.
    queue.answer('r2', true)
    expect(queue.get('r2')).toBeUndefined()
    queue.answer('r1', false)
    expect(await first).toBe(false)
    await settled()
    expect(opened.map((w) => w.id)).toEqual(['r1', 'r2'])
    expect(queue.get('r2')?.prompt.title).toBe('Sign message')
    queue.answer('r2', true)
    expect(await second).toBe(true)
  })

  test('unknown ids and windows are ignored', async () => {
    const { queue } = setup()
    const answer = queue.ask({ origin, prompt: prompt('Connect') })
    await settled()
    expect(queue.get('nope')).toBeUndefined()
    queue.answer('nope', true)
    queue.windowClosed(999)
    expect(queue.get('r1')).toBeDefined()
    queue.answer('r1', true)
    expect(await answer).toBe(true)
  })

  test('a window that cannot open is Reject', async () => {
    const { queue } = setup({ failOpen: true })
    expect(await queue.ask({ origin, prompt: prompt('Connect') })).toBe(false)
  })

  test('ids are unguessable by default', async () => {
    const ids: string[] = []
    const queue = createApprovalQueue({
      open: async (id) => {
        ids.push(id)
        return 1
      },
      close: async () => {},
    })
    void queue.ask({ origin, prompt: prompt('Connect') })
    await settled()
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
