import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readTokenThroughGateway } from './readTokenThroughGateway'

let devnet: UsedDevnet
const asked: string[] = []
beforeAll(async () => {
  devnet = await useDevnet([31337])
}, 60_000)
afterAll(() => devnet?.stop())

// The server's RPC gateway forwards to the chain: here the frame's request goes to the real devnet.
const toDevnet: typeof fetch = (input, init) => {
  asked.push(String(input))
  return fetch(devnet.chains[0]?.rpcUrl ?? '', init)
}

describe('readTokenThroughGateway', () => {
  it("reads a real token's decimals and symbol with eth_call through the gateway URL", async () => {
    const readToken = readTokenThroughGateway({
      apiUrl: 'http://localhost:3001',
      projectId: 'portico-local',
      fetch: toDevnet,
    })
    const { pUSD, PTS } = devnet.contracts[31337] ?? {}
    expect(await readToken(pUSD as string, 'eip155:31337')).toEqual({ decimals: 6, symbol: 'pUSD' })
    expect(await readToken(PTS as string, 'eip155:31337')).toEqual({ decimals: 0, symbol: 'PTS' })
    expect(asked[0]).toBe(
      'http://localhost:3001/v1/?chainId=eip155%3A31337&projectId=portico-local',
    )
  })

  it('an address that is not a token answers undefined (the screen says raw units)', async () => {
    const readToken = readTokenThroughGateway({
      apiUrl: 'http://x',
      projectId: 'p',
      fetch: toDevnet,
    })
    expect(await readToken(devnet.accounts[1]?.address as string, 'eip155:31337')).toBeUndefined()
  })
})
