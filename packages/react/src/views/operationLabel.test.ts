import { describe, expect, it } from 'vitest'
import { ar } from '../locales/ar'
import { fr } from '../locales/fr'
import { en } from '../strings/en'
import { operationLabel } from './operationLabel'

// Every word the server's history can answer (apps/server/src/history/readHistoryPage.ts and
// solana/readSolanaHistoryPage.ts), and the other operations of the history item's shape.
const served = ['send', 'receive', 'trade', 'mint', 'burn']

describe('operationLabel', () => {
  it('words every operation the server answers, in each language', () => {
    expect(served.map((word) => operationLabel(en.activity, word))).toEqual([
      'Sent',
      'Received',
      'Trade',
      'Minted',
      'Burned',
    ])
    expect(served.map((word) => operationLabel(fr.strings.activity, word))).toEqual([
      'Envoyé',
      'Reçu',
      'Échange',
      'Frappé',
      'Détruit',
    ])
    expect(served.map((word) => operationLabel(ar.strings.activity, word))).toEqual([
      'مُرسَل',
      'مُستلَم',
      'مبادلة',
      'سكّ',
      'حرق',
    ])
  })

  it('has a word of its own for each other known operation, never the raw one', () => {
    for (const word of ['approve', 'deploy', 'deposit', 'withdraw', 'execute']) {
      for (const texts of [en.activity, fr.strings.activity, ar.strings.activity]) {
        const label = operationLabel(texts, word)
        expect(label).not.toBe(texts.otherOperation)
        expect(label.toLowerCase()).not.toBe(word)
      }
    }
  })

  it('falls back to the generic word for an unknown one, and for names of Object', () => {
    for (const word of ['bridge', '', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(operationLabel(en.activity, word)).toBe('Transaction')
      expect(operationLabel(fr.strings.activity, word)).toBe('Opération')
      expect(operationLabel(ar.strings.activity, word)).toBe('معاملة')
    }
  })
})
