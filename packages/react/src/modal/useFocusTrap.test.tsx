import { act, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { describe, expect, it } from 'vitest'
import { click, queryButton, render } from '../../test/dom'
import { useFocusTrap } from './useFocusTrap'

function Trap({ onEscape, isolate }: { onEscape: () => void; isolate?: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap({ ref, onEscape, isolate })
  return (
    <div ref={ref}>
      <button type="button">First</button>
      <button type="button">Last</button>
    </div>
  )
}

function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      {open ? <Trap onEscape={() => setOpen(false)} /> : null}
    </>
  )
}

// The trap in its own layer on <body>, as the modal's portal puts it.
function IsolatedPage() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      {open
        ? createPortal(
            <div>
              <Trap isolate onEscape={() => setOpen(false)} />
            </div>,
            document.body,
          )
        : null}
    </>
  )
}

const key = (k: string, shiftKey = false) =>
  act(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true }))
  })

describe('useFocusTrap', () => {
  it('focuses the first control, wraps Tab both ways, closes on Escape and returns focus', async () => {
    const page = await render(<Page />)
    const opener = queryButton('Opener') as HTMLButtonElement
    opener.focus()
    await click(opener)
    expect(document.activeElement).toBe(queryButton('First'))

    ;(queryButton('Last') as HTMLButtonElement).focus()
    await key('Tab')
    expect(document.activeElement).toBe(queryButton('First'))
    await key('Tab', true)
    expect(document.activeElement).toBe(queryButton('Last'))

    await key('Escape')
    expect(queryButton('First')).toBeNull()
    expect(document.activeElement).toBe(opener)
    await page.unmount()
  })

  it('with isolate, makes the page inert while open and restores it before focus goes back', async () => {
    const page = await render(<IsolatedPage />)
    const opener = queryButton('Opener') as HTMLButtonElement
    opener.focus()
    await click(opener)
    expect(page.container.hasAttribute('inert')).toBe(true)
    expect(page.container.getAttribute('aria-hidden')).toBe('true')
    expect(document.body.style.overflow).toBe('hidden')

    await key('Escape')
    expect(page.container.hasAttribute('inert')).toBe(false)
    expect(page.container.hasAttribute('aria-hidden')).toBe(false)
    expect(document.body.style.overflow).toBe('')
    expect(document.activeElement).toBe(opener)
    await page.unmount()
  })
})
