// The official WalletConnect SignClient 2.21.8 (Apache-2.0, a dev dependency used only by tests)
// for the interop suites here and in apps/server (through `@portico/walletconnect/testing`).
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'

let instance = 0

/**
 * The official SignClient 2.21.8 pointed at `relayUrl` as project `projectId` (default
 * `portico-local`, the server's default project), storing in memory, telemetry and logs off.
 *
 * @example
 * const wallet = await createOfficialClient(relay.url, 'official-wallet')
 * wallet.on('session_proposal', ({ id }) => wallet.approve({ id, namespaces }))
 */
export async function createOfficialClient(
  relayUrl: string,
  name: string,
  projectId = 'portico-local',
) {
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
    projectId,
    relayUrl,
    storage,
    customStoragePrefix: `official-${name}-${instance++}`,
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

export type OfficialSignClient = Awaited<ReturnType<typeof createOfficialClient>>
