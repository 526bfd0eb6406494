import { isBitcoinAddress, isEvmAddress, isSolanaAddress } from '@portico/core'
import { z } from 'zod'
import { parseServedCaipAddress } from '../solana/parseServedCaipAddress'
import { parseServedChainId } from '../solana/parseServedChainId'

/**
 * A CAIP-2 network id, e.g. `eip155:31337` or `solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR` (any
 * 32-character Solana cluster id, see `parseServedChainId`).
 */
export const caipNetworkIdSchema = z
  .string()
  .max(100)
  .refine((value) => parseServedChainId(value) !== undefined, {
    message: 'must be a CAIP-2 network id, e.g. eip155:1',
  })

/**
 * A CAIP-10 account id, e.g. `eip155:1:0xA0b8…eB48` or an account on a local Solana cluster
 * (`solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR:4Bjq…`, see `parseServedCaipAddress`).
 */
export const caipAddressSchema = z
  .string()
  .max(200)
  .refine((value) => parseServedCaipAddress(value) !== undefined, {
    message: 'must be a CAIP-10 address, e.g. eip155:1:0xA0b8…',
  })

/** An account address: EVM (`0x` + 40 hex, EIP-55 when mixed case) or Solana (base58). */
export const accountAddressSchema = z
  .string()
  .max(100)
  .refine((value) => (value.startsWith('0x') && isEvmAddress(value)) || isSolanaAddress(value), {
    message: 'must be an EVM (0x…, EIP-55) or Solana address',
  })

/**
 * An address the balance route reads: an EVM or Solana address, or a Bitcoin address of any
 * network (the route checks it is of the requested chain's network).
 */
export const balanceAddressSchema = z
  .string()
  .max(100)
  .refine(
    (value) =>
      (value.startsWith('0x') && isEvmAddress(value)) ||
      isSolanaAddress(value) ||
      isBitcoinAddress(value),
    { message: 'must be an EVM (0x…, EIP-55), Solana or Bitcoin address' },
  )

/** The project id every API call carries (a project of the server's database). */
export const projectIdSchema = z.string().min(1).max(100)

/** SPEC §3 token balance as the balance route answers it. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string().describe('CAIP-2 id of the chain'),
  address: z.string().optional().describe('CAIP-10 id of the token; absent for the native one'),
  value: z.number().describe('USD value of the holding (quantity × price); 0 when unpriced'),
  price: z.number().describe('USD price of one whole token; 0 when unpriced'),
  quantity: z.object({
    decimals: z.string().describe("the token's decimals, as a string"),
    numeric: z.string().describe('the amount held, an exact decimal string'),
  }),
  iconUrl: z.string(),
})
