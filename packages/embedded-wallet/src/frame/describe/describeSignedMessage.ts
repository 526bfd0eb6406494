import { isHex } from 'viem'
import type { ApprovalRow } from './approvalView'

const hexToBytes = (hex: string) =>
  Uint8Array.from(hex.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

/**
 * The rows of a `personal_sign` message: its text when the bytes are UTF-8 without control
 * characters (line breaks and tabs allowed), otherwise its hex, labelled so the user knows it is
 * not text. A message sent as plain text (not hex) is shown as it is.
 *
 * @example
 * describeSignedMessage('0x68656c6c6f') // [{ label: 'Message', value: 'hello' }]
 */
export function describeSignedMessage(message: unknown): ApprovalRow[] {
  if (typeof message !== 'string') return [{ label: 'Message', value: JSON.stringify(message) }]
  if (!isHex(message) || message.length % 2 !== 0) return [{ label: 'Message', value: message }]
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
      return [{ label: 'Message', value: text }]
  } catch {
    // not UTF-8: shown as hex below
  }
  return [{ label: 'Message (hex, not text)', value: message }]
}
