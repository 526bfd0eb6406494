// Checks of a returned CACAO (internal): shape, that it answers our request, and for `eip191` that
// the signature over the rebuilt message recovers the `iss` address (viem `verifyMessage`).
// `eip1271` (contract accounts) needs a chain: it is left to the server's ERC-1271/6492 check.
import { type Hex, isAddress, verifyMessage } from 'viem'
import { InvalidSignInputError } from '../errors/sign'
import { formatAuthMessage } from './formatAuthMessage'
import { readDid } from './readDid'
import type { AuthPayload, Cacao } from './types'

export type VerifyCacaoResult = { cacao: Cacao; message: string; verified: boolean }

export function checkCacaoShape(value: unknown): Cacao {
  const cacao = value as Cacao
  if (cacao?.h?.t !== 'caip122') throw new InvalidSignInputError('a CACAO needs h.t = caip122')
  if (typeof cacao.p !== 'object' || cacao.p === null) {
    throw new InvalidSignInputError('a CACAO needs a payload p')
  }
  if (cacao.s?.t !== 'eip191' && cacao.s?.t !== 'eip1271') {
    throw new InvalidSignInputError('a CACAO signature must be eip191 or eip1271')
  }
  if (typeof cacao.s.s !== 'string' || !/^0x[0-9a-fA-F]+$/.test(cacao.s.s)) {
    throw new InvalidSignInputError('a CACAO signature must be 0x-prefixed hex')
  }
  const did = readDid(cacao.p.iss)
  if (did.namespace !== 'eip155' || !isAddress(did.address, { strict: false })) {
    throw new InvalidSignInputError('a CACAO iss must be an eip155 account')
  }
  return cacao
}

/**
 * Throws InvalidSignInputError when the CACAO is malformed, answers another request (domain,
 * aud, nonce) or carries an eip191 signature that is not the iss account's.
 */
export async function verifyCacao(
  value: unknown,
  request?: AuthPayload,
): Promise<VerifyCacaoResult> {
  const cacao = checkCacaoShape(value)
  const { p } = cacao
  if (request) {
    for (const key of ['domain', 'aud', 'nonce'] as const) {
      if (p[key] !== request[key]) {
        throw new InvalidSignInputError(`the CACAO's ${key} is not the requested one`)
      }
    }
  }
  const message = formatAuthMessage({ request: p, iss: p.iss })
  if (cacao.s.t === 'eip1271') return { cacao, message, verified: false }
  const address = readDid(p.iss).address as Hex
  let valid = false
  try {
    valid = await verifyMessage({ address, message, signature: cacao.s.s as Hex })
  } catch {
    valid = false
  }
  if (!valid) throw new InvalidSignInputError(`the CACAO signature is not from ${address}`)
  return { cacao, message, verified: true }
}
