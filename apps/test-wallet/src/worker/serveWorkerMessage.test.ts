import { safeRpcMethods, unsafeRpcMethods } from '@portico/core/internal'
import { devnetMnemonic, solanaDevnet } from '@portico/devnet/chains'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import fc from 'fast-check'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resolveWalletConfig } from '../build/resolveWalletConfig'
import { deriveBitcoinAccount } from './bitcoin/deriveBitcoinAccount'
import { handleBitcoinRequest } from './bitcoin/handleBitcoinRequest'
import { handleRequest } from './handleRequest'
import { serveWorkerMessage, type WorkerMessageHandlers } from './serveWorkerMessage'
import { deriveSolanaAccount } from './solana/deriveSolanaAccount'
import { handleSolanaRequest } from './solana/handleSolanaRequest'
import { switchChain } from './switchChain'
import type { WalletContext } from './walletContext'
import { createMemoryStore } from './walletStore'

const origin = 'http://127.0.0.1:3000'
let devnet: UsedDevnet
let solana: NonNullable<UsedDevnet['solana']>

beforeAll(async () => {
  devnet = await useDevnet([31337, 31338], { solana: true })
  solana = devnet.solana as NonNullable<UsedDevnet['solana']>
})
afterAll(async () => {
  await devnet?.stop()
})

// Derived once: each derivation runs the mnemonic's PBKDF2 (about 0.2 s), and the keys hold no state.
const solanaAccount = deriveSolanaAccount({ mnemonic: devnetMnemonic })
const bitcoinAccount = deriveBitcoinAccount({ mnemonic: devnetMnemonic })

/** The worker's handlers on this run's devnet; the "person" answers prompts from `answers`. */
function setup(answers: () => boolean = () => false) {
  const config = resolveWalletConfig({
    rpcUrls: Object.fromEntries(
      devnet.chains.map((chain) => [Number(chain.caipNetworkId.slice(7)), chain.rpcUrl]),
    ),
    solanaRpcUrls: { [solanaDevnet.caipNetworkId]: solana.rpcUrl },
  })
  const context: WalletContext = {
    origin,
    account: mnemonicToAccount(devnetMnemonic),
    config,
    store: createMemoryStore({ defaultChainId: 31337 }),
    approve: async () => answers(),
    emit: () => {},
  }
  const handlers: WorkerMessageHandlers = {
    evm: (request) => handleRequest(context, request),
    solana: (request) => handleSolanaRequest({ ...context, account: solanaAccount }, request),
    bitcoin: (request) => handleBitcoinRequest({ ...context, account: bitcoinAccount }, request),
    switchChain: (chainId) => switchChain(context, { chainId, ask: false }),
  }
  return { handlers, context }
}

const invalid = { error: { code: -32600, message: 'Invalid request' } }

describe('serveWorkerMessage', () => {
  test('a well-formed request reaches the EVM, Solana or Bitcoin handler', async () => {
    const { handlers } = setup()
    const serve = (message: unknown) => serveWorkerMessage({ message, handlers })
    expect(await serve({ kind: 'request', request: { method: 'eth_chainId' } })).toEqual({
      result: '0x7a69',
    })
    expect(await serve({ kind: 'request', request: { method: 'solana:connect' } })).toMatchObject({
      error: { code: 4001 },
    })
    expect(await serve({ kind: 'request', request: { method: 'bitcoin_connect' } })).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    })
    expect(await serve({ kind: 'control', action: 'switchChain', chainId: 31338 })).toEqual({
      result: null,
    })
  })

  test('what a web page can make the content script carry that is not a request gets -32600', async () => {
    const { handlers } = setup()
    const serve = (message: unknown) => serveWorkerMessage({ message, handlers })
    for (const message of [
      null,
      'eth_chainId',
      [],
      { kind: 'request' },
      { kind: 'request', request: null },
      { kind: 'request', request: { method: 7 } },
      { kind: 'request', request: { method: '' } },
      { kind: 'request', request: { method: 'eth_chainId'.repeat(30) } },
      { kind: 'request', request: [] },
      { kind: 'control', action: 'switchChain', chainId: '31338' },
      { kind: 'nope' },
    ])
      expect(await serve(message)).toEqual(invalid)
  })

  test('test controls are refused when the build has them off', async () => {
    const { handlers } = setup()
    const response = await serveWorkerMessage({
      message: { kind: 'control', action: 'switchChain', chainId: 31338 },
      handlers: { ...handlers, switchChain: undefined },
    })
    expect(response).toEqual({
      error: { code: -32603, message: 'Test controls are off in this build' },
    })
  })

  test('fuzz: random and hostile messages always get an answer ({ result } or { error }), never a throw', async () => {
    const given = process.env.PORTICO_FUZZ_SEED
    const seed = given === undefined ? (Math.random() * 2 ** 31) | 0 : Number(given)
    const scale = Number(process.env.PORTICO_FUZZ_RUNS ?? '1') || 1
    console.info(`fuzz seed ${seed} (replay: PORTICO_FUZZ_SEED=${seed})`)
    const methods = [
      ...safeRpcMethods,
      ...unsafeRpcMethods,
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'solana:connect',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
      'solana:signIn',
      'bitcoin_connect',
      'bitcoin_signMessage',
      'bitcoin_signTransaction',
      'bitcoin_disconnect',
      'eth_sign',
    ]
    const value = fc.anything({ maxDepth: 3, withBigInt: false, withMap: false, withSet: false })
    const params = fc.oneof(
      fc.array(
        fc.oneof(
          fc.constantFrom('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x7a6a', 'latest', '0x'),
          fc.record(
            {
              to: fc.constant('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'),
              value: fc.constantFrom('0x1', '0x', 'x'),
            },
            { requiredKeys: [] },
          ),
          value,
        ),
        { maxLength: 4 },
      ),
      value,
    )
    const message = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant('request'),
          request: fc.record(
            {
              method: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...methods) }, value),
              params,
            },
            { requiredKeys: [] },
          ),
        }),
      },
      fc.record({
        kind: fc.constant('control'),
        action: fc.oneof(fc.constant('switchChain'), value),
        chainId: fc.oneof(fc.constantFrom(31337, 31338, 1, -1, 2 ** 60), value),
      }),
      value,
    )
    await fc.assert(
      fc.asyncProperty(message, fc.array(fc.boolean(), { maxLength: 4 }), async (sent, answers) => {
        const { handlers } = setup(() => answers.shift() ?? false)
        const response = await serveWorkerMessage({ message: sent, handlers })
        expect('result' in response || 'error' in response).toBe(true)
        if ('error' in response) {
          expect(typeof response.error.code).toBe('number')
          expect(typeof response.error.message).toBe('string')
        }
      }),
      { seed, numRuns: Math.round(100 * scale), endOnFailure: true },
    )
  }, 120_000)
})
