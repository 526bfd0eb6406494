import { describe, expect, test } from 'vitest'
import { createManifest } from './createManifest'
import { resolveWalletConfig } from './resolveWalletConfig'

describe('createManifest', () => {
  const manifest = createManifest({ config: resolveWalletConfig(), version: '0.1.0' })

  test('no extension page is web-accessible: a site cannot frame or fetch approve.html (H2)', () => {
    expect(manifest).not.toHaveProperty('web_accessible_resources')
    expect(manifest).not.toHaveProperty('externally_connectable')
  })

  test('host access only to the chains’ RPC origins and the relay’s server, and only storage', () => {
    expect(manifest.host_permissions).toEqual([
      'http://127.0.0.1:8545/*',
      'http://127.0.0.1:8546/*',
      'http://127.0.0.1:8547/*',
      'http://127.0.0.1:8899/*',
      'http://127.0.0.1:3000/*',
    ])
    expect(manifest.permissions).toEqual(['storage'])
  })
})
