// Renders a hook inside <PorticoProvider> (a probe component keeps its latest result), on a
// config of two in-memory adapters: an EVM and a Solana wallet offered by one extension. The real
// EVM adapter on anvil is crossed in src/hooks/hooks.evm.test.tsx.
import { createFakeClock } from '@portico/core/internal'
import {
  createMemoryAdapter,
  devnet2Network,
  devnetNetwork,
  solanaDevnetNetwork,
} from '@portico/core/testing'
import { act } from 'react'
import { type CreatePorticoConfigParameters, createPorticoConfig } from '../src/createPorticoConfig'
import { PorticoProvider } from '../src/PorticoProvider'
import { render } from './dom'

export const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const walletId = 'dev.portico.testwallet'

export const createTestConfig = (options: Partial<CreatePorticoConfigParameters> = {}) => {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    networks: [devnetNetwork, devnet2Network],
    wallets: [{ id: walletId, rdns: walletId, name: 'Portico Test Wallet', address: evmAddress }],
    balances: { [evmAddress]: 10n ** 22n },
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: [solanaDevnetNetwork],
    wallets: [{ id: 'Portico Test Wallet', name: 'Portico Test Wallet', address: solanaAddress }],
    balances: { [solanaAddress]: 5n * 10n ** 8n },
  })
  const config = createPorticoConfig({
    projectId: 'portico-local',
    networks: [devnetNetwork, devnet2Network, solanaDevnetNetwork],
    adapters: [evm, solana],
    clock: createFakeClock(),
    storage: null,
    ...options,
  })
  return { config, evm, solana }
}

export type RenderHookReturnType<result> = {
  /** The hook's result at the latest render. */
  result: { current: result }
  /** Renders on each commit. */
  renders: () => number
  unmount: () => Promise<void>
}

export async function renderHook<result>(
  hook: () => result,
  config: ReturnType<typeof createTestConfig>['config'],
): Promise<RenderHookReturnType<result>> {
  const result = {} as { current: result }
  let count = 0
  function Probe() {
    result.current = hook()
    count++
    return null
  }
  const rendered = await render(
    <PorticoProvider config={config}>
      <Probe />
    </PorticoProvider>,
  )
  return { result, renders: () => count, unmount: rendered.unmount }
}

/** Runs an action (a hook's function) inside act, and gives back its result or rejection. */
export async function run<value>(action: () => Promise<value>): Promise<value> {
  let out: Promise<value> | undefined
  await act(async () => {
    out = action()
    await out.catch(() => undefined)
  })
  return out as Promise<value>
}
