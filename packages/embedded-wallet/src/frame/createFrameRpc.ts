import {
  RpcMethodNotAllowedError,
  SignatureDeclinedError,
  SmartAccountUnsupportedError,
} from '@portico/core'
import { getRpcMethodPolicy } from '@portico/core/internal'
import { base58 } from '@scure/base'
import { createWalletClient, defineChain, type Hex, http, numberToHex } from 'viem'
import { signSolanaTransaction } from '../keys/signSolanaTransaction'
import type { FrameCustody } from './createFrameCustody'
import type { GatewayCall } from './createGatewayCall'
import type { SmartAccounts } from './createSmartAccounts'
import { parseSendCalls } from './parseSendCalls'

/** What the approval screen shows before a not-safe method runs. */
export type ApprovalRequest = {
  method: string
  params: unknown
  /** CAIP-2 id of the chain. */
  chainId: string
  /** The account that would sign. */
  address: string
  /** The app asking. */
  origin: string
}

export type CreateFrameRpcParameters = {
  apiUrl: string
  projectId: string
  /** The frame's current chain (CAIP-2): the one a request that names none is for. */
  chainId(): string
  custody: FrameCustody
  smart: SmartAccounts
  gateway: GatewayCall
  /** Shows the ApproveTransaction screen in the frame; resolves true when the user approves. */
  approve(request: ApprovalRequest): Promise<boolean>
}

/**
 * The frame's answer to APP_RPC_REQUEST (`{ method, params, chainId? }` from the app at `origin`):
 * the accounts and chain from the frame's state, EIP-5792 capabilities and call status from the
 * smart accounts, safe methods through the server's RPC gateway, blocked ones refused, and
 * not-safe ones only after {@link CreateFrameRpcParameters.approve} — signed with the keys
 * rebuilt for this request (by the smart account where it is in use; EVM sends through the
 * gateway, Solana transactions signed and, for `solana_signAndSendTransaction`, sent).
 *
 * @example
 * const rpc = createFrameRpc({ apiUrl, projectId, chainId: () => chainId, custody, smart, gateway, approve })
 * await rpc({ method: 'personal_sign', params: ['0x68656c6c6f', address] }, 'https://app.example')
 */
export function createFrameRpc(parameters: CreateFrameRpcParameters) {
  const { apiUrl, projectId, custody, smart, gateway } = parameters
  const evmChain = (chain: string) => {
    const id = Number(chain.split(':')[1])
    const url = `${apiUrl}/v1/?chainId=${chain}&projectId=${projectId}`
    return defineChain({
      id,
      name: chain,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    })
  }

  return async (payload: Record<string, unknown>, origin: string): Promise<unknown> => {
    const method = payload.method as string
    const params = payload.params
    // A request may name its chain (an app connected on EVM and Solana at once); else the frame's.
    const requestChain =
      payload.chainId === undefined
        ? parameters.chainId()
        : String(payload.chainId).includes(':')
          ? String(payload.chainId)
          : `eip155:${payload.chainId}`
    const namespace = requestChain.startsWith('solana:') ? 'solana' : 'eip155'
    const known = await custody.user()
    const type = namespace === 'eip155' ? await smart.activeType(requestChain) : 'eoa'
    const address =
      (namespace === 'solana'
        ? known.solanaAddress
        : type === 'smartAccount' && known.evmAddress
          ? smart.addressOf(known.evmAddress as Hex)
          : known.evmAddress) ?? ''
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [address]
    if (method === 'eth_chainId') return numberToHex(Number(parameters.chainId().split(':')[1]))
    // EIP-5792: atomic batches wherever the smart account is in use.
    if (method === 'wallet_getCapabilities') return smart.capabilities(params, requestChain)
    if (method === 'wallet_getCallsStatus')
      return smart.callsStatus(String(Array.isArray(params) ? params[0] : params), requestChain)
    const calls = method === 'wallet_sendCalls' ? parseSendCalls(params) : undefined
    if (calls !== undefined && type !== 'smartAccount') throw new SmartAccountUnsupportedError()
    const policy = getRpcMethodPolicy(method, { namespace })
    if (policy === 'blocked') throw new RpcMethodNotAllowedError({ method })
    if (policy === 'safe') return gateway(method, params, requestChain)
    if (!(await parameters.approve({ method, params, chainId: requestChain, address, origin })))
      throw new SignatureDeclinedError()
    const { evm, solana } = await custody.accounts(known)
    const list = Array.isArray(params) ? params : [params]
    // ERC-1271 signatures (ERC-6492 before deployment); sends as UserOperations.
    if (type === 'smartAccount') return smart.request(evm, requestChain, method, list, calls)
    switch (method) {
      case 'personal_sign':
        return evm.signMessage({ message: { raw: list[0] as Hex } })
      case 'eth_signTypedData_v4':
        return evm.signTypedData(JSON.parse(String(list[1])))
      case 'eth_sendTransaction': {
        const tx = list[0] as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
        const client = createWalletClient({
          account: evm,
          chain: evmChain(requestChain),
          transport: http(),
        })
        return client.sendTransaction({
          to: tx.to ?? null,
          value: tx.value === undefined ? undefined : BigInt(tx.value),
          data: tx.data,
          gas: tx.gas === undefined ? undefined : BigInt(tx.gas),
        })
      }
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction': {
        // `{ transaction }`: the wire bytes, base64 (Wallet Standard's bytes, over postMessage).
        const wire = Uint8Array.from(
          atob(String((params as { transaction: string }).transaction)),
          (c) => c.charCodeAt(0),
        )
        const signed = signSolanaTransaction({ transaction: wire, account: solana })
        const encoded = btoa(String.fromCharCode(...signed))
        if (method === 'solana_signTransaction') return { transaction: encoded }
        return {
          signature: await gateway(
            'sendTransaction',
            [encoded, { encoding: 'base64', preflightCommitment: 'confirmed' }],
            requestChain,
          ),
        }
      }
      case 'solana_signMessage': {
        const message = base58.decode(String((params as { message: string }).message))
        return { signature: base58.encode(solana.sign(message)) }
      }
      default:
        throw new RpcMethodNotAllowedError({ method })
    }
  }
}
