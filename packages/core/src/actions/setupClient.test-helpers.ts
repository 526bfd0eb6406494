// A client on two in-memory adapters (EVM and Solana, one wallet offering both), for the actions'
// logic on the client's side; the real adapters are crossed in packages/evm/src/actions.test.ts and
// packages/solana/src/actions.test.ts.

import { createMemoryAdapter } from '../client/createMemoryAdapter.test-helpers'
import { createPorticoClient } from '../client/createPorticoClient'
import {
  devnetNetwork as devnet,
  devnet2Network as devnet2,
  solanaDevnetNetwork as solanaLocal,
} from '../client/networks.testing'
import type { CreatePorticoClientParameters } from '../client/types'
import { createFakeClock } from '../clock/createFakeClock'

export const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
export const wallet = 'dev.portico.testwallet'

export const setupClient = (options: Partial<CreatePorticoClientParameters> = {}) => {
  const evm = createMemoryAdapter({
    namespace: 'eip155',
    networks: [devnet, devnet2],
    wallets: [{ id: wallet, rdns: wallet, name: 'Portico Test Wallet', address: evmAddress }],
    balances: { [evmAddress]: 10n ** 22n },
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: [solanaLocal],
    wallets: [{ id: 'Portico Test Wallet', name: 'Portico Test Wallet', address: solanaAddress }],
    balances: { [solanaAddress]: 5n * 10n ** 8n },
  })
  const client = createPorticoClient({
    projectId: 'portico-local',
    networks: [devnet, devnet2, solanaLocal],
    adapters: [evm, solana],
    clock: createFakeClock(),
    storage: null,
    ...options,
  })
  const stop = client.start()
  return { client, evm, solana, stop, devnet, devnet2, solanaLocal }
}
