// ReCap (EIP-5573) capabilities inside sign-in resources (internal): a `urn:recap:` URI holds
// base64 JSON `{ att: { [resource]: { [ability/action]: [limits…] } }, prf? }`; for WalletConnect the
// resource is `eip155` and the abilities are `request/{method}` with optional `{ chains }` limits.
import { base64, base64urlnopad } from '@scure/base'
import { InvalidSignInputError } from '../errors/sign'

export type Recap = { att: Record<string, Record<string, unknown[]>>; prf?: unknown[] | undefined }

const prefix = 'urn:recap:'
const base = 'I further authorize the stated URI to perform the following actions on my behalf: '

function byName(a: string, b: string) {
  return a.localeCompare(b, 'en')
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Throws InvalidSignInputError unless `value` has the ReCap shape. */
export function checkRecap(value: unknown): Recap {
  if (!isObject(value) || !isObject(value.att)) throw new InvalidSignInputError('ReCap has no att')
  const resources = Object.entries(value.att)
  if (resources.length === 0) throw new InvalidSignInputError('ReCap att lists no resource')
  for (const [resource, abilities] of resources) {
    if (!isObject(abilities) || Object.keys(abilities).length === 0) {
      throw new InvalidSignInputError(`ReCap resource ${resource} must be a non-empty object`)
    }
    for (const [ability, limits] of Object.entries(abilities)) {
      if (!Array.isArray(limits) || limits.length === 0 || !limits.every(isObject)) {
        throw new InvalidSignInputError(`ReCap ${ability} must list limit objects`)
      }
    }
  }
  return value as Recap
}

export function isRecapUri(resource: unknown): resource is string {
  return typeof resource === 'string' && resource.startsWith(prefix)
}

/** The ReCap URI of a resource list: by the spec always the last item. */
export function getRecapFromResources(resources: readonly string[] | undefined) {
  const last = resources?.[resources.length - 1]
  return isRecapUri(last) ? last : undefined
}

/** `urn:recap:` + unpadded base64 of the JSON (standard alphabet, as wallets send it). */
export function encodeRecap(recap: Recap): string {
  const json = new TextEncoder().encode(JSON.stringify(checkRecap(recap)))
  return `${prefix}${base64.encode(json).replace(/=+$/, '')}`
}

/** Reads a `urn:recap:` URI (standard or URL-safe base64, padded or not). */
export function decodeRecap(uri: string): Recap {
  if (!isRecapUri(uri)) throw new InvalidSignInputError('not a urn:recap: resource')
  const text = uri.slice(prefix.length).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64urlnopad.decode(text)))
  } catch {
    throw new InvalidSignInputError('the ReCap is not base64 JSON')
  }
  return checkRecap(json)
}

/** One resource's abilities `{ '{ability}/{action}': [limits] }`, actions sorted by name. */
export function recapAbilities(ability: string, actions: readonly string[], limits = {}) {
  const sorted = [...actions].sort(byName)
  return Object.fromEntries(sorted.map((action) => [`${ability}/${action}`, [limits]]))
}

/** Both recaps' resources and abilities, sorted; an ability in both keeps `first`'s limits. */
export function mergeRecaps(first: Recap, second: Recap): Recap {
  const att: Recap['att'] = {}
  const resources = [...new Set([...Object.keys(first.att), ...Object.keys(second.att)])]
  for (const resource of resources.sort(byName)) {
    const a = first.att[resource] ?? {}
    const b = second.att[resource] ?? {}
    const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort(byName)
    att[resource] = Object.fromEntries(names.map((name) => [name, a[name] ?? b[name] ?? []]))
  }
  return { att }
}

/** The methods a ReCap grants on `eip155` (`request/personal_sign` → `personal_sign`). */
export function getRecapMethods(recap: Recap): string[] {
  return Object.keys(recap.att.eip155 ?? {}).map((name) => name.split('/')[1] ?? '')
}

/** The chains named in the ReCap's limits (`[{ chains: ['eip155:1'] }]`). */
export function getRecapChains(recap: Recap): string[] {
  const chains = Object.values(recap.att).flatMap((abilities) =>
    Object.values(abilities).flatMap((limits) => {
      const first = limits[0] as { chains?: unknown } | undefined
      return Array.isArray(first?.chains) ? first.chains.filter((c) => typeof c === 'string') : []
    }),
  )
  return [...new Set(chains as string[])]
}

/**
 * The statement with the EIP-5573 sentence: "I further authorize the stated URI to perform the
 * following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for
 * 'eip155'." Unchanged when it already carries the sentence.
 */
export function formatRecapStatement(statement: string | undefined, recap: Recap): string {
  if (statement?.includes(base)) return statement
  let counter = 0
  const parts = Object.entries(recap.att).map(([resource, abilities]) => {
    const entries = Object.keys(abilities)
      .map((name) => ({ ability: name.split('/')[0] ?? '', action: name.split('/')[1] ?? '' }))
      .sort((a, b) => byName(a.action, b.action))
    const grouped = new Map<string, string[]>()
    for (const { ability, action } of entries) {
      grouped.set(ability, [...(grouped.get(ability) ?? []), action])
    }
    return [...grouped]
      .map(([ability, actions]) => {
        counter += 1
        return `(${counter}) '${ability}': '${actions.join("', '")}' for '${resource}'.`
      })
      .join(' ')
  })
  return `${statement ? `${statement} ` : ''}${base}${parts.join(' ')}`
}
