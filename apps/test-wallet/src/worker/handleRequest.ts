import { numberToHex } from 'viem'
import type { WalletRequest } from '../messages'
import { type AddChainParameters, addChain } from './addChain'
import { forwardRequest } from './forwardRequest'
import { sendTransactionRequest, type TransactionRequestParameters } from './sendTransactionRequest'
import { signMessageRequest } from './signMessageRequest'
import { signTypedDataRequest } from './signTypedDataRequest'
import { switchChain } from './switchChain'
import {
  assertParams,
  currentChain,
  requireApproval,
  type WalletContext,
  walletAccounts,
} from './walletContext'
import type { WalletState } from './walletStore'

/**
 * Serves one EIP-1193 request from `context.origin`: accounts and permissions, chain switching,
 * signing and sending with the local key (each behind an approval prompt), read methods of a
 * connected origin forwarded to the current chain's node (`forwardRequest`; anything else 4200).
 *
 * @example
 * await handleRequest(context, { method: 'eth_requestAccounts' }) // ['0xf39F…2266'] after Approve
 */
export async function handleRequest(
  context: WalletContext,
  request: WalletRequest,
): Promise<unknown> {
  const params = request.params ?? []
  assertParams(Array.isArray(params), `${request.method}: params must be an array`)
  const address = context.account.address
  const state = await context.store.read()
  const connected = Boolean(state.permissions[context.origin])
  const addresses = walletAccounts(context, state).map((a) => a.address)

  switch (request.method) {
    case 'eth_accounts':
      return connected ? addresses : []
    case 'eth_coinbase':
      return connected ? address : null
    case 'eth_requestAccounts':
      await connect(context, state)
      return addresses
    case 'wallet_requestPermissions':
      assertParams(
        params[0] && typeof params[0] === 'object' && 'eth_accounts' in params[0],
        'wallet_requestPermissions: only eth_accounts can be requested',
      )
      return [permission(context, await connect(context, state))]
    case 'wallet_getPermissions':
      return connected ? [permission(context, state)] : []
    case 'wallet_revokePermissions':
      return revoke(context)
    case 'eth_chainId':
      return numberToHex(currentChain(context.config, state).id)
    case 'net_version':
      return String(currentChain(context.config, state).id)
    case 'wallet_switchEthereumChain': {
      const chainId = (params[0] as { chainId?: unknown } | undefined)?.chainId
      assertParams(
        typeof chainId === 'string' && /^0x[0-9a-f]+$/i.test(chainId),
        'wallet_switchEthereumChain: chainId must be a hex string',
      )
      return switchChain(context, { chainId: Number(chainId), ask: true })
    }
    case 'wallet_addEthereumChain':
      return addChain(context, params[0] as AddChainParameters)
    case 'personal_sign':
      return signMessageRequest(context, params)
    case 'eth_signTypedData_v4':
      return signTypedDataRequest(context, params)
    case 'eth_sendTransaction':
      return sendTransactionRequest(context, params[0] as TransactionRequestParameters)
    default:
      return forwardRequest(context, request)
  }
}

async function connect(context: WalletContext, state: WalletState): Promise<WalletState> {
  if (state.permissions[context.origin]) return state
  await requireApproval(context, {
    title: `Connect to ${context.origin}`,
    details: [`${context.origin} asks to see your address ${context.account.address}.`],
  })
  const latest = await context.store.read()
  const next = { ...latest, permissions: { ...latest.permissions, [context.origin]: Date.now() } }
  await context.store.write(next)
  context.emit(
    'accountsChanged',
    walletAccounts(context, next).map((a) => a.address),
    context.origin,
  )
  return next
}

async function revoke(context: WalletContext): Promise<null> {
  const state = await context.store.read()
  if (!state.permissions[context.origin]) return null
  const { [context.origin]: _, ...permissions } = state.permissions
  await context.store.write({ ...state, permissions })
  context.emit('accountsChanged', [], context.origin)
  return null
}

function permission(context: WalletContext, state: WalletState) {
  return {
    invoker: context.origin,
    parentCapability: 'eth_accounts',
    caveats: [
      {
        type: 'restrictReturnedAccounts',
        value: walletAccounts(context, state).map((a) => a.address),
      },
    ],
    date: state.permissions[context.origin],
  }
}

/**
 * The `addAccount` test control: the wallet gives every site one more account (the next one of the
 * devnet mnemonic), as a person adds an account in a wallet; connected sites get `accountsChanged`
 * with every account, the current one still first. Returns the accounts.
 *
 * @example
 * await addAccount(context) // ['0xf39F…2266', '0x7099…79C8']
 */
export async function addAccount(context: WalletContext): Promise<string[]> {
  const state = await context.store.read()
  const next = { ...state, accountCount: state.accountCount + 1 }
  await context.store.write(next)
  const addresses = walletAccounts(context, next).map((a) => a.address)
  for (const origin of Object.keys(next.permissions))
    context.emit('accountsChanged', addresses, origin)
  return addresses
}
