import { solanaDevnet } from '@portico/devnet/chains'
import { describe, expect, test } from 'vitest'
import { parseWalletSolanaRpcUrls } from './parseWalletSolanaRpcUrls'

describe('parseWalletSolanaRpcUrls', () => {
  test('reads a comma list of caip2=url', () => {
    expect(
      parseWalletSolanaRpcUrls(
        `${solanaDevnet.caipNetworkId}=http://127.0.0.1:18899, solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1=https://api.devnet.solana.com`,
      ),
    ).toEqual({
      [solanaDevnet.caipNetworkId]: 'http://127.0.0.1:18899',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'https://api.devnet.solana.com',
    })
  })

  test('unset or empty gives no overrides', () => {
    expect(parseWalletSolanaRpcUrls(undefined)).toEqual({})
    expect(parseWalletSolanaRpcUrls(' , ')).toEqual({})
  })

  test.each([
    'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
    '=http://x',
    '31337=http://127.0.0.1:8545',
    'solana:short=http://127.0.0.1:8899',
    'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR=ws://127.0.0.1:8900',
  ])('rejects %j with a clear error', (value) => {
    expect(() => parseWalletSolanaRpcUrls(value)).toThrow(
      `Invalid PORTICO_WALLET_SOLANA_RPC_URLS entry: "${value}"`,
    )
  })
})
