// The sign-in request a dapp sends (internal): checks the caller's parameters and writes the
// CAIP-122 payload with its ReCap of the requested methods.

import { checkAuthPayload } from '../auth/checkAuthPayload'
import {
  decodeRecap,
  encodeRecap,
  getRecapFromResources,
  mergeRecaps,
  type Recap,
  recapAbilities,
} from '../auth/recap'
import type { AuthPayload } from '../auth/types'
import { InvalidSignInputError } from '../errors/sign'
import type { ProposalNamespaces } from './types'

export type AuthenticateParameters = {
  /** CAIP-2 chains to sign in on (eip155 only), e.g. `['eip155:1', 'eip155:137']`. */
  chains: string[]
  /** The RFC 3986 authority asking, e.g. `app.example.com`. */
  domain: string
  /** The URI the user signs in to (EIP-4361 `URI`, sent as `aud`). */
  uri: string
  nonce: string
  statement?: string | undefined
  /** Methods the session should allow; sent as a ReCap (default `['personal_sign']`). */
  methods?: string[] | undefined
  resources?: string[] | undefined
  /** Seconds the wallet has to answer (default 3600, the request's relay ttl). */
  expiry?: number | undefined
  /** Expiration Time of the signed message (ISO 8601). */
  exp?: string | undefined
  /** Not Before (ISO 8601). */
  nbf?: string | undefined
  /** Issued At (ISO 8601; default now by the client's clock). */
  iat?: string | undefined
  requestId?: string | undefined
  /** Reuse an existing pairing instead of making a new URI. */
  pairingTopic?: string | undefined
  /**
   * Namespaces besides `eip155` the fallback proposal asks for too (e.g. `solana`): a wallet
   * that answers the proposal instead of signing in can grant them.
   */
  optionalNamespaces?: ProposalNamespaces | undefined
}

/** One hour, the ttl of `wc_sessionAuthenticate` (seconds). */
export const AUTH_LIFETIME_S = 3600

const caip2 = /^eip155:[0-9]{1,32}$/

function text(value: unknown, name: string, required: boolean): string | undefined {
  if (value === undefined && !required) return undefined
  if (typeof value !== 'string' || (required && value.trim() === '')) {
    throw new InvalidSignInputError(`authenticate needs ${name} as a non-empty string`)
  }
  if (/[\r\n]/.test(value)) throw new InvalidSignInputError(`${name} must be one line`)
  return value
}

function list(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item !== '')) {
    throw new InvalidSignInputError(`${name} must be a list of non-empty strings`)
  }
  return value
}

/** Checks the parameters; returns the payload, the methods and the expiry in seconds. */
export function buildAuthRequest(parameters: AuthenticateParameters, now: number) {
  const chains = list(parameters?.chains, 'chains') ?? []
  if (chains.length === 0) throw new InvalidSignInputError('authenticate needs chains')
  const bad = chains.find((chain) => !caip2.test(chain))
  if (bad) throw new InvalidSignInputError(`authenticate supports eip155 chains only, got ${bad}`)
  const expiry = parameters.expiry ?? AUTH_LIFETIME_S
  if (!Number.isSafeInteger(expiry) || expiry <= 0) {
    throw new InvalidSignInputError('expiry must be a positive whole number of seconds')
  }
  const requested = list(parameters.methods, 'methods')
  const methods = requested?.length ? [...new Set(requested)] : ['personal_sign']
  const resources = [...(list(parameters.resources, 'resources') ?? [])]
  for (const resource of resources) text(resource, 'each resource', true)
  let recap: Recap = { att: { eip155: recapAbilities('request', methods) } }
  const existing = getRecapFromResources(resources)
  if (existing) recap = mergeRecaps(recap, decodeRecap(resources.pop() as string))
  resources.push(encodeRecap(recap))
  const authPayload: AuthPayload = {
    type: 'caip122',
    chains,
    statement: text(parameters.statement, 'statement', false) ?? '',
    aud: text(parameters.uri, 'uri', true) as string,
    domain: text(parameters.domain, 'domain', true) as string,
    version: '1',
    nonce: text(parameters.nonce, 'nonce', true) as string,
    iat: text(parameters.iat, 'iat', false) ?? new Date(now).toISOString(),
    ...(parameters.exp !== undefined && { exp: text(parameters.exp, 'exp', true) }),
    ...(parameters.nbf !== undefined && { nbf: text(parameters.nbf, 'nbf', true) }),
    ...(parameters.requestId !== undefined && {
      requestId: text(parameters.requestId, 'requestId', true),
    }),
    resources,
  }
  // what a wallet would refuse to sign is refused here already (InvalidAuthRequestError)
  checkAuthPayload(authPayload)
  return { authPayload, methods, expiry }
}
