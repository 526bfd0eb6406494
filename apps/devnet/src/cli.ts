/**
 * `npx tsx apps/devnet/src/cli.ts [--state <dir>] [--chains 31337,31338] [--port-31337 8545]
 * [--solana-port 8899] [--solana-ws-port 8900] [--no-solana] [--bitcoin-port 18443] [--no-bitcoin]`
 * starts the devnet (anvil chains, the local Solana chain and the local Bitcoin chain), prints
 * URLs, accounts and addresses, and stops cleanly on Ctrl-C.
 */
import { parseArgs } from 'node:util'
import { bitcoinBannerLines } from './bitcoin/bitcoinBannerLines'
import { startBitcoinDevnet } from './bitcoin/startBitcoinDevnet'
import { solanaBannerLines } from './solana/solanaBannerLines'
import { startSolanaDevnet } from './solana/startSolanaDevnet'
import { startDevnet } from './startDevnet'

const { values } = parseArgs({
  options: {
    state: { type: 'string' },
    chains: { type: 'string' },
    host: { type: 'string' },
    'port-31337': { type: 'string' },
    'port-31338': { type: 'string' },
    'port-31339': { type: 'string' },
    'solana-port': { type: 'string' },
    'solana-ws-port': { type: 'string' },
    'no-solana': { type: 'boolean' },
    'bitcoin-port': { type: 'string' },
    'no-bitcoin': { type: 'boolean' },
  },
})

const chains = values.chains?.split(',').map((id) => Number(id.trim()))
const ports: Record<number, number> = {}
for (const id of [31337, 31338, 31339]) {
  const port = values[`port-${id}` as 'port-31337']
  if (port !== undefined) ports[id] = Number(port)
}

const started = performance.now()
const devnet = await startDevnet({ chains, ports, stateDir: values.state, host: values.host })
const solana = values['no-solana']
  ? undefined
  : await startSolanaDevnet({
      port: values['solana-port'] === undefined ? undefined : Number(values['solana-port']),
      wsPort: values['solana-ws-port'] === undefined ? undefined : Number(values['solana-ws-port']),
      host: values.host,
      stateDir: values.state,
    }).catch(async (error: unknown) => {
      await devnet.stop()
      throw error
    })
// In memory (bcoin): no state folder; each start funds the same accounts again.
const bitcoin = values['no-bitcoin']
  ? undefined
  : await startBitcoinDevnet({
      port: values['bitcoin-port'] === undefined ? undefined : Number(values['bitcoin-port']),
      host: values.host,
    }).catch(async (error: unknown) => {
      await Promise.all([devnet.stop(), solana?.stop()])
      throw error
    })
const ms = Math.round(performance.now() - started)
// Keep the process alive until a signal arrives (anvil's pipes do not hold the event loop).
const keepAlive = setInterval(() => {}, 1 << 30)

const first = devnet.chains[0]
const contracts = first ? devnet.contracts[first.id] : undefined
const lines = [
  `Portico devnet ready in ${ms} ms${values.state ? ` (state in ${values.state})` : ''}`,
  '',
  'Chains (add to a wallet: network name, RPC URL, chain id, currency ETH):',
  ...devnet.chains.map((c) => `  ${c.name.padEnd(17)} ${c.rpcUrl}  ${c.wsUrl}  chain id ${c.id}`),
  '',
  `Mnemonic: ${devnet.mnemonic}`,
  'Accounts (10000 ETH and seeded tokens each):',
  ...devnet.accounts.map((a, i) => `  (${i}) ${a.address}  ${a.privateKey}`),
  '',
  'Contracts (the same addresses on every chain):',
  ...Object.entries(contracts ?? {}).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [`  ${name.padEnd(21)} ${value}`]
      : Object.entries(value).map(([pool, address]) => `  pool ${pool.padEnd(16)} ${address}`),
  ),
  ...(solana ? ['', ...solanaBannerLines(solana, { accounts: 'all', indent: '' })] : []),
  ...(bitcoin ? ['', ...bitcoinBannerLines(bitcoin, { accounts: 'all', indent: '' })] : []),
  '',
  'Ctrl-C to stop.',
]
console.log(lines.join('\n'))

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping the devnet…`)
  await Promise.all([devnet.stop(), solana?.stop(), bitcoin?.stop()])
  clearInterval(keepAlive)
  console.log('Devnet stopped.')
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void shutdown(signal))
