import { describe, expect, it } from 'vitest'
import { bitcoinMainnetPrefixes } from '../bitcoinNetworks'
import { parseBip322Address } from './bip322Address'
import { bip322MessageHash } from './bip322MessageHash'
import { bip322ToSign, bip322ToSpendId } from './bip322Transactions'
import { bip322Vectors } from './bip322Vectors.testing'

describe('bip322ToSpendId and bip322ToSign', () => {
  const address = parseBip322Address(bip322Vectors.p2wpkhAddress, bitcoinMainnetPrefixes)

  it("match BIP-322's to_spend and to_sign transaction hashes", () => {
    if (!address) throw new Error('the vector address does not parse')
    for (const message of ['', 'Hello World'] as const) {
      const toSpendId = bip322ToSpendId(bip322MessageHash(message), address.script)
      expect(toSpendId).toBe(bip322Vectors.toSpendIds[message])
      const toSign = bip322ToSign({ toSpendId, messageChallenge: address.script })
      expect(toSign.id).toBe(bip322Vectors.toSignIds[message])
    }
  })
})
