import { AccountTypeNotSupportedError } from '../errors/accountType'

/** The account types the embedded wallet makes per namespace, the default first (SPEC §1). */
export const embeddedAccountTypes = {
  eip155: ['smartAccount', 'eoa'],
  solana: ['eoa'],
} as const

/**
 * The account type a new embedded-wallet user gets per namespace (SPEC §1: `eip155`
 * `smartAccount`, `solana` `eoa` when not given). The user's own choice, once made, wins.
 */
export type DefaultAccountTypes = {
  eip155?: (typeof embeddedAccountTypes.eip155)[number] | undefined
  solana?: (typeof embeddedAccountTypes.solana)[number] | undefined
}

/**
 * Checks an app's `defaultAccountTypes` and fills in SPEC §1's default of each namespace not
 * given.
 *
 * @throws {AccountTypeNotSupportedError} a namespace without embedded accounts, or a type the
 * namespace does not have (the error names the namespace, the value and what is allowed).
 * @example
 * checkDefaultAccountTypes({ eip155: 'eoa' }) // { eip155: 'eoa', solana: 'eoa' }
 * checkDefaultAccountTypes({ solana: 'smartAccount' }) // throws: allowed: eoa
 */
export function checkDefaultAccountTypes(value: unknown): Required<DefaultAccountTypes> {
  const namespaces = Object.keys(embeddedAccountTypes)
  if (value === undefined) value = {}
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new AccountTypeNotSupportedError({
      namespace: 'every namespace',
      value,
      allowed: ['an object by namespace, e.g. { eip155: "eoa" }'],
    })
  const checked: Record<string, string> = {}
  for (const namespace of namespaces) {
    const allowed: readonly string[] =
      embeddedAccountTypes[namespace as keyof typeof embeddedAccountTypes]
    const type = (value as Record<string, unknown>)[namespace]
    if (type !== undefined && (typeof type !== 'string' || !allowed.includes(type)))
      throw new AccountTypeNotSupportedError({ namespace, value: type, allowed })
    checked[namespace] = (type as string | undefined) ?? (allowed[0] as string)
  }
  for (const namespace of Object.keys(value))
    if (!namespaces.includes(namespace))
      throw new AccountTypeNotSupportedError({
        namespace,
        value: (value as Record<string, unknown>)[namespace],
        allowed: [],
        details: `The embedded wallet makes accounts in ${namespaces.join(', ')}`,
      })
  return checked as Required<DefaultAccountTypes>
}
