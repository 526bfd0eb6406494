// @vitest-environment happy-dom
import { createFakeClock } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { showApproval } from './showApproval'
import type { WatchVisibility } from './watchApprovalVisibility'

const request = {
  method: 'personal_sign',
  params: ['0x00'],
  chainId: 'eip155:31337',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cfFFb92266',
  origin: 'http://localhost:3000',
}
const view = { title: 't', rows: [], raw: '' }

/** A screen whose visibility the test sets, on a fake clock. */
function setup() {
  const clock = createFakeClock({ start: 10_000 })
  let report: (visible: boolean) => void = () => {}
  let watched: Element[] = []
  let stopped = false
  const watchVisibility: WatchVisibility = (targets, next) => {
    watched = targets
    report = next
    return () => {
      stopped = true
    }
  }
  return {
    clock,
    visible: (seen: boolean) => report(seen),
    watched: () => watched,
    stopped: () => stopped,
    options: { clock, watchVisibility },
  }
}
const buttons = () => {
  const [reject, approve] = [...document.querySelectorAll('[role="dialog"] button')]
  return { reject: reject as HTMLButtonElement, approve: approve as HTMLButtonElement }
}
/** A press and click as the browser makes them (trusted), or as a script does (`trusted: false`). */
const press = (button: HTMLElement, trusted = true) => {
  for (const type of ['pointerdown', 'click']) {
    const event = new MouseEvent(type, { bubbles: true })
    if (trusted) Object.defineProperty(event, 'isTrusted', { value: true })
    button.dispatchEvent(event)
  }
}
const isOpen = () => document.querySelector('[role="dialog"]') !== null

describe('showApproval', () => {
  it('shows the decoded rows as text (markup from the request stays text) and resolves on the buttons', async () => {
    const screen = setup()
    const hostile = '<img src=x onerror="alert(1)">'
    const answer = showApproval(
      document,
      request,
      {
        title: 'Sign a message',
        rows: [{ label: 'Message', value: hostile }],
        raw: `["${hostile}"]`,
      },
      screen.options,
    )
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.getAttribute('aria-label')).toBe('Approve request')
    expect(dialog.querySelector('h1')?.textContent).toBe('Sign a message')
    expect(dialog.querySelector('dt')?.textContent).toBe('Message')
    expect(dialog.querySelector('dd')?.textContent).toBe(hostile)
    expect(dialog.querySelector('img')).toBeNull()
    expect(dialog.querySelector('details summary')?.textContent).toBe('Raw request')
    expect(dialog.querySelector('details')?.hasAttribute('open')).toBe(false)
    expect(dialog.textContent).toContain('http://localhost:3000 asks 0xf39F')
    const { reject, approve } = buttons()
    expect([reject.textContent, approve.textContent]).toEqual(['Reject', 'Approve'])
    // The dialog has the focus, never Approve (a key press meant for the page must not approve).
    expect(document.activeElement).toBe(dialog)
    expect(screen.watched()).toEqual([dialog, approve])
    screen.visible(true)
    screen.clock.advance(500)
    press(approve)
    expect(await answer).toBe(true)
    expect(isOpen()).toBe(false)
    expect(screen.stopped()).toBe(true)

    const second = showApproval(document, request, view, setup().options)
    buttons().reject.click()
    expect(await second).toBe(false)
  })

  it('Approve stays disabled and deaf until the screen has been seen for 500 ms, and again whenever it is not', async () => {
    const screen = setup()
    const answer = showApproval(document, request, view, screen.options)
    const { approve } = buttons()
    expect(approve.disabled).toBe(true)
    expect(approve.getAttribute('aria-describedby')).toBe('portico-approval-note')
    expect(document.getElementById('portico-approval-note')?.textContent).toBe(
      'Approve is available once this screen is fully in view.',
    )
    screen.clock.advance(5_000) // shown but never seen (transparent, covered): a click does nothing
    press(approve)
    screen.visible(true)
    screen.clock.advance(499)
    expect(approve.disabled).toBe(true)
    press(approve)
    expect(isOpen()).toBe(true)
    screen.clock.advance(1)
    expect(approve.disabled).toBe(false)
    screen.visible(false) // the page covers it again
    expect(approve.disabled).toBe(true)
    press(approve)
    screen.visible(true)
    screen.clock.advance(500)
    press(approve, false) // a click made by script
    approve.click()
    expect(isOpen()).toBe(true)
    press(approve)
    expect(await answer).toBe(true)
  })

  it('where the browser cannot tell it is seen, asks in a window of its own instead of approving here', async () => {
    const clock = createFakeClock()
    const asked: string[] = []
    const answer = showApproval(document, request, view, {
      clock,
      watchVisibility: undefined,
      openWindow: async () => {
        asked.push('window')
        return true
      },
    })
    const { approve } = buttons()
    expect(approve.textContent).toBe('Open in a new window')
    expect(approve.disabled).toBe(true)
    clock.advance(500)
    press(approve, false)
    expect(asked).toEqual([])
    press(approve)
    expect(asked).toEqual(['window'])
    expect(await answer).toBe(true)

    // With nowhere safe to ask, such a browser can only reject.
    const refused = showApproval(document, request, view, { clock, watchVisibility: undefined })
    clock.advance(5_000)
    expect(buttons().approve.disabled).toBe(true)
    expect(document.getElementById('portico-approval-note')?.textContent).toBe(
      'This browser cannot show approvals safely inside this page: reject it.',
    )
    buttons().reject.click()
    expect(await refused).toBe(false)
  })
})
