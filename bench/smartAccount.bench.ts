// Smart-account figures (printed, never pass/fail): the time from Send to a mined UserOperation
// on the devnet, as the embedded wallet does it — the frame's wallet logic (`createFrameWallet`,
// approval answered at once) asked `eth_sendTransaction` by the smart account, which signs a
// UserOperation and sends it through the server's RPC gateway to a real bundler (alto) on a devnet
// chain, then waits for its receipt (the call returns the hash of the mined transaction).
//  1. the first send, which also deploys the account (initCode);
//  2. SMART_BENCH_SENDS further sends of the deployed account: median, p95, max.
// For comparison, the same wallet's owner EOA sends the same transfer (eth_sendTransaction).
//
//   npx tsx bench/smartAccount.bench.ts            (or npm run bench -- smartAccount)
//   SMART_BENCH_SENDS=30 npx tsx bench/smartAccount.bench.ts
import { devnetTokenAbi, getDevnetContracts, startBundler, startDevnet } from '@portico/devnet'
import { createFrameWallet, type FrameWallet } from '@portico/embedded-wallet'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { loadConfig } from '../apps/server/src/config'
import { createServer } from '../apps/server/src/createServer'

const sends = Number(process.env.SMART_BENCH_SENDS ?? 15)
const app = 'http://localhost:3000'
const frameOrigin = 'http://localhost:3001'
const projectId = 'portico-local'

const devnet = await startDevnet({ chains: [31337], ports: { 31337: 0 } })
const rpcUrl = devnet.chains[0]?.rpcUrl as string
const chain = createPublicClient({ transport: http(rpcUrl) })
const setBalance = (address: Address, ether: string) =>
  chain.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [address, numberToHex(parseEther(ether))] as never,
  })
const executor = generatePrivateKey()
await setBalance(privateKeyToAccount(executor).address, '100')
const bundler = await startBundler({ rpcUrl, executorPrivateKey: executor })
const server = await createServer(
  loadConfig({
    PORTICO_DEV: '1',
    PORT: '0',
    DATABASE_URL: 'memory://',
    PORTICO_RPC_URLS: `eip155:31337=${rpcUrl}`,
    PORTICO_BUNDLER_URLS: `eip155:31337=${bundler.url}`,
    PORTICO_ALLOWED_ORIGINS: app,
    PORTICO_LOG_LEVEL: 'silent',
    PORTICO_INDEXER: 'off',
    PORTICO_RPC_RATE_LIMIT: '1000000',
    PORTICO_API_RATE_LIMIT: '1000000',
  }),
)

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN

try {
  const apiUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
  const store = new Map<string, string>()
  const wallet: FrameWallet = createFrameWallet({
    apiUrl,
    projectId,
    chainId: 'eip155:31337',
    fetch: (input, init = {}) =>
      fetch(input, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), origin: frameOrigin },
      }),
    storage: {
      get: async (key) => store.get(key),
      set: async (key, value) => void store.set(key, value),
      delete: async (key) => void store.delete(key),
    },
    approve: async () => true,
  })
  const email = `bench-${Date.now()}@example.com`
  await wallet.handle('APP_CONNECT_EMAIL', { email }, app)
  // The mail catcher's inbox, read in process (its HTTP inbox has a loopback listener of its own).
  const newest = server.mailCatcher?.mails().findLast((mail) => mail.to.includes(email))
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1]
  const user = (await wallet.handle('APP_CONNECT_OTP', { code }, app)) as {
    address: Address
    accounts: { address: Address; type: string }[]
  }
  const smart = user.address
  const owner = user.accounts.find((a) => a.type === 'eoa')?.address as Address
  const { pUSD } = getDevnetContracts()
  await setBalance(smart, '10')
  await setBalance(owner, '10')
  const funder = privateKeyToAccount(generatePrivateKey())
  await setBalance(funder.address, '1')
  const { createWalletClient } = await import('viem')
  const minter = createWalletClient({ account: funder, transport: http(rpcUrl) })
  for (const to of [smart, owner])
    await chain.waitForTransactionReceipt({
      hash: await minter.writeContract({
        chain: null,
        address: pUSD,
        abi: devnetTokenAbi,
        functionName: 'mint',
        args: [to, 1_000_000_000n],
      }),
    })
  const transfer = {
    to: pUSD,
    data: encodeFunctionData({
      abi: devnetTokenAbi,
      functionName: 'transfer',
      args: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1_000_000n],
    }),
  }
  const send = async (from: Address) => {
    const started = performance.now()
    const hash = (await wallet.handle(
      'APP_RPC_REQUEST',
      { method: 'eth_sendTransaction', params: [{ from, ...transfer }] },
      app,
    )) as Hex
    // The smart account's call returns once mined; the EOA's once sent: both wait for the receipt.
    const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const elapsed = performance.now() - started
    if (receipt.status !== 'success') throw new Error(`send ${hash} reverted`)
    return elapsed
  }
  const series = async (from: Address) => {
    const times: number[] = []
    for (let index = 0; index < sends; index++) times.push(await send(from))
    times.sort((a, b) => a - b)
    return `median ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms`
  }

  console.log(`first send (deploys the account): ${(await send(smart)).toFixed(0)} ms`)
  console.log(`smart account, ${sends} sends, Send → mined UserOperation: ${await series(smart)}`)
  if ((await chain.getCode({ address: smart })) === undefined) throw new Error('not deployed')
  await wallet.handle('APP_SET_PREFERRED_ACCOUNT', { type: 'eoa' }, app)
  console.log(`owner EOA, ${sends} sends, Send → mined transaction: ${await series(owner)}`)
} finally {
  await server.close()
  await bundler.stop()
  await devnet.stop()
}
