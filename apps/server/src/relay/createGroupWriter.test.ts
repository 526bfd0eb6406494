import { describe, expect, it } from 'vitest'
import { createGroupWriter } from './createGroupWriter'

describe('createGroupWriter', () => {
  it('writes what arrives during a write as the next group, one write at a time, in order', async () => {
    const groups: number[][] = []
    let release: () => void = () => {}
    const writer = createGroupWriter<number, number>({
      maxGroup: 3,
      async writeGroup(items) {
        groups.push(items)
        if (groups.length === 1) await new Promise<void>((resolve) => (release = resolve))
        return items.map((item) => item * 10)
      },
    })
    const first = [writer.write(1), writer.write(2)]
    await new Promise((resolve) => setImmediate(resolve))
    expect(groups).toEqual([[1, 2]]) // in flight
    const rest = [3, 4, 5, 6].map((item) => writer.write(item))
    release()
    expect(await Promise.all([...first, ...rest])).toEqual([10, 20, 30, 40, 50, 60])
    expect(groups).toEqual([[1, 2], [3, 4, 5], [6]])
    await writer.settled()
  })

  it('fails only the item a group could not write (the others are retried alone)', async () => {
    const writer = createGroupWriter<string, string>({
      async writeGroup(items) {
        if (items.includes('bad')) throw new Error(`refused ${items.join(',')}`)
        return items.map((item) => item.toUpperCase())
      },
    })
    const results = await Promise.allSettled(['a', 'bad', 'c'].map((item) => writer.write(item)))
    expect(results).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'rejected', reason: new Error('refused bad') },
      { status: 'fulfilled', value: 'C' },
    ])
  })
})
