import type { SiwxMessageData } from './types'
import eip1271 from './vectors/eip1271.json' with { type: 'json' }
import parsingNegative from './vectors/parsing_negative.json' with { type: 'json' }
import parsingNegativeObjects from './vectors/parsing_negative_objects.json' with { type: 'json' }
import parsingPositive from './vectors/parsing_positive.json' with { type: 'json' }
import verificationNegative from './vectors/verification_negative.json' with { type: 'json' }
import verificationPositive from './vectors/verification_positive.json' with { type: 'json' }

/** The fields of a vector, as the siwe reference names them. */
export type SiweVectorFields = {
  scheme?: string | null
  domain?: string
  address?: string
  statement?: string
  uri?: string
  version?: string
  chainId?: number | string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** A vector's fields as {@link SiwxMessageData} (address → accountAddress, chain id → CAIP-2). */
export function toSiwxData(fields: SiweVectorFields): SiwxMessageData {
  const { address, chainId, scheme, ...rest } = fields
  const data: Record<string, unknown> = { ...rest }
  if (address !== undefined) data.accountAddress = address
  if (chainId !== undefined) data.chainId = `eip155:${chainId}`
  if (typeof scheme === 'string') data.scheme = scheme
  for (const key of ['signature', 'time', 'domainBinding', 'matchNonce'])
    delete (data as Record<string, unknown>)[key]
  return data as SiwxMessageData
}

/** The siwe reference vectors (internal to tests). */
export const siweVectors = {
  parsingPositive: parsingPositive as Record<string, { message: string; fields: SiweVectorFields }>,
  parsingNegative: parsingNegative as Record<string, string>,
  parsingNegativeObjects: parsingNegativeObjects as Record<string, SiweVectorFields>,
  verificationPositive: verificationPositive as Record<
    string,
    SiweVectorFields & { signature: string; time?: string }
  >,
  verificationNegative: verificationNegative as Record<
    string,
    SiweVectorFields & {
      signature: string
      time?: string
      domainBinding?: string
      matchNonce?: string
    }
  >,
  eip1271: eip1271 as Record<string, { message: string; signature: string }>,
}
