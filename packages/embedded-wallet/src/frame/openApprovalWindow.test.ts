import { describe, expect, it } from 'vitest'
import { approvalWindowChannel, openApprovalWindow } from './openApprovalWindow'

const frameOrigin = 'http://localhost:3001'
const request = {
  method: 'personal_sign',
  params: ['0x00'],
  chainId: 'eip155:31337',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cfFFb92266',
  origin: 'http://localhost:3000',
}
const view = { title: 'Sign a message', rows: [{ label: 'Message', value: 'hello' }], raw: '[]' }

/** The frame's window, as far as the function uses it, with the popup it opens. */
function frameWindow(opens = true) {
  const events = new EventTarget()
  const popup = {
    closed: false,
    posted: [] as [unknown, string][],
    postMessage(message: unknown, origin: string) {
      this.posted.push([message, origin])
    },
    close() {
      this.closed = true
    },
  }
  let tick = () => {}
  const opened: string[] = []
  const win = {
    location: { origin: frameOrigin },
    open: (url: string) => {
      opened.push(url)
      return opens ? popup : null
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setInterval: (run: () => void) => {
      tick = run
      return 1
    },
    clearInterval: () => {},
  } as unknown as Window
  const receive = (data: unknown, origin: string, source: unknown) =>
    events.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  return { win, popup, opened, receive, tick: () => tick() }
}
const message = (type: string, extra = {}) => ({ channel: approvalWindowChannel, type, ...extra })

describe('openApprovalWindow', () => {
  it('hands the request only to its own window on its own origin, and takes only its answer', async () => {
    const frame = frameWindow()
    const url = '/frame?projectId=portico-local&approval=window'
    const answer = openApprovalWindow({ win: frame.win, url, request, view })
    expect(frame.opened).toEqual([url])
    frame.receive(message('READY'), 'http://localhost:3000', frame.popup) // the app's origin
    frame.receive(message('READY'), frameOrigin, {}) // another window of the frame's origin
    frame.receive({ type: 'READY' }, frameOrigin, frame.popup) // not its channel
    expect(frame.popup.posted).toEqual([])
    frame.receive(message('READY'), frameOrigin, frame.popup)
    expect(frame.popup.posted).toEqual([[message('REQUEST', { request, view }), frameOrigin]])
    frame.receive(message('ANSWER', { approved: true }), 'http://localhost:3000', frame.popup)
    frame.receive(message('ANSWER', { approved: true }), frameOrigin, {})
    frame.receive(message('ANSWER', { approved: 'yes' }), frameOrigin, frame.popup)
    expect(await answer).toBe(false) // only `true` approves
    expect(frame.popup.closed).toBe(true)

    const second = frameWindow()
    const approved = openApprovalWindow({ win: second.win, url, request, view })
    second.receive(message('ANSWER', { approved: true }), frameOrigin, second.popup)
    expect(await approved).toBe(true)
  })

  it('a window closed unanswered, or one the browser would not open, is a rejection', async () => {
    const frame = frameWindow()
    const answer = openApprovalWindow({ win: frame.win, url: '/frame', request, view })
    frame.tick()
    frame.popup.closed = true
    frame.tick()
    expect(await answer).toBe(false)
    const blocked = frameWindow(false)
    expect(await openApprovalWindow({ win: blocked.win, url: '/frame', request, view })).toBe(false)
  })
})
