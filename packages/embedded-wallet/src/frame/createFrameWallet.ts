import { SmartAccountUnsupportedError } from '@portico/core'
import type { Hex } from 'viem'
import { FrameRpcError } from '../errors'
import type { AppEventType } from '../protocol/frameProtocol'
import { createEmbeddedApi, type EmbeddedUser } from './createEmbeddedApi'
import { createFrameCustody } from './createFrameCustody'
import { createFrameFarcasterLogin } from './createFrameFarcasterLogin'
import { type ApprovalRequest, createFrameRpc } from './createFrameRpc'
import { createFrameSocialLogin } from './createFrameSocialLogin'
import { createGatewayCall } from './createGatewayCall'
import { createSmartAccounts } from './createSmartAccounts'
import { describeConnectedUser } from './describeConnectedUser'
import type { FrameStorage } from './frameStorage'

export type { ApprovalRequest } from './createFrameRpc'
export type { FrameStorage } from './frameStorage'

export type CreateFrameWalletParameters = {
  apiUrl: string
  projectId: string
  /** The first chain (CAIP-2, e.g. `eip155:31337`). */
  chainId: string
  storage: FrameStorage
  /** Shows the ApproveTransaction screen in the frame; resolves true when the user approves. */
  approve(request: ApprovalRequest): Promise<boolean>
  fetch?: typeof fetch | undefined
}

type Payload = Record<string, unknown>

/**
 * The wallet inside the frame: email login against the server (VERIFY_OTP → CONNECT for every
 * browser; SPEC §4's VERIFY_DEVICE step still passes through) and social login (the provider's
 * URL, then the callback's one-time code, `createFrameSocialLogin`), custody (`createFrameCustody`: a new account makes its seed here and
 * stores the server and recovery shares sealed on the server; a new browser rebuilds it from
 * server + recovery share and keeps the recovery share as its device share), safe RPC reads
 * through the server's RPC gateway, and not-safe methods only after
 * {@link CreateFrameWalletParameters.approve} (`createFrameRpc`). Keys are rebuilt in memory for
 * one request and never returned, except by `exportKeys` (behind the frame's warning).
 *
 * @example
 * const wallet = createFrameWallet({ apiUrl, projectId, chainId: 'eip155:31337', storage, approve })
 * createFrameHost({ allowedOrigins, parent: window.parent, listen, handle: wallet.handle })
 */
export function createFrameWallet(parameters: CreateFrameWalletParameters) {
  const { storage, projectId, apiUrl } = parameters
  const api = createEmbeddedApi({ apiUrl, projectId, fetch: parameters.fetch })
  let chainId = parameters.chainId
  let pendingEmail: string | undefined

  const custody = createFrameCustody({ api, storage })
  const { deviceToken, session, user, accounts, ensureKeys } = custody
  const social = createFrameSocialLogin({ api, storage, deviceToken })
  const farcaster = createFrameFarcasterLogin({ api, storage, deviceToken })
  const call = createGatewayCall({ apiUrl, projectId, fetch: parameters.fetch })
  const gateway = (method: string, params: unknown, chain: string = chainId) =>
    call(method, params, chain)
  const smart = createSmartAccounts({
    apiUrl,
    projectId,
    storage,
    gateway,
    fetch: parameters.fetch,
  })
  const rpc = createFrameRpc({
    apiUrl,
    projectId,
    chainId: () => chainId,
    custody,
    smart,
    gateway,
    approve: parameters.approve,
  })
  /** The user of SPEC §3 on the frame's chain: on EVM, the smart account where it is in use. */
  const connected = (known: EmbeddedUser) => describeConnectedUser({ user: known, chainId, smart })

  return {
    /** Runs one APP_* event (payload validated by the host); its result is the FRAME_*_SUCCESS payload. */
    async handle(type: AppEventType, payload: unknown, origin: string): Promise<unknown> {
      const body = (payload ?? {}) as Payload
      switch (type) {
        case 'APP_CONNECT_EMAIL': {
          pendingEmail = String(body.email).trim().toLowerCase()
          const token = await storage.get('session')
          return api.post(
            '/v1/embedded/email/connect',
            { email: pendingEmail, deviceToken: await deviceToken() },
            token,
          )
        }
        case 'APP_CONNECT_DEVICE':
          return api.post('/v1/embedded/email/device', {
            email: pendingEmail ?? '',
            deviceToken: await deviceToken(),
            code: body.code,
          })
        case 'APP_CONNECT_OTP': {
          const done = await api.post<{ sessionToken: string; user: EmbeddedUser }>(
            '/v1/embedded/email/otp',
            { email: pendingEmail ?? '', deviceToken: await deviceToken(), code: body.code },
          )
          await storage.set('session', done.sessionToken)
          return await connected(await ensureKeys(done.sessionToken, done.user))
        }
        case 'APP_GET_SOCIAL_REDIRECT_URI':
          return social.start(body as { provider: string; returnUrl?: string })
        case 'APP_CONNECT_SOCIAL': {
          // The same path as an email login's last step: the session, then the keys.
          const done = await social.finish(body as { provider: string; completionCode?: string })
          await storage.set('session', done.sessionToken)
          return {
            ...(await connected(await ensureKeys(done.sessionToken, done.user))),
            socialProvider: done.socialProvider,
            ...(done.userName === undefined ? {} : { userName: done.userName }),
          }
        }
        case 'APP_GET_FARCASTER_URI':
          return farcaster.start()
        case 'APP_CONNECT_FARCASTER': {
          // Asked again by the app while pending (SPEC §2: the view polls the channel).
          const done = await farcaster.finish()
          if (done.pending) return { pending: true }
          await storage.set('session', done.sessionToken)
          return {
            ...(await connected(await ensureKeys(done.sessionToken, done.user))),
            socialProvider: 'farcaster',
            ...(done.userName === undefined ? {} : { userName: done.userName }),
          }
        }
        case 'APP_GET_USER':
          return await connected(await user())
        case 'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS': {
          // The chains asked about (default the frame's) that have smart accounts, as numbers.
          const asked = (body.chainIds as (string | number)[] | undefined) ?? [chainId]
          const chains = asked.map((id) => (String(id).includes(':') ? String(id) : `eip155:${id}`))
          const on = await Promise.all(chains.map((chain) => smart.isEnabled(chain)))
          return {
            smartAccountEnabledNetworks: chains
              .filter((_, index) => on[index])
              .map((chain) => Number(chain.split(':')[1])),
          }
        }
        case 'APP_INIT_SMART_ACCOUNT': {
          if (!(await smart.isEnabled(chainId))) throw new SmartAccountUnsupportedError()
          const owner = (await user()).evmAddress as Hex
          return {
            address: smart.addressOf(owner),
            isDeployed: await smart.isDeployed(owner, chainId),
          }
        }
        case 'APP_SET_PREFERRED_ACCOUNT':
          await smart.setPreferredType(body.type === 'eoa' ? 'eoa' : 'smartAccount', chainId)
          return await connected(await user())
        case 'APP_IS_CONNECTED':
          return {
            isConnected: await user().then(
              () => true,
              () => false,
            ),
          }
        case 'APP_GET_CHAIN_ID':
          return { chainId }
        case 'APP_SWITCH_NETWORK':
          chainId = String(body.chainId).includes(':')
            ? String(body.chainId)
            : `eip155:${body.chainId}`
          return { chainId }
        case 'APP_SIGN_OUT': {
          // The session leaves this browser; the user's device share stays (the recovery share
          // is released once per approved browser, so it could not come back).
          const token = await custody.signOut()
          if (token !== undefined)
            await api.post('/v1/embedded/sign-out', {}, token).catch(() => {})
          return {}
        }
        case 'APP_RPC_REQUEST':
          return rpc(body, origin)
        case 'APP_UPDATE_EMAIL':
          pendingEmail = String(body.email).trim().toLowerCase()
          return api.post(
            '/v1/embedded/email/update',
            { deviceToken: await deviceToken(), newEmail: pendingEmail },
            await session(),
          )
        case 'APP_UPDATE_EMAIL_PRIMARY_OTP':
          return api.post(
            '/v1/embedded/email/update/primary',
            { deviceToken: await deviceToken(), code: body.code },
            await session(),
          )
        case 'APP_UPDATE_EMAIL_SECONDARY_OTP':
          return api.post(
            '/v1/embedded/email/update/secondary',
            { deviceToken: await deviceToken(), newEmail: pendingEmail ?? '', code: body.code },
            await session(),
          )
        case 'APP_SYNC_DAPP_DATA': {
          // The app's default account type (SPEC §1): a user without a choice of their own gets it.
          const types = body.defaultAccountTypes as { eip155?: 'eoa' | 'smartAccount' } | undefined
          if (types?.eip155) smart.setAppDefault(types.eip155)
          return {}
        }
        case 'APP_RELOAD':
          // The app left a login screen (SPEC §2): a login in progress is dropped.
          pendingEmail = undefined
          await farcaster.forget()
          return {}
        case 'APP_SYNC_THEME':
          return {}
        default:
          throw new FrameRpcError({ reason: 'Not supported by this wallet', code: 4200 })
      }
    },
    /** The one-time code the social callback page posted to the frame (origin checked by the caller). */
    deliverSocialCode: social.deliver,
    /** The private keys, for the frame's export screen (shown behind a warning). */
    async exportKeys() {
      const { evm, solana } = await accounts(await user())
      const hd = evm.getHdKey()
      return {
        evmPrivateKey: `0x${Array.from(hd.privateKey ?? [], (b) => b.toString(16).padStart(2, '0')).join('')}`,
        solanaSecretKey: solana.exportSecretKey(),
      }
    },
  }
}
export type FrameWallet = ReturnType<typeof createFrameWallet>
