// zod shapes of what reaches the relay from outside (client frames and Redis records), so a value
// the database would refuse (NUL, a tag outside int4) is refused at the edge (review M1, L7).
import { z } from 'zod'

/** A WalletConnect topic: 32 bytes as 64 hex characters. */
export const relayTopic = z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters')

/** A relay message: base64 or base64url text (WalletConnect envelopes are base64). */
export const relayMessage = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9+/=_-]+$/, 'must be base64 text')

/** A message tag: a PostgreSQL `integer` that is not negative. */
export const relayTag = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)

/** A record on the Redis channel, shaped like {@link RelayRecord} (lengths checked by the bus). */
export const relayRecordSchema = z.object({
  topic: relayTopic,
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  message: relayMessage,
  tag: relayTag,
  sender: z.string().min(1).max(256),
  publishedAt: z.number().int().min(0),
  expiresAt: z.number().int().min(0),
})
