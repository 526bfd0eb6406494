// Every error the Solana adapter throws, by its exact text (SPEC §8 verbatim where the SPEC names
// it), for the paths the adapter's other tests reach only by name or not at all: against the real
// local chain and a real Wallet Standard wallet; a wallet that misbehaves is the key wallet with
// one feature replaced.
import { type AdapterNetwork, InvalidParameterError } from '@portico/core'
import { createFakeClock } from '@portico/core/internal'
import {
  address,
  createNoopSigner,
  createSolanaRpc,
  generateKeyPairSigner,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createKeyWallet, type KeyWallet } from '../test/createKeyWallet'
import {
  type StartSolanaDevnetReturnType,
  solanaNetwork,
  startSolanaDevnet,
} from '../test/solanaFixture'
import { createSolanaAdapter } from './createSolanaAdapter'
import { getComputeBudget } from './getComputeBudget'
import { resolvePriorityFee } from './getComputeUnitPrice'
import { prepareTransaction } from './prepareTransaction'
import { sendWithWallet } from './sendWithWallet'
import { startSession } from './startSession'
import { waitForSignature } from './waitForSignature'

let solana: StartSolanaDevnetReturnType
let network: AdapterNetwork
let rpc: Rpc<SolanaRpcApi>
const unregister: (() => void)[] = []
let nextName = 1

beforeAll(async () => {
  solana = await startSolanaDevnet({ port: 0, wsPort: 0 })
  network = solanaNetwork(solana)
  // The local chain takes the test clusters' methods (what the adapter's functions are typed for).
  rpc = createSolanaRpc(solana.rpcUrl) as Rpc<SolanaRpcApi>
})
afterAll(() => solana.stop())
afterEach(() => {
  for (const off of unregister.splice(0)) off()
})

async function keyWallet(index: number, without: string[] = []): Promise<KeyWallet> {
  return createKeyWallet({
    name: `Error Wallet ${nextName++}`,
    keyPairBytes: solana.accounts[index]?.keyPairBytes as Uint8Array,
    chains: { [solana.caipNetworkId]: solana.rpcUrl },
    without,
  })
}
async function connected(index: number, without: string[] = []) {
  const wallet = await keyWallet(index, without)
  unregister.push(getWallets().register(wallet))
  const adapter = createSolanaAdapter({ networks: [network], storage: null })
  await adapter.connect({ connectorId: wallet.name })
  return { wallet, adapter, from: wallet.account.address }
}
const feature = <T>(wallet: KeyWallet, name: string) =>
  (wallet.features as Record<string, T>)[name] as T

describe('the Solana adapter’s errors, by their text', () => {
  it('sends: data on a transfer, a bad receiver, not a mint, a failed simulation', async () => {
    const { adapter, from } = await connected(0)
    const to = (await generateKeyPairSigner()).address
    await expect(adapter.sendTransaction({ to, value: 1n, data: '0xab' })).rejects.toMatchObject({
      name: 'TransactionDataNotSupportedError',
      shortMessage: 'A Solana transfer takes no data: use signAndSendTransaction',
    })
    await expect(adapter.sendToken({ to: 'not-an-address', amount: 1n })).rejects.toMatchObject({
      name: 'SendReceiverInvalidError',
      shortMessage: 'Enter a valid receiver address',
    })
    await expect(adapter.estimateSend({ from, to, token: to, amount: 1n })).rejects.toMatchObject({
      name: 'TokenMintNotFoundError',
      shortMessage: `Token mint not found: ${to}`,
      mint: to,
    })
    // More PTK than the account holds: the chain's simulation refuses it (its error in details).
    const failed = await adapter
      .sendToken({ to, token: solana.mints.PTK, amount: 10n ** 18n })
      .catch((e: unknown) => e)
    expect(failed).toMatchObject({
      name: 'TransactionSimulationError',
      shortMessage: 'Transaction simulation failed',
    })
    expect((failed as { details: string }).details).toMatch(/InstructionError/)
  })

  it('a blockhash that expires while the fee is read: "Transaction simulation failed"', async () => {
    const signer = await generateKeyPairSigner()
    // The real node, except that it no longer knows the blockhash when the fee is asked.
    const expiring = new Proxy(rpc, {
      get: (target, key) =>
        key === 'getFeeForMessage'
          ? () => ({ send: async () => ({ context: { slot: 0n }, value: null }) })
          : Reflect.get(target, key),
    })
    const { getTransferSolInstruction } = await import('@solana-program/system')
    const from = solana.accounts[1]?.address as string
    await expect(
      prepareTransaction({
        rpc: expiring,
        from,
        instructions: [
          getTransferSolInstruction({
            source: createNoopSigner(address(from)),
            destination: signer.address,
            amount: 1_000_000n,
          }),
        ],
        version: 0,
      }),
    ).rejects.toMatchObject({
      name: 'TransactionSimulationError',
      shortMessage: 'Transaction simulation failed',
      details: 'the blockhash expired while preparing',
    })
  })

  it('wallets that answer nothing, or lack the feature asked for', async () => {
    const to = (await generateKeyPairSigner()).address
    // signAndSendTransaction answering no signature.
    const mute = await connected(2)
    feature<{ signAndSendTransaction: unknown }>(
      mute.wallet,
      'solana:signAndSendTransaction',
    ).signAndSendTransaction = async () => []
    await expect(mute.adapter.sendToken({ to, amount: 1_000_000n })).rejects.toMatchObject({
      name: 'WalletEmptyResultError',
      shortMessage: 'The wallet returned an empty result for sendTransaction',
    })
    // The signTransaction fallback answering no transaction.
    const blank = await connected(3, ['solana:signAndSendTransaction'])
    feature<{ signTransaction: unknown }>(blank.wallet, 'solana:signTransaction').signTransaction =
      async () => [{ signedTransaction: new Uint8Array() }]
    await expect(blank.adapter.sendToken({ to, amount: 1_000_000n })).rejects.toMatchObject({
      name: 'WalletEmptyResultError',
      shortMessage: 'The wallet returned an empty result for signTransaction',
    })
    expect((await rpc.getBalance(address(to)).send()).value).toBe(0n)

    // A wallet with neither send feature, asked directly (the adapter refuses before building).
    const bare = await keyWallet(4, ['solana:signAndSendTransaction', 'solana:signTransaction'])
    await expect(
      sendWithWallet({
        wallet: bare,
        account: bare.account,
        chain: network.caipNetworkId,
        rpc,
        transaction: new Uint8Array([0]),
      }),
    ).rejects.toMatchObject({
      name: 'WalletFeatureNotSupportedError',
      shortMessage: 'The wallet does not support the "solana:signAndSendTransaction" feature',
    })
    // A wallet without standard:connect is never listed; connecting it directly says why.
    const noConnect = await keyWallet(4, ['standard:connect'])
    await expect(
      startSession({
        wallet: noConnect,
        chain: network.caipNetworkId,
        silent: false,
        onChange: () => {},
      }),
    ).rejects.toMatchObject({
      name: 'WalletFeatureNotSupportedError',
      shortMessage: 'The wallet does not support the "standard:connect" feature',
    })
  })

  it('disconnect: a wallet that is not connected, a wallet whose disconnect fails', async () => {
    const { adapter, wallet } = await connected(5)
    await expect(adapter.disconnect({ connectorId: 'Nobody' })).rejects.toMatchObject({
      name: 'WalletNotFoundError',
      shortMessage: 'Wallet not found',
      details: 'Not connected: Nobody',
    })
    expect(adapter.getAccount().status).toBe('connected') // nothing let go
    const cause = new Error('the extension is gone')
    feature<{ disconnect: unknown }>(wallet, 'standard:disconnect').disconnect = async () => {
      throw cause
    }
    await expect(adapter.disconnect()).rejects.toMatchObject({
      name: 'DisconnectError',
      shortMessage: 'Failed to disconnect',
      cause,
    })
    // The app lets go of it all the same.
    expect(adapter.getAccount().status).toBe('disconnected')
  })

  it('bad options: the priority fee, a negative measurement', () => {
    expect(() => resolvePriorityFee({ percentile: 101 })).toThrow(
      expect.objectContaining({
        name: 'InvalidParameterError',
        shortMessage: 'priorityFee.percentile must be 0–100, got 101',
      }),
    )
    expect(() => resolvePriorityFee({ maxMicroLamports: 1.5 })).toThrow(
      'priorityFee.maxMicroLamports must be a whole number ≥ 0, got 1.5',
    )
    // Given to the adapter, they fail at creation, not at the first send.
    expect(() =>
      createSolanaAdapter({ networks: [network], storage: null, priorityFee: { percentile: -1 } }),
    ).toThrow(InvalidParameterError)
    expect(() => getComputeBudget({ unitsConsumed: -1 })).toThrow(
      'unitsConsumed must not be negative, got -1',
    )
  })

  it('a wait stopped by its signal rejects with the signal’s reason', async () => {
    const clock = createFakeClock()
    const unknown = '1'.repeat(64) // a signature that never lands
    const before = new AbortController()
    before.abort(new Error('left the page'))
    await expect(
      waitForSignature({ rpc, hash: unknown, clock, signal: before.signal }),
    ).rejects.toThrow('left the page')
    const during = new AbortController()
    const waiting = waitForSignature({ rpc, hash: unknown, clock, signal: during.signal })
    during.abort(new Error('closed'))
    await expect(waiting).rejects.toThrow('closed')
  })
})
