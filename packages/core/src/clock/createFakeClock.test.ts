import { describe, expect, it } from 'vitest'
import { InvalidParameterError } from '../errors/parameter'
import { createFakeClock } from './createFakeClock'

describe('createFakeClock', () => {
  it('fires timers in due order when advanced, with now() at each due time', () => {
    const clock = createFakeClock({ start: 1_000 })
    const fired: Array<[string, number]> = []
    clock.setTimeout(() => fired.push(['b', clock.now()]), 200)
    clock.setTimeout(() => fired.push(['a', clock.now()]), 100)
    clock.advance(99)
    expect(fired).toEqual([])
    clock.advance(150)
    expect(fired).toEqual([
      ['a', 1_100],
      ['b', 1_200],
    ])
    expect(clock.now()).toBe(1_249)
  })

  it('fires timers scheduled by a timer when they fall within the same advance', () => {
    const clock = createFakeClock()
    const fired: number[] = []
    clock.setTimeout(() => {
      fired.push(clock.now())
      clock.setTimeout(() => fired.push(clock.now()), 50)
    }, 50)
    clock.advance(100)
    expect(fired).toEqual([50, 100])
    expect(clock.pending()).toBe(0)
  })

  it('cancels timers', () => {
    const clock = createFakeClock()
    let fired = false
    const timer = clock.setTimeout(() => {
      fired = true
    }, 10)
    clock.clearTimeout(timer)
    clock.clearTimeout('not a timer')
    clock.advance(20)
    expect(fired).toBe(false)
  })

  it('keeps timers with equal due times in scheduling order', () => {
    const clock = createFakeClock()
    const fired: string[] = []
    clock.setTimeout(() => fired.push('first'), 10)
    clock.setTimeout(() => fired.push('second'), 10)
    clock.advance(10)
    expect(fired).toEqual(['first', 'second'])
  })

  it('refuses to go backwards or by a non-finite amount', () => {
    const clock = createFakeClock()
    expect(() => clock.advance(-1)).toThrow(
      'Fake clock can only advance by a finite, non-negative ms, got -1',
    )
    expect(() => clock.advance(Number.NaN)).toThrow(InvalidParameterError)
    expect(() => createFakeClock({ start: Number.POSITIVE_INFINITY })).toThrow(
      InvalidParameterError,
    )
  })
})
