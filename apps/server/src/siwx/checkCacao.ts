import { formatAuthMessage } from '@portico/walletconnect'
import type { z } from 'zod'
import { SiwxRefusedError } from './errors'
import type { cacaoBody } from './siwxSchemas'

/** A CACAO as `POST /v1/siwx/verify` accepts it (shape and size checked by its schema). */
export type SiwxCacao = z.infer<typeof cacaoBody>

export type CheckCacaoParameters = {
  cacao: SiwxCacao
  /** The message text of the sign-in (what the signature is over). */
  message: string
  signature: string
}
export type CheckCacaoErrorType = SiwxRefusedError

/**
 * Refuses a CACAO that is not the sign-in being verified: its payload must format (as the wallet
 * signed it, `formatAuthMessage`) to exactly `message`, and its signature must be `signature`. So
 * a stored CACAO only ever holds what the account signed, nothing an attacker chose freely.
 *
 * @example
 * checkCacao({ cacao, message, signature }) // throws SiwxRefusedError('invalid-cacao', …)
 */
export function checkCacao({ cacao, message, signature }: CheckCacaoParameters): void {
  let signed: string
  try {
    signed = formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
  } catch {
    signed = ''
  }
  if (signed !== message || cacao.s.s.toLowerCase() !== signature.toLowerCase())
    throw new SiwxRefusedError('invalid-cacao', 'The cacao does not match the signed message')
}
