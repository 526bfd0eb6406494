// One local Bitcoin regtest chain (bcoin, in process, Esplora API on a free port) for this test
// project: the files read its Esplora URL with inject('bitcoinDevnet').
import { startBitcoinDevnet } from '@portico/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The project's regtest chain (`startBitcoinDevnet`). */
    bitcoinDevnet: { esploraUrl: string; caipNetworkId: string }
  }
}

export default async function setup(project: TestProject) {
  const devnet = await startBitcoinDevnet({ port: 0 })
  project.provide('bitcoinDevnet', {
    esploraUrl: devnet.esploraUrl,
    caipNetworkId: devnet.caipNetworkId,
  })
  return () => devnet.stop()
}
