import { createFakeClock } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { approvalArmDelayMs, createApprovalArming } from './createApprovalArming'

const setup = () => {
  const clock = createFakeClock({ start: 1_000 })
  const changes: boolean[] = []
  const arming = createApprovalArming({ clock, onChange: (armed) => changes.push(armed) })
  const press = (isTrusted = true) => ({ isTrusted, pressedAt: clock.now() })
  return { clock, changes, arming, press }
}

describe('createApprovalArming', () => {
  it('arms only after 500 ms of unbroken visibility, and never before it is seen', () => {
    const { clock, changes, arming, press } = setup()
    expect(approvalArmDelayMs).toBe(500)
    clock.advance(5_000) // on screen but never reported visible (transparent, covered)
    expect(arming.armed()).toBe(false)
    expect(arming.accepts(press())).toBe(false)
    arming.visible(true)
    clock.advance(499)
    expect(arming.armed()).toBe(false)
    expect(arming.accepts(press())).toBe(false)
    arming.visible(true) // repeated reports do not restart the countdown
    clock.advance(1)
    expect(arming.armed()).toBe(true)
    expect(changes).toEqual([true])
    expect(arming.accepts(press())).toBe(true)
  })

  it('disarms the moment it is hidden, and starts the 500 ms again when it comes back', () => {
    const { clock, changes, arming, press } = setup()
    arming.visible(true)
    clock.advance(500)
    arming.visible(false)
    expect(arming.armed()).toBe(false)
    expect(arming.accepts(press())).toBe(false)
    arming.visible(true)
    clock.advance(300)
    arming.visible(false) // a flash of visibility shorter than the delay never arms
    clock.advance(1_000)
    expect(arming.armed()).toBe(false)
    arming.visible(true)
    clock.advance(500)
    expect(arming.armed()).toBe(true)
    expect(changes).toEqual([true, false, true])
    expect(arming.accepts(press())).toBe(true)
  })

  it('ignores a press that began before arming, and any event a script made', () => {
    const { clock, arming, press } = setup()
    arming.visible(true)
    clock.advance(400)
    const early = press() // the user was already clicking when Approve came alive
    clock.advance(100)
    expect(arming.armed()).toBe(true)
    expect(arming.accepts(early)).toBe(false)
    expect(arming.accepts({ isTrusted: true, pressedAt: undefined })).toBe(false) // no press seen
    expect(arming.accepts(press(false))).toBe(false) // element.click() or dispatchEvent
    expect(arming.accepts(press())).toBe(true)
  })

  it('a press from before a hide and re-arm does not count after it', () => {
    const { clock, arming, press } = setup()
    arming.visible(true)
    clock.advance(600)
    const beforeHide = press()
    arming.visible(false)
    arming.visible(true)
    clock.advance(500)
    expect(arming.accepts(beforeHide)).toBe(false)
  })

  it('after close it stays disarmed and leaves no timer behind', () => {
    const { clock, arming } = setup()
    arming.visible(true)
    arming.close()
    expect(clock.pending()).toBe(0)
    arming.visible(true)
    clock.advance(1_000)
    expect(arming.armed()).toBe(false)
  })
})
