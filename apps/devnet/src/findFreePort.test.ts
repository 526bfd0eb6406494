import { createServer } from 'node:net'
import { describe, expect, test } from 'vitest'
import { findFreePort } from './findFreePort'
import { isPortFree } from './isPortFree'

describe('findFreePort / isPortFree', () => {
  test('a found port can be bound, and is busy while bound', async () => {
    const port = await findFreePort()
    expect(port).toBeGreaterThan(0)
    expect(await isPortFree(port)).toBe(true)
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    expect(await isPortFree(port)).toBe(false)
    await new Promise((resolve) => server.close(resolve))
    expect(await isPortFree(port)).toBe(true)
  })
})
