import { formatSiwxMessage, type SiwxMessageData } from '@portico/core/siwx'
import { getSolanaDevnetKeys } from '@portico/devnet'
import { base58 } from '@scure/base'
import { createKeyPairFromBytes, signBytes } from '@solana/kit'
import {
  createSignInMessageText,
  parseSignInMessageText,
  verifySignIn,
} from '@solana/wallet-standard-util'
import { describe, expect, it } from 'vitest'
import { verifySolanaSignature } from './verifySolanaSignature'

const key = getSolanaDevnetKeys(4).accounts[3]
if (key === undefined) throw new Error('no devnet Solana account 3')

const ours: Array<{ data: SiwxMessageData; siwsChainId: string }> = [
  {
    data: {
      domain: 'localhost:3000',
      accountAddress: key.address,
      statement: 'Sign in to Portico',
      uri: 'http://localhost:3000',
      version: '1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nonce: '0123456789abcdef0123456789abcdef',
      issuedAt: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-08T00:00:00.000Z',
      notBefore: '2026-01-01T00:00:00.000Z',
      requestId: 'req-42',
      resources: ['https://example.com/tos', 'https://phantom.app/'],
    },
    siwsChainId: 'mainnet',
  },
  {
    data: {
      domain: 'app.example.com',
      accountAddress: key.address,
      uri: 'https://app.example.com/login',
      version: '1',
      chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      nonce: 'abcdefgh',
      issuedAt: '2026-03-01T12:30:00+02:00',
    },
    siwsChainId: 'devnet',
  },
  {
    data: {
      domain: '127.0.0.1:5173',
      accountAddress: key.address,
      statement: 'Local chain',
      uri: 'http://127.0.0.1:5173/',
      version: '1',
      chainId: 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
      nonce: 'abcdefgh12345678',
      issuedAt: '2026-03-01T12:30:00Z',
      resources: [],
    },
    siwsChainId: 'GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
  },
]

/** Our data as the Wallet Standard's SolanaSignInInput (the dapp's side of solana:signIn). */
function toSignInInput({ data, siwsChainId }: (typeof ours)[number]) {
  return {
    domain: data.domain,
    address: data.accountAddress,
    statement: data.statement,
    uri: data.uri,
    version: data.version,
    chainId: siwsChainId,
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    expirationTime: data.expirationTime,
    notBefore: data.notBefore,
    requestId: data.requestId,
    resources: data.resources,
  }
}

describe('Sign in with Solana against the Wallet Standard reference (@solana/wallet-standard-util)', () => {
  for (const example of ours) {
    it(`${example.siwsChainId}: the same text, the same fields, verifySignIn accepts our signature`, async () => {
      const input = toSignInInput(example)
      const text = formatSiwxMessage(example.data)
      // Byte for byte what a SIWS wallet builds from the same input.
      expect(createSignInMessageText(input)).toBe(text)
      const parsed = parseSignInMessageText(text)
      expect(parsed).toMatchObject({
        domain: input.domain,
        address: input.address,
        chainId: input.chainId,
        nonce: input.nonce,
        issuedAt: input.issuedAt,
      })
      expect(parsed?.statement).toBe(input.statement)

      // Signed as solana:signMessage signs (kit signBytes), checked by the reference verifier
      // and by the server's.
      const { privateKey } = await createKeyPairFromBytes(key.keyPairBytes)
      const signedMessage = new TextEncoder().encode(text)
      const signature = new Uint8Array(await signBytes(privateKey, signedMessage))
      const account = {
        address: key.address,
        publicKey: key.keyPairBytes.slice(32),
        chains: [],
        features: [],
      } as const
      expect(verifySignIn(input, { account, signedMessage, signature })).toBe(true)
      expect(
        verifySolanaSignature({
          address: key.address,
          message: text,
          signature: base58.encode(signature),
        }),
      ).toBe(true)
      // One byte more (EIP-4361's empty statement line) and neither verifier accepts it.
      const other = text.replace(`${key.address}\n\n`, `${key.address}\n\n\n`)
      expect(
        verifySolanaSignature({
          address: key.address,
          message: other,
          signature: base58.encode(signature),
        }),
      ).toBe(false)
    })
  }
})
