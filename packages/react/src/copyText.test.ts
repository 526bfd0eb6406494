import { createFakeClock, createToastStore } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { copyText } from './copyText'

const texts = { copied: 'Address copied', failed: 'Copy failed' }

describe('copyText', () => {
  it('copies and shows the success toast', async () => {
    const toast = createToastStore({ clock: createFakeClock() })
    const written: string[] = []
    const clipboard = { writeText: async (text: string) => void written.push(text) }
    expect(await copyText({ text: '0xabc', toast, clipboard, ...texts })).toBe(true)
    expect(written).toEqual(['0xabc'])
    expect(toast.getState()).toMatchObject({
      open: true,
      variant: 'success',
      message: 'Address copied',
    })
  })

  it('says it failed when there is no clipboard (plain-http origin)', async () => {
    const toast = createToastStore({ clock: createFakeClock() })
    expect(await copyText({ text: '0xabc', toast, clipboard: undefined, ...texts })).toBe(false)
    expect(toast.getState()).toMatchObject({ open: true, variant: 'error', message: 'Copy failed' })
  })

  it('says it failed when the browser refuses, without an unhandled rejection', async () => {
    const toast = createToastStore({ clock: createFakeClock() })
    const clipboard = {
      writeText: () =>
        Promise.reject(new DOMException('Write permission denied', 'NotAllowedError')),
    }
    expect(await copyText({ text: '0xabc', toast, clipboard, ...texts })).toBe(false)
    expect(toast.getState()).toMatchObject({ open: true, variant: 'error', message: 'Copy failed' })
  })
})
