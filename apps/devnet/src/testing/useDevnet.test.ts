import { createPublicClient, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { rpcCall, useDevnet, useSolanaDevnet } from './useDevnet'

const stranger = '0x000000000000000000000000000000000000dEaD'

function balanceOf(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl) }).getBalance({ address: stranger })
}

function setBalance(rpcUrl: string, wei: bigint) {
  return rpcCall(rpcUrl, 'anvil_setBalance', [stranger, `0x${wei.toString(16)}`])
}

describe('useDevnet', () => {
  it('hands a file the seeded chain and reverts what the file did on stop()', async () => {
    const devnet = await useDevnet([31337])
    const chain = devnet.chains[0]
    if (!chain) throw new Error('no chain')
    expect(chain).toMatchObject({ id: 31337, chainId: 31337, caipNetworkId: 'eip155:31337' })
    expect(devnet.contracts[31337]?.pUSD).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(devnet.accounts).toHaveLength(10)
    const before = await balanceOf(chain.rpcUrl)
    await setBalance(chain.rpcUrl, parseEther('7'))
    expect(await balanceOf(chain.rpcUrl)).toBe(parseEther('7'))
    await devnet.stop()
    expect(await balanceOf(chain.rpcUrl)).toBe(before)
  })

  it('lets one holder in at a time: a second waits until the first stops', async () => {
    const first = await useDevnet([31337])
    const order: string[] = []
    const second = useDevnet([31337]).then((devnet) => {
      order.push('second in')
      return devnet
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    order.push('first out')
    await first.stop()
    await (await second).stop()
    expect(order).toEqual(['first out', 'second in'])
  })

  it("reverts the Solana chain too: a file's airdrop is gone for the next file", async () => {
    const solana = await useSolanaDevnet()
    const stranger = 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr'
    const balance = async () =>
      (await rpcCall<{ value: number }>(solana.rpcUrl, 'getBalance', [stranger])).value
    expect(solana.accounts).toHaveLength(10)
    expect(await balance()).toBe(0)
    await rpcCall(solana.rpcUrl, 'requestAirdrop', [stranger, 1_000_000_000])
    expect(await balance()).toBe(1_000_000_000)
    const slot = await rpcCall<number>(solana.rpcUrl, 'getSlot')
    await solana.stop()
    expect(await balance()).toBe(0)
    expect(await rpcCall<number>(solana.rpcUrl, 'getSlot')).toBeLessThan(slot)
    const again = await useSolanaDevnet()
    await again.stop()
  })

  it('refuses a chain the project did not start, with its id', async () => {
    await expect(useDevnet([31338])).rejects.toThrow(
      "The project's devnet does not run chain 31338.",
    )
  })
})
