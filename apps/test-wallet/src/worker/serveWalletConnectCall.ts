import type { Hex } from 'viem'
import type { WalletConnectCall } from '../messages'
import { checkSignInMessage } from './checkSignInMessage'
import { handleRequest } from './handleRequest'
import { knownChains, requireApproval, type WalletContext } from './walletContext'
import { rpcErrorCodes, WalletRpcError } from './walletRpcError'
import type { WalletState, WalletStore } from './walletStore'

/** What {@link serveWalletConnectCall} needs: a wallet context without an origin of its own. */
export type WalletConnectServeContext = Omit<WalletContext, 'origin' | 'emit'>

/** Parameters of {@link serveWalletConnectCall}. */
export type ServeWalletConnectCallParameters = {
  /** The dapp's origin (from its WalletConnect metadata url). */
  origin: string
  call: WalletConnectCall
}

/** What `authenticate` returns: the account and one EIP-191 signature per message. */
export type AuthenticateCallReturnType = { address: Hex; signatures: Hex[] }

/**
 * Serves one call of the WalletConnect page in the worker, where the key is. WalletConnect grants
 * live apart from the injected provider's (`walletConnectPermissions`), and each request runs on
 * the chain the dapp named (not the wallet's current chain), through the same `handleRequest` and
 * prompts as the injected provider. Chain switches answer the page; it tells the session.
 *
 * @example
 * await serveWalletConnectCall(context, { origin: 'http://127.0.0.1:3000',
 *   call: { type: 'connect', peerName: 'Portico', chains: [31337] } }) // '0xf39F…' after Approve
 */
export async function serveWalletConnectCall(
  context: WalletConnectServeContext,
  parameters: ServeWalletConnectCallParameters,
): Promise<unknown> {
  const { origin, call } = parameters
  switch (call.type) {
    case 'address':
      return context.account.address
    case 'connect': {
      const names = chainNames(context, await context.store.read(), call.chains)
      await requireApproval(
        { ...context, origin, emit: () => {} },
        {
          title: `Connect to ${call.peerName}`,
          details: [
            `${call.peerName} (${origin}) asks over WalletConnect to see your address ${context.account.address}.`,
            `Networks: ${names.join(', ')}`,
          ],
        },
      )
      await grant(context.store, origin)
      return context.account.address
    }
    case 'authenticate': {
      if (call.messages.length === 0 || call.messages.some((m) => typeof m !== 'string'))
        throw new WalletRpcError(rpcErrorCodes.invalidParams, 'Nothing to sign in with')
      // Each message must sign in to the peer's own site (4100 otherwise). That origin is the
      // dapp's self-declared metadata url: this stops a mistaken dapp, not a lying one.
      const warnings = new Set<string>()
      for (const message of call.messages) {
        const checked = checkSignInMessage({ message, origin })
        if (!checked) throw new WalletRpcError(rpcErrorCodes.invalidParams, 'Not a sign-in message')
        for (const warning of checked.warnings) warnings.add(warning)
      }
      warnings.add(
        `${origin} is the URL the dapp declares over WalletConnect: the wallet cannot check it.`,
      )
      await requireApproval(
        { ...context, origin, emit: () => {} },
        {
          title: `Sign in to ${call.peerName}`,
          details: [
            `${call.peerName} (${origin}) asks over WalletConnect to connect and sign in with ${context.account.address}:`,
            ...call.messages,
          ],
          warnings: [...warnings],
        },
      )
      await grant(context.store, origin)
      const signatures: Hex[] = []
      for (const message of call.messages)
        signatures.push(await context.account.signMessage({ message }))
      return { address: context.account.address, signatures } satisfies AuthenticateCallReturnType
    }
    case 'request':
      return handleRequest(
        {
          ...context,
          origin,
          store: scopedStore(context.store, call.chainId),
          emit: () => {},
        },
        call.request,
      )
    case 'disconnect': {
      const state = await context.store.read()
      const { [origin]: _, ...rest } = state.walletConnectPermissions
      await context.store.write({ ...state, walletConnectPermissions: rest })
      return null
    }
    default:
      throw new WalletRpcError(rpcErrorCodes.invalidParams, 'Unknown WalletConnect call')
  }
}

function chainNames(context: WalletConnectServeContext, state: WalletState, ids: number[]) {
  const chains = knownChains(context.config, state)
  return ids.map((id) => chains.find((c) => c.id === id)?.name ?? `chain ${id}`)
}

async function grant(store: WalletStore, origin: string): Promise<void> {
  const state = await store.read()
  await store.write({
    ...state,
    walletConnectPermissions: { ...state.walletConnectPermissions, [origin]: Date.now() },
  })
}

/**
 * The store as a WalletConnect request sees it: the WalletConnect grants in place of the injected
 * ones, and the request's chain as the current chain. Writes keep the injected grants and the
 * wallet's own chain (a session's chain switch is the session's business).
 */
function scopedStore(store: WalletStore, chainId: number): WalletStore {
  return {
    async read() {
      const state = await store.read()
      return { ...state, permissions: state.walletConnectPermissions, chainId }
    },
    async write(next) {
      const state = await store.read()
      await store.write({
        ...next,
        permissions: state.permissions,
        chainId: state.chainId,
        walletConnectPermissions: next.permissions,
      })
    },
  }
}
