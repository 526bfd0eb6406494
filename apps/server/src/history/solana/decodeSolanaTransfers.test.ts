import { getBase58Decoder } from '@solana/kit'
import { describe, expect, test } from 'vitest'
import {
  decodeSolanaTransfers,
  type SolanaRpcTransaction,
  solanaProgramIds,
} from './decodeSolanaTransfers'

// getTransaction answers (`json` encoding) built by hand: the shapes the real chain does not
// produce in the route tests (inner System transfers, Token `transfer`, Token-2022, unknown owners).
const base58 = (bytes: number[]) => getBase58Decoder().decode(Uint8Array.from(bytes))
const u32 = (value: number) => [...new Uint8Array(new Uint32Array([value]).buffer)]
const u64 = (value: bigint) => [...new Uint8Array(new BigUint64Array([value]).buffer)]
const keys = {
  payer: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
  other: 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD',
  program: 'AKQ35BXVda5MAHgrZKAJyQbdm1W6ureWuAjAbVjEXC2Y',
  source: '4BjqgK2H4tza7zT2ChodLFosooM79LrdrLegvr6dcizE',
  destination: 'GF2QmM4a64j5pS4QvTKWS3owtugX9zpi7YPjVgXjCnHR',
  mint: '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q',
}
const accountKeys = [
  keys.payer,
  keys.other,
  keys.source,
  keys.destination,
  keys.mint,
  keys.program,
  solanaProgramIds.system,
  solanaProgramIds.token,
  solanaProgramIds.token2022,
]
const at = (key: string) => accountKeys.indexOf(key)

function transaction(
  instructions: SolanaRpcTransaction['transaction']['message']['instructions'],
  meta: Partial<NonNullable<SolanaRpcTransaction['meta']>> = {},
): SolanaRpcTransaction {
  return {
    slot: 7,
    blockTime: 1_767_225_600,
    transaction: { signatures: ['sig'], message: { accountKeys, instructions } },
    meta: { err: null, fee: 5000, innerInstructions: [], ...meta },
  }
}

describe('decodeSolanaTransfers', () => {
  test('instruction data that is not base58 is skipped, the others still decode', () => {
    const decoded = decodeSolanaTransfers(
      transaction([
        {
          programIdIndex: at(solanaProgramIds.system),
          accounts: [at(keys.payer), at(keys.other)],
          data: '0OIl',
        },
        {
          programIdIndex: at(solanaProgramIds.system),
          accounts: [at(keys.payer), at(keys.other)],
          data: base58([...u32(2), ...u64(3n)]),
        },
      ]),
    )
    expect(decoded.transfers.map((transfer) => transfer.amount)).toEqual([3n])
  })

  test('a System transfer made by another program (inner instruction) follows its outer one', () => {
    const decoded = decodeSolanaTransfers(
      transaction(
        [
          { programIdIndex: at(keys.program), accounts: [], data: base58([9]) },
          {
            programIdIndex: at(solanaProgramIds.system),
            accounts: [at(keys.payer), at(keys.other)],
            data: base58([...u32(2), ...u64(2n)]),
          },
        ],
        {
          innerInstructions: [
            {
              index: 0,
              instructions: [
                {
                  programIdIndex: at(solanaProgramIds.system),
                  accounts: [at(keys.payer), at(keys.other)],
                  data: base58([...u32(2), ...u64(1n)]),
                },
              ],
            },
          ],
        },
      ),
    )
    expect(decoded.transfers.map((transfer) => transfer.amount)).toEqual([1n, 2n])
    expect(decoded.transfers[0]).toEqual({
      from: keys.payer,
      to: keys.other,
      mint: null,
      amount: 1n,
      decimals: 9,
    })
    expect(decoded).toMatchObject({ status: 'confirmed', feePayer: keys.payer, fee: 5000n })
  })

  test('System createAccount and undecodable data are not transfers', () => {
    const decoded = decodeSolanaTransfers(
      transaction([
        {
          programIdIndex: at(solanaProgramIds.system),
          accounts: [at(keys.payer), at(keys.other)],
          data: base58([...u32(0), ...u64(890_880n), ...u64(0n), ...new Array(32).fill(1)]),
        },
        { programIdIndex: at(solanaProgramIds.system), accounts: [], data: '0OIl' },
      ]),
    )
    expect(decoded.transfers).toEqual([])
  })

  test('Token `transfer` takes mint and decimals from the token balances; owners are the wallets', () => {
    const balance = (account: string, owner: string) => ({
      accountIndex: at(account),
      mint: keys.mint,
      owner,
      uiTokenAmount: { decimals: 6 },
    })
    const decoded = decodeSolanaTransfers(
      transaction(
        [
          {
            programIdIndex: at(solanaProgramIds.token),
            accounts: [at(keys.source), at(keys.destination), at(keys.payer)],
            data: base58([3, ...u64(1_500_000n)]),
          },
        ],
        {
          err: { InstructionError: [0, 'Custom'] },
          preTokenBalances: [
            balance(keys.source, keys.payer),
            balance(keys.destination, keys.other),
          ],
        },
      ),
    )
    expect(decoded.status).toBe('failed')
    expect(decoded.transfers).toEqual([
      { from: keys.payer, to: keys.other, mint: keys.mint, amount: 1_500_000n, decimals: 6 },
    ])
    expect(decoded.tokenAccounts).toEqual([
      { address: keys.source, owner: keys.payer },
      { address: keys.destination, owner: keys.other },
    ])
  })

  test('Token-2022 `transferChecked` without balances: the authority sends, the token account receives', () => {
    const decoded = decodeSolanaTransfers(
      transaction([
        {
          programIdIndex: at(solanaProgramIds.token2022),
          accounts: [at(keys.source), at(keys.mint), at(keys.destination), at(keys.payer)],
          data: base58([12, ...u64(42n), 2]),
        },
      ]),
    )
    expect(decoded.transfers).toEqual([
      { from: keys.payer, to: keys.destination, mint: keys.mint, amount: 42n, decimals: 2 },
    ])
  })
})
