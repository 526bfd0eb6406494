import { describe, expect, it } from 'vitest'
import { anvilPackage, anvilPath } from './startAnvil'

describe('anvilPackage', () => {
  it('names the build of each platform anvil ships for the devnet', () => {
    expect(anvilPackage('linux', 'x64')).toBe('@foundry-rs/anvil-linux-amd64')
    expect(anvilPackage('linux', 'arm64')).toBe('@foundry-rs/anvil-linux-arm64')
    expect(anvilPackage('darwin', 'x64')).toBe('@foundry-rs/anvil-darwin-amd64')
    expect(anvilPackage('darwin', 'arm64')).toBe('@foundry-rs/anvil-darwin-arm64')
  })

  it('has none where the devnet cannot run it', () => {
    expect(anvilPackage('win32', 'x64')).toBeUndefined()
    expect(anvilPackage('linux', 'ia32')).toBeUndefined()
  })

  it("finds this machine's binary through @foundry-rs/anvil", () => {
    expect(anvilPath()).toMatch(/anvil-(linux|darwin)-(amd64|arm64)\/bin\/anvil$/)
  })
})
