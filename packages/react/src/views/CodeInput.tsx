import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react'
import { usePorticoConfig } from '../context'

export type CodeInputProps = {
  /** Called with the 6 digits once every box is filled (typed or pasted). */
  onComplete(code: string): void
  disabled?: boolean | undefined
}

const length = 6

/**
 * Six one-digit boxes for an emailed code: a typed digit moves focus to the next box, Backspace
 * in an empty box to the previous one, and pasting the whole code (or the browser's one-time-code
 * autofill) fills every box at once. Non-digits are ignored.
 */
export function CodeInput({ onComplete, disabled }: CodeInputProps) {
  const { strings } = usePorticoConfig()
  const [digits, setDigits] = useState<string[]>(() => Array(length).fill(''))
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  /** Writes `text`'s digits from box `start` on; focuses the box after the last one written. */
  const fill = (start: number, text: string) => {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, length - start)
      .split('')
    if (incoming.length === 0) return
    const next = [...digits]
    incoming.forEach((digit, offset) => {
      next[start + offset] = digit
    })
    setDigits(next)
    const after = Math.min(start + incoming.length, length - 1)
    boxes.current[after]?.focus()
    if (next.every((d) => d !== '')) onComplete(next.join(''))
  }
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      setDigits(next)
      boxes.current[index - 1]?.focus()
    }
  }
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const text = event.clipboardData.getData('text')
    // A whole code is written from the first box, wherever it was pasted.
    fill(text.replace(/\D/g, '').length >= length ? 0 : index, text)
  }

  return (
    // Digits run left to right in every language (a right-to-left page keeps the code readable).
    <fieldset className="portico-code" disabled={disabled} dir="ltr">
      <legend className="portico-muted">{strings.email.codeLabel}</legend>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
          key={index}
          ref={(box) => {
            boxes.current[index] = box
          }}
          className="portico-code-digit"
          aria-label={strings.email.digit(index + 1)}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this view
          autoFocus={index === 0}
          value={digit}
          onChange={(event) => {
            const value = event.target.value
            if (value === '') {
              const next = [...digits]
              next[index] = ''
              setDigits(next)
            } else fill(index, value.replace(digit, '') || value)
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
    </fieldset>
  )
}
