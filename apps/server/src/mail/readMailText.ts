/** Headers of one MIME part, names lower-cased. */
type Part = { headers: Map<string, string>; body: string }

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n')
  const end = normalized.indexOf('\n\n')
  const head = end === -1 ? normalized : normalized.slice(0, end)
  const body = end === -1 ? '' : normalized.slice(end + 2)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function parameter(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(value)
  return match?.[1]
}

function decode(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString()
  if (encoding === 'quoted-printable') {
    const bytes = part.body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      )
    return Buffer.from(bytes, 'latin1').toString()
  }
  return part.body
}

/** Where a mail came from, to whom, its subject and its plain text. */
export type ReadMailTextReturnType = { subject: string; to: string; text: string | undefined }

/**
 * The subject, recipients and plain-text part of a raw RFC 5322 message (what the mail catcher
 * received): single-part `text/plain` or the first `text/plain` inside multipart bodies (nested
 * ones too); base64 and quoted-printable decoded as UTF-8. `text` is undefined when the mail has
 * no plain-text part.
 *
 * @example
 * readMailText('Subject: Hi\r\nContent-Type: text/plain\r\n\r\nHello').text // 'Hello'
 */
export function readMailText(raw: string): ReadMailTextReturnType {
  const top = splitPart(raw)
  const find = (part: Part, depth: number): string | undefined => {
    const type = part.headers.get('content-type') ?? 'text/plain'
    if (/^text\/plain/i.test(type)) return decode(part)
    const boundary = parameter(type, 'boundary')
    if (!/^multipart\//i.test(type) || boundary === undefined || depth > 5) return undefined
    const pieces = part.body.split(`--${boundary}`).slice(1)
    for (const piece of pieces) {
      if (piece.startsWith('--')) break
      const found = find(splitPart(piece.replace(/^\r?\n/, '')), depth + 1)
      if (found !== undefined) return found
    }
    return undefined
  }
  return {
    subject: top.headers.get('subject') ?? '',
    to: top.headers.get('to') ?? '',
    text: find(top, 0)?.replace(/\n$/, ''),
  }
}
