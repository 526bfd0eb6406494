import { z } from 'zod'

/** `{ error, message }` plus, when it applies, the seconds to wait and the tries left. */
export const embeddedErrorBody = z
  .object({
    error: z.string(),
    message: z.string().describe('Why, in plain words (shown by the wallet frame)'),
    retryAfterSeconds: z.number().int().optional(),
    attemptsLeft: z.number().int().optional(),
  })
  .describe('Error answer')

const projectId = z.string().min(1).max(100).describe('The project id')
const email = z.string().min(3).max(254).describe('An email address')
const deviceToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url')
  .describe("The frame's device token (32 random bytes, base64url), kept in the frame origin")
const code = z
  .string()
  .regex(/^\d{6}$/, 'must be 6 digits')
  .describe('The 6-digit code from the mail')
const share = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9+/=]+$/, 'must be base64')
  .describe('A Shamir share (base64)')

export const connectBody = z.object({ projectId, email, deviceToken })
export const codeBody = z.object({ projectId, email, deviceToken, code })
export const projectBody = z.object({ projectId })
export const updateEmailBody = z.object({ projectId, deviceToken, newEmail: email })
export const updatePrimaryBody = z.object({ projectId, deviceToken, code })
export const updateSecondaryBody = z.object({ projectId, deviceToken, newEmail: email, code })
export const storeSharesBody = z.object({
  projectId,
  serverShare: share,
  recoveryShare: share,
  evmAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  solanaAddress: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
})

export const actionBody = z.object({
  action: z
    .enum(['VERIFY_OTP', 'CONNECT', 'VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])
    .describe(
      "What the frame does next (SPEC §4). Never `VERIFY_DEVICE`: a new browser's code is typed at `email/otp` like any other, so the answer does not say whether the address has an account",
    ),
})
export const userBody = z.object({
  id: z.string(),
  email: z.string(),
  evmAddress: z.string().nullable(),
  solanaAddress: z.string().nullable(),
})
export const connectedBody = z.object({
  action: z.literal('CONNECT'),
  sessionToken: z.string().describe('Bearer token of the session; keep it in the frame origin'),
  expiresAt: z.string().describe('ISO 8601 date-time'),
  isNewUser: z.boolean(),
  user: userBody,
})
export const sharesBody = z.object({
  share: z.string(),
  evmAddress: z.string(),
  solanaAddress: z.string(),
})
