import { toHex } from 'viem'
import { packetToBytes } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { decodeDnsName } from './readEnsGatewayResult'

describe('decodeDnsName', () => {
  it('reads what ENS clients encode (RFC 1035 wire format)', () => {
    for (const name of [
      'alice.portico.id',
      'a.b',
      'f39fd6e51aad88f6f4ce6ab8827279cfffb92266.addr.reverse',
    ])
      expect(decodeDnsName(toHex(packetToBytes(name)))).toBe(name)
  })

  it('refuses what is not one name', () => {
    expect(decodeDnsName('0x')).toBeUndefined()
    expect(decodeDnsName('0x05616c696365')).toBeUndefined() // no terminator
    expect(decodeDnsName('0x0161000162')).toBeUndefined() // bytes after the end
    expect(decodeDnsName('0x0961')).toBeUndefined() // label longer than the data
  })
})
