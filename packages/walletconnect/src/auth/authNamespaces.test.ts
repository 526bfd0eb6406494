import {
  buildNamespacesFromAuth,
  getChainsFromRecap,
  getMethodsFromRecap,
} from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { authNamespaces } from './authNamespaces'
import { encodeRecap, recapAbilities } from './recap'
import type { Cacao } from './types'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
function cacao(chain: string, resources?: string[]): Cacao {
  return {
    h: { t: 'caip122' },
    p: {
      iss: `did:pkh:${chain}:${address}`,
      domain: 'app.portico.test',
      aud: 'https://app.portico.test/',
      version: '1',
      nonce: 'abcdef123456',
      iat: '2026-01-01T00:00:00.000Z',
      resources,
    },
    s: { t: 'eip191', s: '0x00' },
  }
}
const recap = encodeRecap({
  att: {
    eip155: recapAbilities('request', ['personal_sign', 'eth_sendTransaction'], {
      chains: ['eip155:1', 'eip155:10'],
    }),
  },
})

describe('authNamespaces', () => {
  it('derives accounts, chains, methods and events as the official client does', () => {
    const ours = authNamespaces([cacao('eip155:1', [recap])])
    const accounts = ['eip155:1', ...getChainsFromRecap(recap)].map((c) => `${c}:${address}`)
    const official = buildNamespacesFromAuth(getMethodsFromRecap(recap), [...new Set(accounts)])
    expect(ours).toEqual(official)
    expect(ours?.eip155?.accounts).toEqual([`eip155:1:${address}`, `eip155:10:${address}`])
    expect(ours?.eip155?.events).toEqual(['chainChanged', 'accountsChanged'])
  })

  it('joins several CACAOs and gives no session without a granted method', () => {
    const both = authNamespaces([cacao('eip155:31337', [recap]), cacao('eip155:137')])
    expect(both?.eip155?.chains).toEqual(['eip155:31337', 'eip155:1', 'eip155:10', 'eip155:137'])
    expect(authNamespaces([cacao('eip155:1')])).toBeUndefined()
  })
})
