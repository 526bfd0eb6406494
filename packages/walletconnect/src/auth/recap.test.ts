import {
  createEncodedRecap,
  formatStatementFromRecap,
  getChainsFromRecap,
  getMethodsFromRecap,
  decodeRecap as officialDecode,
} from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { InvalidSignInputError } from '../errors/sign'
import {
  decodeRecap,
  encodeRecap,
  formatRecapStatement,
  getRecapChains,
  getRecapFromResources,
  getRecapMethods,
  mergeRecaps,
  recapAbilities,
} from './recap'

const methods = ['wallet_sendCalls', 'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']

describe('ReCap (EIP-5573)', () => {
  it('encodes like the official client and decodes its URIs (also URL-safe and padded)', () => {
    const recap = { att: { eip155: recapAbilities('request', methods) } }
    const uri = encodeRecap(recap)
    expect(uri).toBe(createEncodedRecap('eip155', 'request', [...methods]))
    expect(decodeRecap(uri)).toEqual(officialDecode(uri))
    const json = JSON.stringify(recap)
    const urlSafe = `urn:recap:${Buffer.from(json).toString('base64url')}`
    const padded = `urn:recap:${Buffer.from(json).toString('base64')}`
    expect(decodeRecap(urlSafe)).toEqual(recap)
    expect(decodeRecap(padded)).toEqual(recap)
  })

  it('reads methods and chains like the official helpers', () => {
    const recap = mergeRecaps(
      {
        att: { eip155: recapAbilities('request', methods, { chains: ['eip155:1', 'eip155:10'] }) },
      },
      { att: { 'https://files.portico.test': recapAbilities('crud', ['read']) } },
    )
    const uri = encodeRecap(recap)
    expect(getRecapMethods(recap)).toEqual(getMethodsFromRecap(uri))
    expect(getRecapChains(recap)).toEqual(getChainsFromRecap(uri))
    expect(getRecapChains(recap)).toEqual(['eip155:1', 'eip155:10'])
  })

  it('writes the statement sentence like the official helper (one or two abilities per resource)', () => {
    const two = {
      att: {
        eip155: {
          ...recapAbilities('request', ['personal_sign']),
          ...recapAbilities('sign', ['a']),
        },
        'https://files.portico.test': recapAbilities('crud', ['update', 'read']),
      },
    }
    for (const recap of [{ att: { eip155: recapAbilities('request', methods) } }, two]) {
      for (const statement of ['', 'Sign in to Portico']) {
        expect(formatRecapStatement(statement, recap)).toBe(
          formatStatementFromRecap(statement, recap),
        )
      }
    }
    const sentence = formatRecapStatement('Hi', two)
    expect(formatRecapStatement(sentence, two)).toBe(sentence)
  })

  it('finds the ReCap only as the last resource and refuses malformed ones', () => {
    const uri = encodeRecap({ att: { eip155: recapAbilities('request', ['personal_sign']) } })
    expect(getRecapFromResources(['https://a.test', uri])).toBe(uri)
    expect(getRecapFromResources([uri, 'https://a.test'])).toBeUndefined()
    expect(getRecapFromResources(undefined)).toBeUndefined()
    expect(() => decodeRecap('https://a.test')).toThrow(InvalidSignInputError)
    expect(() => decodeRecap('urn:recap:e30')).toThrow('ReCap has no att')
    const empty = `urn:recap:${Buffer.from('{"att":{"eip155":{}}}').toString('base64')}`
    expect(() => decodeRecap(empty)).toThrow('non-empty object')
    const noLimits = `urn:recap:${Buffer.from('{"att":{"eip155":{"request/a":[]}}}').toString('base64')}`
    expect(() => decodeRecap(noLimits)).toThrow('must list limit objects')
  })
})
