import type { RelayMessage } from './types'

/** What a frame from the relay is (internal). */
export type RelayFrame =
  | {
      kind: 'response'
      id: number
      result: unknown
      error: { code: number; message: string } | undefined
    }
  | { kind: 'subscription'; id: number | string; message: RelayMessage }
  | { kind: 'request'; id: number | string; method: string }
  | { kind: 'invalid'; problem: string }

/**
 * Reads one WebSocket frame from the relay: an answer to our request, an `irn_subscription`
 * delivery, or another request.
 *
 * @example
 * readRelayFrame('{"id":1,"jsonrpc":"2.0","result":true}') // { kind: 'response', id: 1, … }
 */
export function readRelayFrame(data: unknown): RelayFrame {
  let text: string
  if (typeof data === 'string') text = data
  else if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    text = new TextDecoder().decode(data as ArrayBuffer)
  } else return { kind: 'invalid', problem: 'not text' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', problem: 'not JSON' }
  }
  if (typeof value !== 'object' || value === null)
    return { kind: 'invalid', problem: 'not an object' }
  const frame = value as Record<string, unknown>
  const id = frame.id
  if (typeof frame.method === 'string') {
    if (typeof id !== 'number' && typeof id !== 'string') {
      return { kind: 'invalid', problem: 'request without id' }
    }
    if (frame.method !== 'irn_subscription') return { kind: 'request', id, method: frame.method }
    const params = frame.params as { data?: Record<string, unknown> } | undefined
    const data = params?.data
    if (!data || typeof data.topic !== 'string' || typeof data.message !== 'string') {
      return { kind: 'invalid', problem: 'irn_subscription without data.topic and data.message' }
    }
    return {
      kind: 'subscription',
      id,
      message: {
        topic: data.topic,
        message: data.message,
        publishedAt: typeof data.publishedAt === 'number' ? data.publishedAt : undefined,
        tag: typeof data.tag === 'number' ? data.tag : undefined,
        attestation: typeof data.attestation === 'string' ? data.attestation : undefined,
      },
    }
  }
  if (typeof id !== 'number') return { kind: 'invalid', problem: 'answer without numeric id' }
  const error = frame.error as { code?: unknown; message?: unknown } | undefined
  if (error !== undefined && error !== null) {
    return {
      kind: 'response',
      id,
      result: undefined,
      error: {
        code: typeof error.code === 'number' ? error.code : -32000,
        message: typeof error.message === 'string' ? error.message : 'unknown relay error',
      },
    }
  }
  return { kind: 'response', id, result: frame.result, error: undefined }
}

/**
 * Reads one message of an `irn_fetchMessages` answer; `undefined` when it has no message text.
 *
 * @example
 * readFetchedMessage({ topic: 't', message: 'AAEC', publishedAt: 1, tag: 1100 }, 't')
 */
export function readFetchedMessage(item: unknown, topic: string): RelayMessage | undefined {
  if (typeof item !== 'object' || item === null) return undefined
  const value = item as Record<string, unknown>
  if (typeof value.message !== 'string') return undefined
  return {
    topic: typeof value.topic === 'string' ? value.topic : topic,
    message: value.message,
    publishedAt: typeof value.publishedAt === 'number' ? value.publishedAt : undefined,
    tag: typeof value.tag === 'number' ? value.tag : undefined,
    attestation: typeof value.attestation === 'string' ? value.attestation : undefined,
  }
}
