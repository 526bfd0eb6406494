/**
 * Decodes the answer of `name()` / `symbol()`: an ABI `string`, or a `bytes32` (older tokens such
 * as MKR). Returns null for anything else; control characters are dropped and the text is capped
 * at 64 characters, so a hostile token cannot fill the page.
 *
 * @example
 * decodeAbiText('0x…20…03…504b54…') // 'PTK'
 */
export function decodeAbiText(data: unknown): string | null {
  if (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data)) return null
  const bytes = Buffer.from(data.slice(2), 'hex')
  let text: Buffer | undefined
  if (bytes.length === 32) text = bytes.subarray(0, bytes.indexOf(0) === -1 ? 32 : bytes.indexOf(0))
  else if (bytes.length >= 64) {
    const offset = Number(BigInt(`0x${bytes.subarray(0, 32).toString('hex')}`))
    if (offset + 32 > bytes.length) return null
    const length = Number(BigInt(`0x${bytes.subarray(offset, offset + 32).toString('hex')}`))
    if (offset + 32 + length > bytes.length) return null
    text = bytes.subarray(offset + 32, offset + 32 + length)
  }
  if (text === undefined) return null
  const clean = [...text.toString('utf8')]
    .filter((char) => {
      const code = char.charCodeAt(0)
      return code >= 0x20 && code !== 0x7f && char !== '\ufffd'
    })
    .join('')
    .trim()
  return clean === '' ? null : clean.slice(0, 64)
}
