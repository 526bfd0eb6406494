// The session a one-click sign-in settles (internal), derived from the CACAOs the same way on both
// sides: accounts on the iss chain and the ReCap's chains, methods from the ReCap, the two events.
import type { SessionNamespaces } from '../sign/types'
import { readDid } from './readDid'
import { decodeRecap, getRecapChains, getRecapFromResources, getRecapMethods } from './recap'
import type { Cacao } from './types'

export const authEvents = ['chainChanged', 'accountsChanged']

/** The granted namespaces, or undefined when the CACAOs grant no method (no session then). */
export function authNamespaces(cacaos: readonly Cacao[]): SessionNamespaces | undefined {
  const methods = new Set<string>()
  const accounts = new Set<string>()
  for (const cacao of cacaos) {
    const did = readDid(cacao.p.iss)
    const chains = [did.chainId]
    const recap = getRecapFromResources(cacao.p.resources)
    if (recap) {
      const decoded = decodeRecap(recap)
      for (const method of getRecapMethods(decoded)) methods.add(method)
      chains.push(...getRecapChains(decoded))
    }
    for (const chain of chains) accounts.add(`${chain}:${did.address}`)
  }
  if (methods.size === 0) return undefined
  const namespaces: SessionNamespaces = {}
  for (const account of accounts) {
    const [namespace, reference] = account.split(':') as [string, string]
    const entry = namespaces[namespace] ?? {
      accounts: [],
      chains: [],
      methods: [...methods],
      events: [...authEvents],
    }
    entry.accounts.push(account)
    const chain = `${namespace}:${reference}`
    if (!entry.chains?.includes(chain)) entry.chains?.push(chain)
    namespaces[namespace] = entry
  }
  return namespaces
}
