import { isEvmAddress } from '@portico/core'
import { parseCaipAddress } from '@portico/core/caip'
import { type Address, getAddress } from 'viem'
import { z } from 'zod'
import { caipNetworkIdSchema, projectIdSchema } from '../balances/apiSchemas'

/** The query fields every kit GET carries. */
export const kitQuery = {
  projectId: projectIdSchema,
  st: z.string().max(100).optional(),
  sv: z.string().max(100).optional(),
  clientId: z.string().max(200).optional(),
}

/** An EVM token as a CAIP-10 id, e.g. `eip155:31337:0xbd51…` (native: `…:0xEeee…EEeE`). */
export const evmTokenSchema = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    try {
      const { namespace, caipNetworkId, address } = parseCaipAddress(value)
      if (namespace !== 'eip155' || !isEvmAddress(address)) throw new Error()
      return { chainId: caipNetworkId as string, address: getAddress(address) as Address }
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be an EVM CAIP-10 address, e.g. eip155:1:0x…' })
      return z.NEVER
    }
  })

/** A 0x account address (EIP-55 when mixed case). */
export const evmAddressSchema = z
  .string()
  .max(100)
  .refine((value) => value.startsWith('0x') && isEvmAddress(value), {
    message: 'must be a 0x EVM address (EIP-55 when mixed case)',
  })
  .transform((value) => getAddress(value) as Address)

/** An amount in the token's smallest unit, as a whole decimal string (exact, no float). */
export const amountSchema = z
  .string()
  .max(78)
  .regex(/^[1-9][0-9]*$/, 'must be a whole number of the smallest unit, greater than 0')
  .transform((value) => BigInt(value))

export { caipNetworkIdSchema }
