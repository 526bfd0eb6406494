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
    address: z
      .string()
      .describe(
        'The account: eip155 and bip122, the address as written in the message; solana, the CAIP-10 account solana:<reference>:<base58 address>',
      ),
    caipNetworkId: z.string().describe('CAIP-2 id of the chain the message names'),
    message: z
      .string()
      .describe('The signed CAIP-122 message (EIP-4361, Sign in with Solana, or Bitcoin)'),
    signature: z.string(),
    cacao: z.unknown().optional().describe('The CAIP-74 CACAO given at sign-in, if any'),
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

/** Largest CACAO accepted on `POST /v1/siwx/verify`, in bytes of its JSON (16 KiB). */
export const maxCacaoBytes = 16 * 1024

/** Text without control characters (PostgreSQL jsonb refuses NUL; nothing here needs others). */
const cacaoText = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters')

/**
 * A sign-in signature: 0x-hex for eip155 (EIP-191 65 bytes, ERC-1271 / ERC-6492 any length); for
 * solana the 64 ed25519 bytes in base58 (preferred) or padded base64; for bip122 a base64 BIP-322
 * signature. Which one applies is read from the message; the length and the decoding are checked
 * there.
 */
const signatureText = z
  .string()
  .regex(
    /^(?:0x[0-9a-fA-F]*|[A-Za-z0-9+/]+={0,2})$/,
    'must be 0x-prefixed hex (eip155), base58 or base64 (solana), or base64 (bip122)',
  )
  .max(20_000)

const hexText = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/, 'must be 0x-prefixed hex')
  .max(20_000)

/**
 * A CAIP-74 CACAO as WalletConnect's one-prompt sign-in returns it (`@portico/walletconnect`'s
 * `Cacao`): header `h`, signed payload `p`, signature `s`; no other keys, bounded sizes.
 */
export const cacaoBody = z
  .strictObject({
    h: z.strictObject({ t: z.literal('caip122') }),
    p: z.strictObject({
      iss: cacaoText(256).describe('did:pkh:eip155:{reference}:{address}'),
      domain: cacaoText(256),
      aud: cacaoText(2_048),
      version: cacaoText(16),
      nonce: cacaoText(128),
      iat: cacaoText(64),
      nbf: cacaoText(64).optional(),
      exp: cacaoText(64).optional(),
      statement: cacaoText(4_096).optional(),
      requestId: cacaoText(256).optional(),
      resources: z.array(cacaoText(4_096)).max(32).optional(),
    }),
    s: z.strictObject({
      t: z.enum(['eip191', 'eip1271']),
      s: hexText,
      m: cacaoText(256).optional(),
    }),
  })
  .refine((cacao) => Buffer.byteLength(JSON.stringify(cacao)) <= maxCacaoBytes, {
    message: `must be at most ${maxCacaoBytes} bytes of JSON`,
  })
  .describe('CAIP-74 CACAO of a WalletConnect one-prompt sign-in: must be the signed message')

export const verifyBody = z.object({
  projectId,
  message: z
    .string()
    .min(1)
    .max(8_192)
    .describe(
      'The CAIP-122 message text: EIP-4361 (eip155), Sign in with Solana (solana) or Sign in with Bitcoin (bip122)',
    ),
  signature: signatureText.describe(
    "eip155: 0x-hex EIP-191 signature (65 bytes), or an ERC-1271 / ERC-6492 signature. solana: the 64-byte ed25519 signature of the message's UTF-8 bytes (what solana:signMessage returns), base58 (preferred) or standard base64 with padding. bip122: the base64 BIP-322 signature, simple (the witness, what bitcoin:signMessage returns) or full, of a P2WPKH or P2TR address",
  ),
  cacao: cacaoBody.optional(),
})

export const sessionsQuery = z.object({
  projectId,
  address: z.string().max(100).optional().describe('Only sessions of this address'),
  chainId: z.string().max(100).optional().describe('Only sessions on this CAIP-2 chain'),
})

export const signOutQuery = z.object({
  projectId: projectId.optional().describe('The project signing out (the kit sends it)'),
})

export const sessionParams = z.object({
  // As sessions are made (16 random bytes in hex); anything else names no session.
  id: z.string().regex(/^[0-9a-f]{32}$/, 'must be a session id (32 lowercase hex characters)'),
})

export const revokeBody = z
  .object({
    pci: z.string().max(100).optional().describe('The session id being revoked'),
    signature: signatureText
      .optional()
      .describe(
        'Signature by the session account of "Revoke Portico session <id>" (EIP-191 hex; for a Solana session ed25519, base58 or base64)',
      ),
  })
  .nullish()
