import { describe, expect, it } from 'vitest'
import * as bip322 from './index'

describe('@portico/bitcoin/bip322 entry', () => {
  it('exports this list (a change of public API shows here in review)', () => {
    expect(Object.keys(bip322).sort()).toMatchInlineSnapshot(`
      [
        "Bip322AddressNetworkError",
        "Bip322AddressTypeError",
        "Bip322SignerError",
        "bip322MessageHash",
        "bip322MessageTag",
        "bip322OpReturn",
        "bip322ToSign",
        "bip322ToSpendId",
        "parseBip322Address",
        "signBip322Simple",
        "verifyBip322",
      ]
    `)
  })
})
