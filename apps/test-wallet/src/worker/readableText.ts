/**
 * The bytes as text when they are printable UTF-8 (how a person can read a message to sign), else
 * undefined: invalid UTF-8 or control characters other than newline, tab and carriage return.
 *
 * @example
 * readableText(new TextEncoder().encode('Hello')) // 'Hello'
 * readableText(new Uint8Array([0, 1, 2])) // undefined
 */
export function readableText(bytes: Uint8Array): string | undefined {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 && char !== '\n' && char !== '\t' && char !== '\r') return undefined
  }
  return text
}
