import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import { TOAST_DURATION_MS, TOAST_REOPEN_DELAY_MS } from '../constants'
import { InvalidParameterError } from '../errors/parameter'
import { createToastStore } from './createToastStore'

const setup = () => {
  const clock = createFakeClock()
  const toast = createToastStore({ clock })
  const seen: string[] = []
  toast.subscribe((state) => seen.push(`${clock.now()}:${state.open ? state.message : '-'}`))
  return { clock, toast, seen }
}

describe('createToastStore', () => {
  it('shows a toast at once when none is open, and auto-closes it after the duration', () => {
    const { clock, toast, seen } = setup()
    toast.showToast({ message: 'Copied', variant: 'success' })
    expect(toast.getState()).toMatchObject({ open: true, message: 'Copied', autoClose: true })
    clock.advance(TOAST_DURATION_MS - 1)
    expect(toast.getState().open).toBe(true)
    clock.advance(1)
    expect(toast.getState().open).toBe(false)
    expect(seen).toEqual(['0:Copied', `${TOAST_DURATION_MS}:-`])
  })

  it('closes an open toast first and opens the new one 150 ms later', () => {
    const { clock, toast, seen } = setup()
    toast.showToast({ message: 'Authenticating...', variant: 'loading' })
    clock.advance(1_000)
    toast.showToast({ message: 'Signature declined', variant: 'error' })
    expect(toast.getState().open).toBe(false)
    clock.advance(TOAST_REOPEN_DELAY_MS - 1)
    expect(toast.getState().open).toBe(false)
    clock.advance(1)
    expect(toast.getState()).toMatchObject({ open: true, variant: 'error' })
    expect(seen).toEqual([
      '0:Authenticating...',
      '1000:-',
      `${1_000 + TOAST_REOPEN_DELAY_MS}:Signature declined`,
    ])
  })

  it('keeps loading toasts open until replaced or hidden', () => {
    const { clock, toast } = setup()
    toast.showToast({ message: 'Authenticating...', variant: 'loading' })
    clock.advance(TOAST_DURATION_MS * 10)
    expect(toast.getState()).toMatchObject({ open: true, autoClose: false })
    toast.hideToast()
    expect(toast.getState().open).toBe(false)
  })

  it('honours autoClose and carries the svg', () => {
    const { clock, toast } = setup()
    toast.showToast({ message: 'Sent', variant: 'svg', svg: '<svg/>', autoClose: false })
    clock.advance(TOAST_DURATION_MS * 2)
    expect(toast.getState()).toEqual({
      open: true,
      message: 'Sent',
      variant: 'svg',
      svg: '<svg/>',
      autoClose: false,
      link: undefined,
    })
  })

  it('carries a link (e.g. a transaction on a block explorer) until the next toast', () => {
    const { clock, toast } = setup()
    const link = { href: 'https://explorer.example/tx/0xab', label: 'View on Explorer' }
    toast.showToast({ message: 'Sent 0xabab…abab', variant: 'success', link })
    expect(toast.getState()).toMatchObject({ open: true, link })
    toast.showToast({ message: 'Copied', variant: 'success' })
    clock.advance(TOAST_REOPEN_DELAY_MS)
    expect(toast.getState()).toMatchObject({ open: true, message: 'Copied', link: undefined })
  })

  it('a new toast cancels the old auto-close timer', () => {
    const { clock, toast } = setup()
    toast.showToast({ message: 'first', variant: 'success' })
    clock.advance(TOAST_DURATION_MS - 10)
    toast.showToast({ message: 'second', variant: 'success' })
    clock.advance(TOAST_REOPEN_DELAY_MS + TOAST_DURATION_MS - 1)
    expect(toast.getState()).toMatchObject({ open: true, message: 'second' })
    clock.advance(1)
    expect(toast.getState().open).toBe(false)
  })

  it('while a toast waits to open, the newest replaces it and waits the delay', () => {
    const { clock, toast, seen } = setup()
    toast.showToast({ message: 'a', variant: 'success' })
    toast.showToast({ message: 'b', variant: 'success' })
    clock.advance(100)
    toast.showToast({ message: 'c', variant: 'error' })
    clock.advance(TOAST_REOPEN_DELAY_MS)
    expect(seen).toEqual(['0:a', '0:-', `${100 + TOAST_REOPEN_DELAY_MS}:c`])
  })

  it('hideToast cancels a pending toast', () => {
    const { clock, toast } = setup()
    toast.showToast({ message: 'a', variant: 'success' })
    toast.showToast({ message: 'b', variant: 'success' })
    toast.hideToast()
    clock.advance(TOAST_REOPEN_DELAY_MS * 2)
    expect(toast.getState().open).toBe(false)
    expect(clock.pending()).toBe(0)
  })

  it('rejects a toast without a message or with an unknown variant', () => {
    const { toast } = setup()
    expect(() =>
      toast.showToast({ message: 'x', variant: 'warning' as unknown as 'error' }),
    ).toThrow('A toast needs a message and a variant (loading, success, error, svg)')
    expect(() =>
      toast.showToast({ message: undefined as unknown as string, variant: 'error' }),
    ).toThrow(InvalidParameterError)
    expect(toast.getState().open).toBe(false)
    expect(() => createToastStore({ clock: createFakeClock(), durationMs: 0 })).toThrow(
      'Toast duration must be a positive number of ms, got 0',
    )
  })
})
