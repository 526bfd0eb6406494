import { InvalidSignInputError } from '../errors/sign'
import {
  decodeRecap,
  encodeRecap,
  formatRecapStatement,
  getRecapFromResources,
  getRecapMethods,
  recapAbilities,
} from './recap'
import type { AuthPayload } from './types'

export type PopulateAuthPayloadParameters = {
  /** The request as received in `session_authenticate`. */
  authPayload: AuthPayload
  /** CAIP-2 chains the wallet supports. */
  chains: readonly string[]
  /** Methods the wallet supports. */
  methods: readonly string[]
}
export type PopulateAuthPayloadReturnType = AuthPayload

/**
 * Narrows a sign-in request to what the wallet supports before it signs: the requested chains it
 * has (in the request's order) and, when the request carries a ReCap, the requested methods it
 * has, rewritten as `request/{method}` limited to those chains; the statement then carries the
 * ReCap sentence. Throws when no chain (or no requested method) is supported.
 *
 * @example
 * const request = populateAuthPayload({ authPayload, chains: ['eip155:1'], methods: ['personal_sign'] })
 * const message = formatAuthMessage({ request, iss: `did:pkh:eip155:1:${address}` })
 */
export function populateAuthPayload(
  parameters: PopulateAuthPayloadParameters,
): PopulateAuthPayloadReturnType {
  const { authPayload, chains, methods } = parameters
  if (!Array.isArray(authPayload?.chains)) {
    throw new InvalidSignInputError('authPayload.chains must be a list of CAIP-2 chain ids')
  }
  if (!chains?.length) return authPayload
  const supportedChains = authPayload.chains.filter((chain) => chains.includes(chain))
  if (supportedChains.length === 0) {
    throw new InvalidSignInputError(
      `the wallet supports none of the requested chains ${authPayload.chains.join(', ')}`,
    )
  }
  const recapUri = getRecapFromResources(authPayload.resources)
  if (!recapUri) return { ...authPayload, chains: supportedChains }
  const recap = decodeRecap(recapUri)
  const requested = getRecapMethods(recap)
  let resources = authPayload.resources ?? []
  if (requested.length > 0) {
    const granted = requested.filter((method) => methods.includes(method))
    if (granted.length === 0) {
      throw new InvalidSignInputError(
        `the wallet supports none of the requested methods ${requested.join(', ')}`,
      )
    }
    recap.att.eip155 = recapAbilities('request', granted, { chains: supportedChains })
    const names = Object.keys(recap.att).sort((a, b) => a.localeCompare(b, 'en'))
    recap.att = Object.fromEntries(names.map((name) => [name, recap.att[name] ?? {}]))
    resources = [...resources.slice(0, -1), encodeRecap(recap)]
  }
  return {
    ...authPayload,
    statement: formatRecapStatement(authPayload.statement ?? '', recap),
    chains: supportedChains,
    resources,
  }
}
