import { RpcMethodNotAllowedError, SmartAccountUnsupportedError } from '@portico/core'
import {
  type Chain,
  createClient,
  defineChain,
  type Hash,
  type Hex,
  http,
  type LocalAccount,
  numberToHex,
} from 'viem'
import { createBundlerClient, entryPoint07Address } from 'viem/account-abstraction'
import { estimateFeesPerGas } from 'viem/actions'
import { SmartAccountError } from '../errors'
import { getSoladyAccountAddress } from '../smartAccount/getSoladyAccountAddress'
import { soladyAccountFactoryAddress } from '../smartAccount/soladyAccountAddresses'
import { toEmbeddedSmartAccount } from '../smartAccount/toEmbeddedSmartAccount'
import type { FrameStorage } from './frameStorage'
import type { SmartAccountCall } from './parseSendCalls'

/** An account type of SPEC §1: the owner key itself, or the ERC-4337 account it owns. */
export type AccountType = 'eoa' | 'smartAccount'

export type { SmartAccountCall } from './parseSendCalls'

export type CreateSmartAccountsParameters = {
  apiUrl: string
  projectId: string
  storage: FrameStorage
  /** One JSON-RPC call through the server's RPC gateway (the bundler's methods included). */
  gateway(method: string, params: unknown, chain: string): Promise<unknown>
  fetch?: typeof fetch | undefined
  /** Time source of the re-check of a chain without smart accounts (default `Date.now`). */
  now?: (() => number) | undefined
}

const preferenceKey = 'preferredAccountType:eip155'

/**
 * The frame's smart accounts (EIP-4337, EntryPoint v0.7): on an eip155 chain whose bundler the
 * server forwards (`PORTICO_BUNDLER_URLS`) and where Solady's `ERC4337Factory` is deployed, the
 * embedded key owns a Solady `ERC4337` account and that is the account apps see, unless the user chose
 * the owner EOA (remembered per namespace in the frame's storage). Sends become UserOperations
 * through the gateway's bundler methods; `wallet_sendCalls` batches calls in one.
 *
 * @example
 * const smart = createSmartAccounts({ apiUrl, projectId, storage, gateway })
 * await smart.activeType('eip155:31337') // 'smartAccount'
 */
export function createSmartAccounts(parameters: CreateSmartAccountsParameters) {
  const { apiUrl, projectId, storage, gateway, now = Date.now } = parameters
  const enabled = new Map<string, { answer: Promise<boolean>; at: number; yes: boolean }>()
  const callsChain = new Map<string, string>()
  // The app's default for a user who has not chosen (APP_SYNC_DAPP_DATA; SPEC §1 smartAccount).
  let appDefault: AccountType = 'smartAccount'

  const evmChain = (chain: string): Chain =>
    defineChain({
      id: Number(chain.split(':')[1]),
      name: chain,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: {
        default: {
          http: [
            `${apiUrl}/v1/?chainId=${encodeURIComponent(chain)}&projectId=${encodeURIComponent(projectId)}`,
          ],
        },
      },
    })
  const transport = () => http(undefined, { fetchFn: parameters.fetch, retryCount: 0 })

  /**
   * Whether `chain` has a bundler for EntryPoint v0.7 and the account factory. A yes is kept for
   * the frame's life; a no (or a failed check) is asked again after a minute, so a bundler that
   * was briefly down does not leave the user on the EOA.
   */
  const isEnabled = (chain: string): Promise<boolean> => {
    if (!chain.startsWith('eip155:')) return Promise.resolve(false)
    const known = enabled.get(chain)
    if (known !== undefined && (known.yes || now() - known.at < 60_000)) return known.answer
    const answer = Promise.all([
      gateway('eth_supportedEntryPoints', [], chain),
      gateway('eth_getCode', [soladyAccountFactoryAddress, 'latest'], chain),
    ]).then(
      ([entryPoints, code]) =>
        Array.isArray(entryPoints) &&
        entryPoints.some((e) => String(e).toLowerCase() === entryPoint07Address.toLowerCase()) &&
        typeof code === 'string' &&
        code !== '0x',
      () => false,
    )
    const entry = { answer, at: now(), yes: false }
    enabled.set(chain, entry)
    void answer.then((yes) => {
      entry.yes = yes
    })
    return answer
  }

  /** The user's own choice once made (kept in the frame's storage), else the app's default. */
  const preferredType = async (): Promise<AccountType> => {
    const chosen = await storage.get(preferenceKey)
    return chosen === 'eoa' || chosen === 'smartAccount' ? chosen : appDefault
  }

  /** The type in use on `chain`: the smart account where it is enabled and preferred. */
  const activeType = async (chain: string): Promise<AccountType> =>
    (await preferredType()) === 'smartAccount' && (await isEnabled(chain)) ? 'smartAccount' : 'eoa'

  const account = (owner: LocalAccount, chain: string) =>
    toEmbeddedSmartAccount({
      client: createClient({ chain: evmChain(chain), transport: transport() }),
      owner,
    })

  const bundlerOf = async (owner: LocalAccount, chain: string) => {
    const client = createClient({ chain: evmChain(chain), transport: transport() })
    const bundler = createBundlerClient({
      account: await account(owner, chain),
      client,
      transport: transport(),
      userOperation: {
        // Alto (and Pimlico's bundlers) name the fees they accept; others: the node's estimate.
        async estimateFeesPerGas() {
          const fees = await gateway('pimlico_getUserOperationGasPrice', [], chain).catch(
            () => undefined,
          )
          const fast = (fees as { fast?: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } })?.fast
          if (fast)
            return {
              maxFeePerGas: BigInt(fast.maxFeePerGas),
              maxPriorityFeePerGas: BigInt(fast.maxPriorityFeePerGas),
            }
          return estimateFeesPerGas(client)
        },
      },
    })
    return bundler
  }

  /** Sends `calls` in one UserOperation; resolves with its hash once the bundler accepted it. */
  const sendCalls = async (
    owner: LocalAccount,
    chain: string,
    calls: SmartAccountCall[],
  ): Promise<Hash> => {
    const bundler = await bundlerOf(owner, chain)
    const hash = await bundler.sendUserOperation({ calls })
    callsChain.set(hash, chain)
    return hash
  }
  /** Waits until the UserOperation is mined; resolves with the hash of the transaction holding it. */
  const waitForCalls = async (owner: LocalAccount, chain: string, hash: Hash): Promise<Hash> => {
    const bundler = await bundlerOf(owner, chain)
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 250 })
    if (!receipt.success) throw new SmartAccountError({ reason: 'The transaction reverted' })
    return receipt.receipt.transactionHash
  }

  return {
    isEnabled,
    preferredType,
    /** Sets the app's default EVM account type, used until the user chooses one. */
    setAppDefault(type: AccountType) {
      appDefault = type
    },
    activeType,
    /** The owner's counterfactual smart-account address (the same on every chain). */
    addressOf: (owner: Hex) => getSoladyAccountAddress({ owner }),
    /** Whether the owner's smart account has code on `chain`. */
    async isDeployed(owner: Hex, chain: string): Promise<boolean> {
      const code = await gateway(
        'eth_getCode',
        [getSoladyAccountAddress({ owner }), 'latest'],
        chain,
      )
      return typeof code === 'string' && code !== '0x'
    },
    /**
     * Chooses the account type of the eip155 namespace. `smartAccount` on a chain without smart
     * accounts throws `This application might not support Smart Accounts` and keeps the choice.
     */
    async setPreferredType(type: AccountType, chain: string): Promise<void> {
      if (type === 'smartAccount' && !(await isEnabled(chain)))
        throw new SmartAccountUnsupportedError()
      await storage.set(preferenceKey, type)
    },
    /** The smart account of `owner` on `chain`, for signing (ERC-1271, or ERC-6492 before deployment). */
    account,
    sendCalls,
    waitForCalls,
    /** EIP-5792 `wallet_getCapabilities` `[address, chainIds?]`: atomic batches where the smart account is in use. */
    async capabilities(params: unknown, fallbackChain: string) {
      const ids = Array.isArray(params) && Array.isArray(params[1]) ? params[1] : [fallbackChain]
      const entries = await Promise.all(
        ids.slice(0, 50).map(async (id: unknown) => {
          const chain = String(id).startsWith('0x') ? `eip155:${Number(id)}` : String(id)
          const on = (await activeType(chain)) === 'smartAccount'
          return [
            numberToHex(Number(chain.split(':')[1])),
            { atomic: { status: on ? 'supported' : 'unsupported' } },
          ] as const
        }),
      )
      return Object.fromEntries(entries)
    },
    /**
     * An approved request of the smart account: ERC-1271 signatures (ERC-6492 before deployment),
     * `eth_sendTransaction` as one UserOperation (answers the mined transaction's hash),
     * `wallet_sendCalls` as one batched UserOperation (answers `{ id }` at once).
     */
    async request(
      owner: LocalAccount,
      chain: string,
      method: string,
      list: unknown[],
      calls: SmartAccountCall[] | undefined,
    ): Promise<unknown> {
      const smartAccount = await account(owner, chain)
      switch (method) {
        case 'personal_sign':
          return smartAccount.signMessage({ message: { raw: list[0] as Hex } })
        case 'eth_signTypedData_v4':
          return smartAccount.signTypedData(JSON.parse(String(list[1])))
        case 'eth_sendTransaction': {
          const tx = (list[0] ?? {}) as { to?: unknown; value?: unknown; data?: unknown }
          if (typeof tx.to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(tx.to))
            throw new SmartAccountError({
              reason: 'A smart account sends only to an address (no contract creation)',
            })
          const call = {
            to: tx.to as Hex,
            data: typeof tx.data === 'string' ? (tx.data as Hex) : undefined,
            value: typeof tx.value === 'string' ? BigInt(tx.value) : undefined,
          }
          const hash = await sendCalls(owner, chain, [call])
          return waitForCalls(owner, chain, hash)
        }
        case 'wallet_sendCalls':
          return { id: await sendCalls(owner, chain, calls ?? []) }
        default:
          throw new RpcMethodNotAllowedError({ method })
      }
    },
    /** EIP-5792 `wallet_getCallsStatus` of a batch this frame sent (its id is the UserOperation hash). */
    async callsStatus(id: string, fallbackChain: string) {
      const chain = callsChain.get(id) ?? fallbackChain
      const receipt = (await gateway('eth_getUserOperationReceipt', [id], chain)) as {
        success: boolean
        receipt: {
          logs: unknown[]
          status: string
          blockHash: string
          blockNumber: string
          gasUsed: string
          transactionHash: string
        }
      } | null
      const chainId = numberToHex(Number(chain.split(':')[1]))
      const base = { version: '2.0.0', id, chainId, atomic: true }
      if (receipt === null) return { ...base, status: 100 }
      const { logs, status, blockHash, blockNumber, gasUsed, transactionHash } = receipt.receipt
      return {
        ...base,
        status: receipt.success ? 200 : 500,
        receipts: [{ logs, status, blockHash, blockNumber, gasUsed, transactionHash }],
      }
    },
  }
}
export type SmartAccounts = ReturnType<typeof createSmartAccounts>
