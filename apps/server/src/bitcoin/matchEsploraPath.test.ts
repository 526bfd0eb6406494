import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isEsploraPathForwarded } from './matchEsploraPath'

const address = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
const txid = '3cd71bd232b04e876b3f1c9a801de2434a4eb95849aab66fba3d38aa53fcb00e'

describe('isEsploraPathForwarded', () => {
  test('forwards the Esplora subset of the kit, and POST /tx', () => {
    for (const path of [
      '/blocks/tip/height',
      '/blocks/tip/hash',
      '/fee-estimates',
      `/address/${address}`,
      `/address/${address}/utxo`,
      `/address/${address}/txs`,
      `/address/${address}/txs/chain/${txid}`,
      `/address/mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn/utxo`,
      `/tx/${txid}`,
      `/tx/${txid}/status`,
      `/tx/${txid}/hex`,
    ])
      expect(isEsploraPathForwarded('GET', path), path).toBe(true)
    expect(isEsploraPathForwarded('POST', '/tx')).toBe(true)
  })

  test('refuses every other path and method', () => {
    for (const [method, path] of [
      ['POST', `/tx/${txid}`],
      ['PUT', '/tx'],
      ['DELETE', `/tx/${txid}`],
      ['GET', '/tx'],
      ['GET', '/mempool'],
      ['GET', `/tx/${txid}/outspends`],
      ['GET', `/tx/${txid.slice(1)}`],
      ['GET', `/tx/${txid}0`],
      ['GET', `/address/${address}/txs/mempool`],
      ['GET', `/address/${address}/txs/chain`],
      ['GET', `/address/${address}/`],
      ['GET', '/address/short/utxo'],
      ['GET', `/address/${'a'.repeat(91)}`],
      ['GET', `/address/../tx/${txid}`],
      ['GET', `/block/${txid}`],
      ['GET', '/blocks/tip/height/'],
      ['GET', ''],
    ] as const)
      expect(isEsploraPathForwarded(method, path), `${method} ${path}`).toBe(false)
  })

  test('property: a path with any character outside letters, digits, "/" and "-" is refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/blocks/tip/height', `/address/${address}`, `/tx/${txid}/hex`),
        fc.nat(60),
        fc.string({ minLength: 1, maxLength: 3 }).filter((text) => /[^A-Za-z0-9/-]/.test(text)),
        (path, at, inserted) => {
          const cut = Math.min(at, path.length)
          const changed = path.slice(0, cut) + inserted + path.slice(cut)
          expect(isEsploraPathForwarded('GET', changed)).toBe(false)
        },
      ),
    )
  })

  test('property: any address of 14–90 letters and digits and any 64-hex txid are forwarded', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{14,90}$/),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        (anyAddress, anyTxid) => {
          expect(isEsploraPathForwarded('GET', `/address/${anyAddress}/txs/chain/${anyTxid}`)).toBe(
            true,
          )
        },
      ),
    )
  })
})
