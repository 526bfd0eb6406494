import { z } from 'zod'

/**
 * The query parameters every kit GET carries (SPEC §7): `projectId` (required), `st` (SDK type)
 * and `sv` (SDK version). Unknown parameters (such as `clientId`) are ignored.
 *
 * @example
 * const querystring = sdkQuery.extend({ page: z.string().optional() })
 */
export const sdkQuery = z.object({
  projectId: z
    .string()
    .min(1, 'must not be empty')
    .max(100, 'must be at most 100 characters')
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters')
    .describe('Project id'),
  st: z.string().max(100, 'must be at most 100 characters').optional().describe('SDK type'),
  sv: z.string().max(100, 'must be at most 100 characters').optional().describe('SDK version'),
})
