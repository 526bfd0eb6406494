import { describe, expect, it } from 'vitest'
import { readRelayFrame } from './readRelayFrame'

describe('readRelayFrame', () => {
  it('reads answers, errors, deliveries and other requests', () => {
    expect(readRelayFrame('{"id":7,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      id: 7,
      result: true,
      error: undefined,
    })
    expect(
      readRelayFrame('{"id":7,"jsonrpc":"2.0","error":{"code":-32600,"message":"bad"}}'),
    ).toEqual({
      kind: 'response',
      id: 7,
      result: undefined,
      error: { code: -32600, message: 'bad' },
    })
    const delivery = {
      id: 9,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: 's',
        data: { topic: 't', message: 'm', publishedAt: 5, tag: 1108, attestation: '' },
      },
    }
    expect(readRelayFrame(Buffer.from(JSON.stringify(delivery)))).toEqual({
      kind: 'subscription',
      id: 9,
      message: { topic: 't', message: 'm', publishedAt: 5, tag: 1108, attestation: '' },
    })
    expect(readRelayFrame('{"id":"x","jsonrpc":"2.0","method":"irn_other","params":{}}')).toEqual({
      kind: 'request',
      id: 'x',
      method: 'irn_other',
    })
  })

  it('tolerates missing optional delivery fields (attestation null, no tag)', () => {
    const frame = readRelayFrame(
      JSON.stringify({
        id: 1,
        method: 'irn_subscription',
        params: { data: { topic: 't', message: 'm', attestation: null } },
      }),
    )
    expect(frame).toEqual({
      kind: 'subscription',
      id: 1,
      message: {
        topic: 't',
        message: 'm',
        publishedAt: undefined,
        tag: undefined,
        attestation: undefined,
      },
    })
  })

  it('marks unreadable frames', () => {
    expect(readRelayFrame(42)).toEqual({ kind: 'invalid', problem: 'not text' })
    expect(readRelayFrame('{')).toEqual({ kind: 'invalid', problem: 'not JSON' })
    expect(readRelayFrame('null')).toEqual({ kind: 'invalid', problem: 'not an object' })
    expect(readRelayFrame('{"method":"irn_subscription"}')).toEqual({
      kind: 'invalid',
      problem: 'request without id',
    })
    expect(readRelayFrame('{"id":1,"method":"irn_subscription","params":{}}')).toEqual({
      kind: 'invalid',
      problem: 'irn_subscription without data.topic and data.message',
    })
    expect(readRelayFrame('{"id":"1","result":true}')).toEqual({
      kind: 'invalid',
      problem: 'answer without numeric id',
    })
  })
})
