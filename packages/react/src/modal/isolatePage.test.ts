import { afterEach, describe, expect, it } from 'vitest'
import { isolatePage } from './isolatePage'

afterEach(() => {
  document.body.innerHTML = ''
  document.body.removeAttribute('style')
})

function page() {
  document.body.innerHTML = `
    <div id="app"><button>Open</button></div>
    <aside id="chat" inert aria-hidden="false"></aside>
    <script></script>
    <div id="layer"><div role="dialog"><button>Close</button></div></div>`
  const byId = (id: string) => document.getElementById(id) as HTMLElement
  return { app: byId('app'), chat: byId('chat'), layer: byId('layer') }
}

describe('isolatePage', () => {
  it('makes the rest of the page inert and hidden, and locks the scroll', () => {
    const { app, layer } = page()
    document.body.style.overflow = 'scroll'
    isolatePage(layer.querySelector('[role="dialog"]') as HTMLElement)
    expect(app.hasAttribute('inert')).toBe(true)
    expect(app.getAttribute('aria-hidden')).toBe('true')
    expect(layer.hasAttribute('inert')).toBe(false)
    expect(layer.hasAttribute('aria-hidden')).toBe(false)
    expect(document.querySelector('script')?.hasAttribute('inert')).toBe(false)
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('undoes only what it changed', () => {
    const { app, chat, layer } = page()
    document.body.style.overflow = 'scroll'
    const restore = isolatePage(layer.querySelector('[role="dialog"]') as HTMLElement)
    restore()
    expect(app.hasAttribute('inert')).toBe(false)
    expect(app.hasAttribute('aria-hidden')).toBe(false)
    expect(chat.hasAttribute('inert')).toBe(true)
    expect(chat.getAttribute('aria-hidden')).toBe('false')
    expect(document.body.style.overflow).toBe('scroll')
  })

  it("leaves the embedded wallet's frame usable (data-portico-above-modal)", () => {
    const { layer } = page()
    const frame = document.createElement('iframe')
    frame.setAttribute('data-portico-above-modal', '')
    document.body.append(frame)
    isolatePage(layer.querySelector('[role="dialog"]') as HTMLElement)
    expect(frame.hasAttribute('inert')).toBe(false)
    expect(frame.hasAttribute('aria-hidden')).toBe(false)
  })

  it('does nothing for an element that is not on the page', () => {
    const { app } = page()
    isolatePage(document.createElement('div'))()
    expect(app.hasAttribute('inert')).toBe(false)
  })
})
