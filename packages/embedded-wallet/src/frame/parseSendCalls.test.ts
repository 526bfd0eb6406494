import { describe, expect, it } from 'vitest'
import { parseSendCalls } from './parseSendCalls'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseSendCalls', () => {
  it('reads the calls of a wallet_sendCalls request', () => {
    expect(
      parseSendCalls([
        {
          version: '2.0.0',
          calls: [
            { to, value: '0x10' },
            { to, data: '0xa9059cbb' },
          ],
        },
      ]),
    ).toEqual([
      { to, value: 16n, data: undefined },
      { to, value: undefined, data: '0xa9059cbb' },
    ])
  })

  it.each([
    [[{ calls: [] }], 'calls must be a non-empty list'],
    [[{}], 'calls must be a non-empty list'],
    [[{ calls: [{ to: to.slice(2) }] }], 'calls[0].to must start with 0x'],
    [[{ calls: [{ to, data: 'a9059cbb' }] }], 'calls[0].data must start with 0x'],
    [[{ calls: [{ to, value: 5 }] }], 'calls[0].value must be a hex quantity'],
    [[{ calls: Array.from({ length: 51 }, () => ({ to })) }], 'at most 50 calls'],
  ])('refuses %j: %s', (params, reason) => {
    expect(() => parseSendCalls(params)).toThrow('Invalid wallet_sendCalls request')
    try {
      parseSendCalls(params)
    } catch (error) {
      expect((error as { reason: string }).reason).toBe(reason)
    }
  })
})
