import { getDevnetAccounts, type StartBundlerReturnType, startBundler } from '@portico/devnet'
import { createPublicClient, http, numberToHex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Mnemonic index of the bundlers' executor: after the on-ramp treasury (11); no test uses it. */
export const bundlerExecutorIndex = 12
/** What the executor is topped up to on each start (it pays the bundles' gas). */
const executorStock = parseEther('1000')

export type StartStackBundlersParameters = {
  /** The chains to serve, with the port of each one's bundler (0 = any free port). */
  chains: { id: number; caipNetworkId: string; rpcUrl: string; port: number }[]
}
export type StartStackBundlersReturnType = {
  /** CAIP-2 id → bundler URL, e.g. `{ 'eip155:31337': 'http://127.0.0.1:4337' }`. */
  urls: Record<string, string>
  stop(): Promise<void>
}

/**
 * The ERC-4337 bundlers of `npm start` and the e2e stack: one `@pimlico/alto` per chain (started
 * in parallel), all sending from the devnet account {@link bundlerExecutorIndex}, topped up with
 * ETH on each start so a kept state folder never runs dry.
 *
 * @example
 * const bundlers = await startStackBundlers({ chains: [{ id: 31337, caipNetworkId: 'eip155:31337', rpcUrl, port: 4337 }] })
 */
export async function startStackBundlers(
  parameters: StartStackBundlersParameters,
): Promise<StartStackBundlersReturnType> {
  const executor = getDevnetAccounts({ count: bundlerExecutorIndex + 1 })[bundlerExecutorIndex]
  if (!executor) throw new Error('No bundler executor account')
  const address = privateKeyToAccount(executor.privateKey).address
  const started = await Promise.allSettled(
    parameters.chains.map(async (chain) => {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      if ((await client.getBalance({ address })) < executorStock)
        await client.request({
          method: 'anvil_setBalance' as 'eth_chainId',
          params: [address, numberToHex(executorStock)] as unknown as undefined,
        })
      const bundler = await startBundler({
        rpcUrl: chain.rpcUrl,
        executorPrivateKey: executor.privateKey,
        port: chain.port,
      })
      return { chain, bundler }
    }),
  )
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => {
    await Promise.all(running.map(({ bundler }) => bundler.stop()))
  }
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  return {
    urls: Object.fromEntries(
      running.map(
        ({
          chain,
          bundler,
        }: {
          chain: { caipNetworkId: string }
          bundler: StartBundlerReturnType
        }) => [chain.caipNetworkId, bundler.url],
      ),
    ),
    stop,
  }
}
