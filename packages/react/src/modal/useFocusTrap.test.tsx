import { act, useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { click, queryButton, render } from '../../test/dom'
import { useFocusTrap } from './useFocusTrap'

function Trap({ onEscape }: { onEscape: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap({ ref, onEscape })
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
})
