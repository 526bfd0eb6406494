import { z } from 'zod'

/** `{ error, message }`: the body of every refusal (as the rest of the JSON API). */
export const siwxErrorBody = z
  .object({ error: z.string(), message: z.string().describe('Why, in plain words') })
  .describe('Error answer')

const iso = z.string().describe('ISO 8601 date-time')

/** A session as the API returns it. */
export const sessionBody = z
  .object({
    id: z.string().describe('Public id of the session (32 hex characters)'),
    projectId: z.string(),
    address: z.string().describe('The account address as written in the message'),
    caipNetworkId: z.string().describe('CAIP-2 id of the chain the message names'),
    message: z.string().describe('The signed CAIP-122 / EIP-4361 message'),
    signature: z.string(),
    cacao: z.unknown().optional(),
    issuedAt: iso,
    expiresAt: iso,
    revokedAt: iso.nullable(),
  })
  .describe('Sign-in session')

const projectId = z.string().min(1).max(100).describe('The project id')

export const nonceQuery = z.object({ projectId })
export const nonceBody = z.object({
  nonce: z.string().describe('32 alphanumeric characters, single use'),
  expiresAt: iso,
})

export const verifyBody = z.object({
  projectId,
  message: z.string().min(1).max(8_192).describe('The CAIP-122 / EIP-4361 message text'),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
    .max(20_000)
    .describe('EIP-191 signature (65 bytes), or an ERC-1271 / ERC-6492 signature'),
  cacao: z.record(z.string(), z.unknown()).optional().describe('Optional CAIP-74 CACAO, stored'),
})

export const sessionsQuery = z.object({
  projectId,
  address: z.string().max(100).optional().describe('Only sessions of this address'),
  chainId: z.string().max(100).optional().describe('Only sessions on this CAIP-2 chain'),
})

export const sessionParams = z.object({ id: z.string().min(1).max(100) })

export const revokeBody = z
  .object({
    pci: z.string().max(100).optional().describe('The session id being revoked'),
    signature: z
      .string()
      .regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
      .max(20_000)
      .optional()
      .describe('Signature by the session address of "Revoke Portico session <id>"'),
  })
  .nullish()
