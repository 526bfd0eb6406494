import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, erc20Abi, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, expect, test } from 'vitest'
import { devnetSeed, startDevnet, unlistedDevnetChain } from '../src/index'

const stateDir = mkdtempSync(join(tmpdir(), 'portico-devnet-state-'))
afterAll(() => rmSync(stateDir, { recursive: true, force: true }))

// 31339 (the chain the web app does not request) is allowed too; this file uses it alone.
const id = unlistedDevnetChain.id

test('state persists across a restart with stateDir, and seeding is not repeated', async () => {
  const recipient = '0x000000000000000000000000000000000000bEEF'
  const first = await startDevnet({ chains: [id], ports: { [id]: 0 }, stateDir })
  let before: { block: bigint; sent: bigint; contracts: unknown }
  try {
    const rpcUrl = first.chains[0]?.rpcUrl
    const sender = first.accounts[0]
    const contracts = first.contracts[id]
    if (!rpcUrl || !sender || !contracts) throw new Error('missing')
    const chain = createPublicClient({ transport: http(rpcUrl) })
    expect(await chain.getChainId()).toBe(id)
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      transport: http(rpcUrl),
    })
    const sent = devnetSeed.balances.pUSD / 4n
    const hash = await wallet.writeContract({
      address: contracts.pUSD,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, sent],
      chain: null,
    })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    before = { block: await chain.getBlockNumber(), sent, contracts }
  } finally {
    await first.stop()
  }
  expect(existsSync(join(stateDir, `${id}.json`))).toBe(true)

  const second = await startDevnet({ chains: [id], ports: { [id]: 0 }, stateDir })
  try {
    const rpcUrl = second.chains[0]?.rpcUrl
    const contracts = second.contracts[id]
    const [sender, other] = second.accounts
    if (!rpcUrl || !contracts || !sender || !other) throw new Error('missing')
    const chain = createPublicClient({ transport: http(rpcUrl) })
    const balanceOf = (address: `0x${string}`) =>
      chain.readContract({
        address: contracts.pUSD,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    // No seeding transactions were added: no block past the old head carries one (under load anvil
    // has once been seen to add an empty block on restore), balances not minted twice.
    const head = await chain.getBlockNumber()
    expect(head).toBeGreaterThanOrEqual(before.block)
    for (let number = before.block + 1n; number <= head; number++)
      expect((await chain.getBlock({ blockNumber: number })).transactions).toEqual([])
    expect(await balanceOf(recipient)).toBe(before.sent)
    expect(await balanceOf(sender.address)).toBe(devnetSeed.balances.pUSD - before.sent)
    expect(await balanceOf(other.address)).toBe(devnetSeed.balances.pUSD)
    expect(contracts).toEqual(before.contracts)
  } finally {
    await second.stop()
  }
})

test('block 0 keeps its hash across restarts, and new blocks follow the wall clock', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-devnet-genesis-'))
  const headers = async (rpcUrl: string) => {
    const chain = createPublicClient({ transport: http(rpcUrl) })
    const [zero, one] = await Promise.all([
      chain.getBlock({ blockNumber: 0n }),
      chain.getBlock({ blockNumber: 1n }),
    ])
    return { chain, zero, one }
  }
  const nextSecond = async (after: bigint) => {
    while (Math.floor(Date.now() / 1000) <= Number(after))
      await new Promise((resolve) => setTimeout(resolve, 50))
  }
  try {
    const first = await startDevnet({ chains: [id], ports: { [id]: 0 }, stateDir: dir })
    const before = await headers(first.chains[0]?.rpcUrl as string).finally(() => first.stop())
    // anvil alone re-creates block 0 stamped with the time it loads a state, keeps every block 0
    // in the state file and may serve any of them later: restart twice, each in another second.
    const genesisStamps = () => {
      const state = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as {
        blocks: { header: { number: string; timestamp: string } }[]
      }
      const zeros = state.blocks.filter((block) => BigInt(block.header.number) === 0n)
      return [...new Set(zeros.map((block) => BigInt(block.header.timestamp)))]
    }
    for (let restart = 0; restart < 2; restart++) {
      await nextSecond(before.zero.timestamp + BigInt(restart))
      const again = await startDevnet({ chains: [id], ports: { [id]: 0 }, stateDir: dir })
      try {
        const after = await headers(again.chains[0]?.rpcUrl as string)
        expect(after.zero.hash).toBe(before.zero.hash)
        expect(after.one.parentHash).toBe(after.zero.hash)
        const restartedAt = Math.floor(Date.now() / 1000)
        await after.chain.request({ method: 'evm_mine' as never })
        const mined = await after.chain.getBlock()
        expect(Number(mined.timestamp)).toBeGreaterThanOrEqual(restartedAt - 1)
        expect(Number(mined.timestamp)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1)
      } finally {
        await again.stop()
      }
      expect(genesisStamps()).toEqual([before.zero.timestamp])
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
