import { getServerApi } from '@portico/core/internal'
import { createMemoryAdapter, devnetNetwork } from '@portico/core/testing'
import { describe, expect, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import { createPorticoConfig } from '../createPorticoConfig'

describe('getServerApi', () => {
  it('sends the project id, the sdk type and the sdk version on every request (SPEC §7)', async () => {
    const urls: URL[] = []
    const config = createPorticoConfig({
      projectId: 'portico-local',
      networks: [devnetNetwork],
      adapters: [
        createMemoryAdapter({ namespace: 'eip155', networks: [devnetNetwork], wallets: [] }),
      ],
      storage: null,
      apiUrl: 'http://api.test',
      fetch: async (input) => {
        urls.push(new URL(String(input)))
        return Response.json([])
      },
    })
    const api = getServerApi(config)
    await api?.client.get({ path: '/v1/supported-chains' })
    expect(urls).toHaveLength(1)
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      projectId: 'portico-local',
      st: 'portico-react',
      sv: packageJson.version,
    })
  })
})
