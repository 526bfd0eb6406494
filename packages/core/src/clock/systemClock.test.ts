import { describe, expect, it } from 'vitest'
import { systemClock } from './systemClock'

describe('systemClock', () => {
  it('reads the real time', () => {
    const before = Date.now()
    const now = systemClock.now()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })

  it('runs and cancels real timers', async () => {
    const fired: string[] = []
    const cancelled = systemClock.setTimeout(() => fired.push('cancelled'), 1)
    systemClock.clearTimeout(cancelled)
    await new Promise<void>((resolve) => {
      systemClock.setTimeout(() => {
        fired.push('ran')
        resolve()
      }, 1)
    })
    expect(fired).toEqual(['ran'])
  })
})
