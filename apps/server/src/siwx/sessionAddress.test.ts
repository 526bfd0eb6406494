import { describe, expect, it } from 'vitest'
import { fromSessionAddress, isSessionAddress, toSessionAddress } from './sessionAddress'

const solanaChain = 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'
const base58 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('session addresses', () => {
  it('stores a Solana account as CAIP-10, an EVM one as written; reads both back', () => {
    const solana = { caipNetworkId: solanaChain, address: toSessionAddress(solanaChain, base58) }
    expect(solana.address).toBe(`${solanaChain}:${base58}`)
    expect(fromSessionAddress(solana)).toBe(base58)
    const eip155 = { caipNetworkId: 'eip155:1', address: toSessionAddress('eip155:1', evm) }
    expect(eip155.address).toBe(evm)
    expect(fromSessionAddress(eip155)).toBe(evm)
  })

  it('matches a Solana account exactly (base58 or CAIP-10), an EVM one in any case', () => {
    const solana = { caipNetworkId: solanaChain, address: `${solanaChain}:${base58}` }
    expect(isSessionAddress(solana, base58)).toBe(true)
    expect(isSessionAddress(solana, solana.address)).toBe(true)
    expect(isSessionAddress(solana, base58.toLowerCase())).toBe(false)
    expect(isSessionAddress(solana, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${base58}`)).toBe(
      false,
    )
    const eip155 = { caipNetworkId: 'eip155:1', address: evm }
    expect(isSessionAddress(eip155, evm.toLowerCase())).toBe(true)
  })
})
