// The official WalletConnect SignClient 2.21.8 (Apache-2.0, a dev dependency used only by tests)
// pointed at our relay, with an in-memory store and telemetry off.
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'

let instance = 0

/** Creates an official SignClient on `relayUrl` for project `portico-local`. */
export async function createOfficialSignClient(relayUrl: string, name: string) {
  const items = new Map<string, unknown>()
  const storage = {
    async getKeys() {
      return [...items.keys()]
    },
    async getEntries() {
      return [...items.entries()] as [string, never][]
    },
    async getItem(key: string) {
      return items.get(key) as never
    },
    async setItem(key: string, value: unknown) {
      items.set(key, value)
    },
    async removeItem(key: string) {
      items.delete(key)
    },
  }
  const core = new Core({
    projectId: 'portico-local',
    relayUrl,
    storage,
    customStoragePrefix: `relay-interop-${name}-${instance++}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  return SignClient.init({
    core,
    logger: 'silent',
    metadata: {
      name,
      description: `${name} (official 2.21.8)`,
      url: `https://${name}.test`,
      icons: [],
    },
  })
}

export type OfficialSignClient = Awaited<ReturnType<typeof createOfficialSignClient>>
