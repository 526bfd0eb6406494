import type { Transaction, TransactionTransfer } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { fr } from '../strings/fr'
import { pageFormat } from '../strings/usePageStrings'
import { describeTransfer } from './describeTransfer'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const item = (operationType: string, transfers: TransactionTransfer[]): Transaction => ({
  id: 'x',
  metadata: {
    minedAt: '2026-11-27T03:00:00Z',
    chain: 'eip155:31337',
    operationType,
    status: 'confirmed',
    sentFrom: from,
    sentTo: to,
  },
  transfers,
})
const eth = (direction: 'in' | 'out' | 'self', numeric: string): TransactionTransfer => ({
  fungible_info: { symbol: 'ETH', name: 'Ether' },
  direction,
  quantity: { numeric },
})

describe('describeTransfer', () => {
  test('a send and a receipt', () => {
    expect(describeTransfer(item('send', [eth('out', '1.5')]))).toEqual({
      label: 'Sent',
      amounts: ['-1.500 ETH'],
      counterpart: 'To 0x70…dc79C8',
    })
    expect(describeTransfer(item('receive', [eth('in', '0.25')]))).toEqual({
      label: 'Received',
      amounts: ['+0.250 ETH'],
      counterpart: 'From 0xf3…b92266',
    })
  })

  test('a trade, a transfer to self and a call without transfers', () => {
    const usdc: TransactionTransfer = {
      fungible_info: { symbol: 'USDC' },
      direction: 'in',
      quantity: { numeric: '30' },
    }
    expect(describeTransfer(item('trade', [eth('out', '0.01'), usdc])).label).toBe('Trade')
    expect(describeTransfer(item('send', [eth('self', '1')]))).toEqual({
      label: 'Sent to self',
      amounts: ['1.000 ETH'],
      counterpart: '',
    })
    expect(describeTransfer(item('approve', []))).toEqual({
      label: 'Approve',
      amounts: [],
      counterpart: '',
    })
  })

  test('in French, with French decimals', () => {
    const { t, format } = { t: fr.pages.activity, format: pageFormat(fr.intl) }
    expect(
      describeTransfer(item('send', [eth('out', '1.5')]), { t, decimal: format.decimal }),
    ).toEqual({
      label: 'Envoyé',
      amounts: ['-1,500 ETH'],
      counterpart: 'À 0x70…dc79C8',
    })
    expect(
      describeTransfer(item('receive', [eth('in', '2')]), { t, decimal: format.decimal }),
    ).toEqual({
      label: 'Reçu',
      amounts: ['+2,000 ETH'],
      counterpart: 'De 0xf3…b92266',
    })
  })
})
