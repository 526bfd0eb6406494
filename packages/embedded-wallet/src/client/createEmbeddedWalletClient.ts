import { InvalidParameterError } from '@portico/core'
import {
  type Clock,
  checkDefaultAccountTypes,
  type DefaultAccountTypes,
  EMBEDDED_SDK_VERSION,
  getRpcMethodPolicy,
  SIGN_OUT_TIMEOUT_MS,
  type SocialProvider,
  systemClock,
} from '@portico/core/internal'
import type { AppEventType } from '../protocol/frameProtocol'
import { createFrameChannel, type FrameChannel } from './createFrameChannel'

export type CreateEmbeddedWalletClientParameters = {
  /** The frame page, e.g. `http://localhost:3001/frame` (its origin is the only one trusted). */
  frameUrl: string
  projectId: string
  /** First chain: a number (EVM) or a CAIP-2 id. */
  chainId: number | string
  enableLogger?: boolean | undefined
  clock?: Clock | undefined
  /** Where the iframe goes (default `document`). */
  document?: Document | undefined
  /**
   * The account type a user without a choice of their own gets per namespace (SPEC §1 defaults:
   * `eip155` `smartAccount`, `solana` `eoa`); sent to the frame (APP_SYNC_DAPP_DATA) before `ready`.
   */
  defaultAccountTypes?: DefaultAccountTypes | undefined
}

/** The user the frame reports after login. */
export type EmbeddedWalletUser = {
  /** `''` for a social account whose provider did not verify an email. */
  email: string
  /** After a social login: the provider, and the name its ID token gave (if any). */
  socialProvider?: string | undefined
  userName?: string | undefined
  address: string
  chainId: string
  /** Each account; `path` is the key's derivation path in the wallet's seed (not on a smart account). */
  accounts: { address: string; type: string; namespace: string; path?: string | undefined }[]
  /** The EVM account type chosen (default `smartAccount`; the EOA is used where smart accounts are off). */
  preferredAccountType: 'eoa' | 'smartAccount'
  /** Whether the smart account has code on the frame's chain. */
  smartAccountDeployed: boolean
}

/**
 * Injects the wallet frame as an iframe (query `projectId`, `chainId`, `version`,
 * `enableLogger`, SPEC §7) and talks to it over {@link createFrameChannel}: only messages from
 * that iframe's window and origin are read. The iframe stays hidden except while the frame shows
 * an approval (a not-safe RPC method, SPEC §6). Sign-out waits at most 3 s.
 *
 * @example
 * const client = createEmbeddedWalletClient({ frameUrl: 'http://localhost:3001/frame', projectId, chainId: 31337 })
 * const { action } = await client.connectEmail('ada@example.com')
 */
export function createEmbeddedWalletClient(parameters: CreateEmbeddedWalletClientParameters) {
  // Checked before the frame exists: a bad value throws AccountTypeNotSupportedError here.
  const defaultAccountTypes =
    parameters.defaultAccountTypes === undefined
      ? undefined
      : checkDefaultAccountTypes(parameters.defaultAccountTypes)
  const doc = parameters.document ?? document
  const url = new URL(parameters.frameUrl)
  url.search = new URLSearchParams({
    projectId: parameters.projectId,
    chainId: String(parameters.chainId),
    version: String(EMBEDDED_SDK_VERSION),
    enableLogger: String(parameters.enableLogger ?? false),
  }).toString()
  const iframe = doc.createElement('iframe')
  iframe.src = url.href
  iframe.title = 'Portico wallet'
  iframe.setAttribute('aria-hidden', 'true')
  // Stays usable above the kit's modal (which makes the rest of the page inert): approvals happen here.
  iframe.setAttribute('data-portico-above-modal', '')
  iframe.style.cssText =
    'position:fixed;z-index:2147483647;border:0;width:min(420px,100vw);height:min(560px,100vh);right:16px;bottom:16px;border-radius:12px;box-shadow:0 8px 32px #0006;background:#fff;display:none'
  doc.body.append(iframe)
  const win = doc.defaultView ?? window
  const frame = iframe.contentWindow
  if (frame === null)
    throw new InvalidParameterError({ reason: 'The wallet frame could not be created' })
  const channel: FrameChannel = createFrameChannel({
    frameOrigin: url.origin,
    frame,
    clock: parameters.clock ?? systemClock,
    listen: (handler) => {
      const listener = (event: MessageEvent) =>
        handler({ origin: event.origin, source: event.source, data: event.data })
      win.addEventListener('message', listener)
      return () => win.removeEventListener('message', listener)
    },
  })
  let chainId = String(parameters.chainId)
  // The user as the frame last described it: the type and path of each account (accountOf).
  let user: EmbeddedWalletUser | undefined
  const request = (type: AppEventType, payload?: unknown, timeoutMs?: number) =>
    channel.request(type, payload, timeoutMs === undefined ? {} : { timeoutMs })
  const syncDappData = async () => {
    await request('APP_SYNC_DAPP_DATA', defaultAccountTypes ? { defaultAccountTypes } : {})
  }

  return {
    /** Resolves when the frame is ready and has the app's data (the default account types). */
    ready: defaultAccountTypes === undefined ? channel.ready : channel.ready.then(syncDappData),
    /** Sends the app's data again (APP_SYNC_DAPP_DATA), e.g. after `reload`. */
    syncDappData,
    /** Drops the frame's login in progress (APP_RELOAD), e.g. leaving the Farcaster view. */
    reload: async () => {
      await request('APP_RELOAD')
    },
    connectEmail: (email: string) =>
      request('APP_CONNECT_EMAIL', { email }) as Promise<{ action: string }>,
    connectDevice: (code: string) =>
      request('APP_CONNECT_DEVICE', { code }) as Promise<{ action: string }>,
    connectOtp: (code: string) =>
      request('APP_CONNECT_OTP', { code }) as Promise<EmbeddedWalletUser>,
    /** The provider's authorization URL (APP_GET_SOCIAL_REDIRECT_URI); `returnUrl` = redirect mode. */
    getSocialRedirectUri: (provider: SocialProvider, returnUrl?: string) =>
      request(
        'APP_GET_SOCIAL_REDIRECT_URI',
        returnUrl === undefined ? { provider } : { provider, returnUrl },
      ) as Promise<{ uri: string }>,
    /** Finishes a social login (APP_CONNECT_SOCIAL; 30 s, SPEC §9). */
    connectSocial: (provider: SocialProvider, completionCode?: string) =>
      request(
        'APP_CONNECT_SOCIAL',
        completionCode === undefined ? { provider } : { provider, completionCode },
      ) as Promise<EmbeddedWalletUser>,
    /** Starts a Farcaster login (APP_GET_FARCASTER_URI): the sign-in link to show as a QR code. */
    getFarcasterUri: () => request('APP_GET_FARCASTER_URI') as Promise<{ url: string }>,
    /**
     * Asks once whether the Farcaster login finished (APP_CONNECT_FARCASTER): `{ pending: true }`
     * until the visitor's Farcaster client signed (poll it), then the user.
     */
    connectFarcaster: () =>
      request('APP_CONNECT_FARCASTER') as Promise<{ pending: true } | EmbeddedWalletUser>,
    getUser: () => request('APP_GET_USER') as Promise<EmbeddedWalletUser>,
    /** Starts an email change (SPEC §4): the frame has a code mailed to the current address. */
    updateEmail: (email: string) =>
      request('APP_UPDATE_EMAIL', { email }) as Promise<{ action: string }>,
    /** The current address's code: the frame has a code mailed to the new address. */
    updateEmailPrimaryOtp: (code: string) =>
      request('APP_UPDATE_EMAIL_PRIMARY_OTP', { code }) as Promise<{ action: string }>,
    /** The new address's code: the account (and its keys) now answers to the new address. */
    updateEmailSecondaryOtp: (code: string) =>
      request('APP_UPDATE_EMAIL_SECONDARY_OTP', { code }) as Promise<{
        user: EmbeddedWalletUser
      }>,
    isConnected: async () =>
      ((await request('APP_IS_CONNECTED')) as { isConnected: boolean }).isConnected,
    switchNetwork: async (next: number | string) => {
      chainId = String(next)
      return request('APP_SWITCH_NETWORK', { chainId: next })
    },
    /**
     * Chooses the EVM account type (remembered by the frame); resolves with the user on it.
     * `smartAccount` where the chain has none: `This application might not support Smart Accounts`.
     */
    setPreferredAccount: (type: 'eoa' | 'smartAccount') =>
      request('APP_SET_PREFERRED_ACCOUNT', { type }) as Promise<EmbeddedWalletUser>,
    /** Which of `chainIds` (default the frame's chain) have smart accounts, as EVM chain ids. */
    getSmartAccountEnabledNetworks: async (chainIds?: (number | string)[]) =>
      (
        (await request(
          'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS',
          chainIds === undefined ? undefined : { chainIds },
        )) as { smartAccountEnabledNetworks: number[] }
      ).smartAccountEnabledNetworks,
    /** Ends the frame session; resolves after the frame confirms or 3 s, whichever is first. */
    signOut: async () => {
      await request('APP_SIGN_OUT', undefined, SIGN_OUT_TIMEOUT_MS).catch(() => {})
    },
    /**
     * A wallet RPC call; not-safe methods show the frame's approval screen until answered. `on`
     * names the chain (CAIP-2 or EVM id) when it is not the frame's current one (e.g. Solana
     * signing while the frame is on EVM).
     */
    rpcRequest: async (method: string, params?: unknown, on?: number | string) => {
      const target = on === undefined ? chainId : String(on)
      const namespace = target.startsWith('solana:') ? 'solana' : 'eip155'
      const needsApproval = getRpcMethodPolicy(method, { namespace }) === 'unsafe'
      if (needsApproval) {
        iframe.style.display = 'block'
        iframe.removeAttribute('aria-hidden')
      }
      try {
        const answer = request(
          'APP_RPC_REQUEST',
          on === undefined ? { method, params } : { method, params, chainId: on },
        )
        if (method !== 'eth_accounts') return await answer
        // The accounts' types come with them: read the user beside (accountOf answers from it).
        const [accounts, next] = await Promise.all([
          answer,
          request('APP_GET_USER').catch(() => user),
        ])
        user = next as EmbeddedWalletUser | undefined
        return accounts
      } finally {
        if (needsApproval) {
          iframe.style.display = 'none'
          iframe.setAttribute('aria-hidden', 'true')
        }
      }
    },
    /**
     * SPEC §3 Account `type` (and `path`) of one of the user's EVM addresses, as the frame last
     * described the user (read with every `eth_accounts`); undefined for another address.
     */
    accountOf: (address: string) => {
      const found = user?.accounts?.find(
        (a) => a.namespace === 'eip155' && a.address.toLowerCase() === address.toLowerCase(),
      )
      return (
        found && {
          type: found.type as 'eoa' | 'smartAccount',
          ...(found.path ? { path: found.path } : {}),
        }
      )
    },
    destroy: () => {
      channel.close()
      iframe.remove()
    },
  }
}
export type EmbeddedWalletClient = ReturnType<typeof createEmbeddedWalletClient>

/**
 * An EIP-1193 provider on top of the frame: `request({ method, params })` goes to the frame
 * (reads to the RPC gateway, signing after approval in the frame).
 *
 * @example
 * const provider = toEip1193Provider(client)
 * await provider.request({ method: 'eth_accounts' })
 */
export function toEip1193Provider(client: EmbeddedWalletClient) {
  return {
    request: ({ method, params }: { method: string; params?: unknown }) =>
      client.rpcRequest(method, params),
  }
}
