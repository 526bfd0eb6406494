import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Rendered, render } from '../../test/dom'
import { PorticoContext } from '../context'
import type { PorticoConfig } from '../createPorticoConfig'
import { en } from '../strings/en'
import { CodeInput } from './CodeInput'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

const box = (n: number) =>
  document.querySelector(`input[aria-label="Digit ${n}"]`) as HTMLInputElement
/** Types into the focused box as a browser does (React reads the native value setter). */
async function typeDigit(input: HTMLInputElement, text: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(input, input.value + text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function setup() {
  const codes: string[] = []
  rendered = await render(
    <PorticoContext.Provider value={{ strings: en } as unknown as PorticoConfig}>
      <CodeInput onComplete={(code) => codes.push(code)} />
    </PorticoContext.Provider>,
  )
  return codes
}

describe('CodeInput', () => {
  it('six labelled boxes; a typed digit moves focus on; the sixth completes the code', async () => {
    const codes = await setup()
    expect(document.activeElement).toBe(box(1))
    for (const [index, digit] of [...'482913'].entries()) {
      expect(document.activeElement).toBe(box(index + 1))
      await typeDigit(document.activeElement as HTMLInputElement, digit)
    }
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('482913')
    expect(codes).toEqual(['482913'])
  })

  it('ignores non-digits', async () => {
    const codes = await setup()
    await typeDigit(box(1), 'x')
    expect(box(1).value).toBe('')
    expect(document.activeElement).toBe(box(1))
    expect(codes).toEqual([])
  })

  it('a whole code pasted into any box fills every box (and so does one-time-code autofill)', async () => {
    const codes = await setup()
    await act(async () => {
      const event = new Event('paste', { bubbles: true, cancelable: true })
      Object.assign(event, { clipboardData: { getData: () => ' 123 456 ' } })
      box(4).dispatchEvent(event)
    })
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('123456')
    expect(codes).toEqual(['123456'])
    await rendered?.unmount()
    const autofilled = await setup()
    await typeDigit(box(1), '654321')
    expect(autofilled).toEqual(['654321'])
  })
})
