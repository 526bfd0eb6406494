import type { Transaction, TransactionTransfer } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { ar } from '../strings/ar'
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
      label: 'Approved',
      amounts: [],
      counterpart: '',
    })
  })

  test('a mint and a burn by their words, without the zero address as the other side', () => {
    const pUsd = (direction: 'in' | 'out'): TransactionTransfer => ({
      fungible_info: { symbol: 'pUSD' },
      direction,
      quantity: { numeric: '5' },
    })
    expect(describeTransfer(item('mint', [pUsd('in')]))).toEqual({
      label: 'Minted',
      amounts: ['+5.000 pUSD'],
      counterpart: '',
    })
    expect(describeTransfer(item('burn', [pUsd('out')])).label).toBe('Burned')
  })

  test('every operation has a word in each language; an unknown one is `Transaction`', () => {
    // What the server's history answers (apps/server/src/history/readHistoryPage.ts), then the
    // history shape's other operations.
    const words = ['send', 'receive', 'trade', 'mint', 'burn', 'approve', 'deploy', 'deposit']
    const labels = (t: typeof fr.pages.activity | undefined) =>
      words.map((word) => {
        const direction = word === 'receive' || word === 'mint' ? 'in' : 'out'
        return describeTransfer(item(word, [eth(direction, '1')]), { t }).label
      })
    expect(labels(undefined)).toEqual([
      'Sent',
      'Received',
      'Trade',
      'Minted',
      'Burned',
      'Approved',
      'Deployed',
      'Deposited',
    ])
    expect(labels(fr.pages.activity)).toEqual([
      'Envoyé',
      'Reçu',
      'Échange',
      'Frappé',
      'Détruit',
      'Autorisé',
      'Déployé',
      'Déposé',
    ])
    expect(labels(ar.pages.activity)).toEqual([
      'مُرسَل',
      'مُستلَم',
      'مبادلة',
      'سكّ',
      'حرق',
      'موافقة',
      'نشر',
      'إيداع',
    ])
    for (const word of ['bridge', 'constructor', 'toString', '__proto__']) {
      expect(describeTransfer(item(word, [])).label).toBe('Transaction')
      expect(describeTransfer(item(word, []), { t: fr.pages.activity }).label).toBe('Opération')
      expect(describeTransfer(item(word, []), { t: ar.pages.activity }).label).toBe('معاملة')
    }
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
