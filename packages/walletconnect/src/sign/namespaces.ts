// Checks of proposal and session namespaces (internal), per the public CAIP-25 rules used by the
// Sign protocol: namespace keys are `eip155`/`solana` (with `chains`) or a chain id such as
// `eip155:1`; accounts are CAIP-10.
import { InvalidSignInputError } from '../errors/sign'
import type { ProposalNamespaces, SessionNamespace, SessionNamespaces } from './types'

const namespaceKey = /^[-a-z0-9]{3,8}(:[-_a-zA-Z0-9]{1,32})?$/
const chainId = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const account = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item !== '')
}

/** Throws InvalidSignInputError unless `value` is well-formed proposal namespaces. */
export function checkProposalNamespaces(value: unknown, label: string): ProposalNamespaces {
  if (value === undefined) return {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidSignInputError(`${label} must be an object of namespaces`)
  }
  for (const [key, namespace] of Object.entries(value)) {
    if (!namespaceKey.test(key)) throw new InvalidSignInputError(`${label}: bad namespace "${key}"`)
    const { chains, methods, events } = (namespace ?? {}) as Record<string, unknown>
    if (chains !== undefined && (!isStringList(chains) || !chains.every((c) => chainId.test(c)))) {
      throw new InvalidSignInputError(`${label}.${key}.chains must be CAIP-2 chain ids`)
    }
    if (chains?.some((c) => !c.startsWith(`${key.split(':')[0]}:`))) {
      throw new InvalidSignInputError(`${label}.${key}.chains must be in namespace ${key}`)
    }
    if (
      !key.includes(':') &&
      (chains === undefined || chains.length === 0) &&
      label === 'requiredNamespaces'
    ) {
      throw new InvalidSignInputError(`${label}.${key} needs chains`)
    }
    if (!Array.isArray(methods) || !methods.every((m) => typeof m === 'string')) {
      throw new InvalidSignInputError(`${label}.${key}.methods must be a list of names`)
    }
    if (!Array.isArray(events) || !events.every((e) => typeof e === 'string')) {
      throw new InvalidSignInputError(`${label}.${key}.events must be a list of names`)
    }
  }
  return value as ProposalNamespaces
}

/** Throws InvalidSignInputError unless `value` is well-formed session namespaces. */
export function checkSessionNamespaces(value: unknown): SessionNamespaces {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidSignInputError('namespaces must be an object')
  }
  if (Object.keys(value).length === 0) throw new InvalidSignInputError('namespaces are empty')
  for (const [key, namespace] of Object.entries(value)) {
    if (!namespaceKey.test(key) || key.includes(':')) {
      throw new InvalidSignInputError(`namespaces: bad namespace "${key}"`)
    }
    const { accounts, methods, events, chains } = (namespace ?? {}) as Record<string, unknown>
    if (!isStringList(accounts) || accounts.length === 0) {
      throw new InvalidSignInputError(`namespaces.${key}.accounts must list CAIP-10 accounts`)
    }
    for (const item of accounts) {
      if (!account.test(item) || !item.startsWith(`${key}:`)) {
        throw new InvalidSignInputError(
          `namespaces.${key}.accounts: "${item}" is not a ${key} CAIP-10 account`,
        )
      }
    }
    if (chains !== undefined && (!isStringList(chains) || !chains.every((c) => chainId.test(c)))) {
      throw new InvalidSignInputError(`namespaces.${key}.chains must be CAIP-2 chain ids`)
    }
    if (!Array.isArray(methods) || !methods.every((m) => typeof m === 'string')) {
      throw new InvalidSignInputError(`namespaces.${key}.methods must be a list of names`)
    }
    if (!Array.isArray(events) || !events.every((e) => typeof e === 'string')) {
      throw new InvalidSignInputError(`namespaces.${key}.events must be a list of names`)
    }
  }
  return value as SessionNamespaces
}

/** The chain ids a granted namespace covers (its `chains` and its accounts' chains). */
export function chainsOf(namespace: SessionNamespace): string[] {
  const fromAccounts = namespace.accounts.map((item) => item.split(':').slice(0, 2).join(':'))
  return [...new Set([...(namespace.chains ?? []), ...fromAccounts])]
}

/** Throws InvalidSignInputError unless `granted` gives every chain, method and event required. */
export function checkNamespacesCover(required: ProposalNamespaces, granted: SessionNamespaces) {
  for (const [key, want] of Object.entries(required)) {
    const namespace = key.split(':')[0] as string
    const have = granted[namespace]
    if (!have)
      throw new InvalidSignInputError(`namespaces lack the required namespace ${namespace}`)
    const chains = chainsOf(have)
    for (const chain of want.chains ?? (key.includes(':') ? [key] : [])) {
      if (!chains.includes(chain))
        throw new InvalidSignInputError(`namespaces lack the required chain ${chain}`)
    }
    for (const method of want.methods) {
      if (!have.methods.includes(method))
        throw new InvalidSignInputError(`namespaces lack the required method ${method}`)
    }
    for (const event of want.events) {
      if (!have.events.includes(event))
        throw new InvalidSignInputError(`namespaces lack the required event ${event}`)
    }
  }
}

/** The granted namespace that covers `chain` and allows `method`, or a clear error. */
export function checkRequestAllowed(namespaces: SessionNamespaces, chain: string, method: string) {
  if (typeof chain !== 'string' || !chainId.test(chain)) {
    throw new InvalidSignInputError(`chainId must be a CAIP-2 chain id, got ${String(chain)}`)
  }
  const namespace = namespaces[chain.split(':')[0] as string]
  if (!namespace || !chainsOf(namespace).includes(chain)) {
    throw new InvalidSignInputError(`the session does not include chain ${chain}`)
  }
  if (typeof method !== 'string' || !namespace.methods.includes(method)) {
    throw new InvalidSignInputError(
      `the session does not allow method ${String(method)} on ${chain}`,
    )
  }
}

/**
 * Why the session does not grant `name` (an event or a method) on `chain`, or undefined when it
 * does: `'chain'` when no granted namespace covers the chain, `'name'` when it does not list it.
 */
export function refusalOf(
  namespaces: SessionNamespaces,
  chain: unknown,
  name: unknown,
  kind: 'events' | 'methods',
): 'chain' | 'name' | undefined {
  if (typeof chain !== 'string' || !chainId.test(chain)) return 'chain'
  const namespace = namespaces[chain.split(':')[0] as string]
  if (!namespace || !chainsOf(namespace).includes(chain)) return 'chain'
  if (typeof name !== 'string' || !namespace[kind].includes(name)) return 'name'
  return undefined
}
