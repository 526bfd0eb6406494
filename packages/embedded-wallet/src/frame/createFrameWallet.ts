import {
  getRpcMethodPolicy,
  RpcMethodNotAllowedError,
  SignatureDeclinedError,
  SmartAccountUnsupportedError,
} from '@portico/core'
import { base58 } from '@scure/base'
import { createWalletClient, defineChain, type Hex, http, numberToHex } from 'viem'
import { FrameRpcError, FrameSessionError } from '../errors'
import { deriveEmbeddedAccounts } from '../keys/deriveEmbeddedAccounts'
import { signSolanaTransaction } from '../keys/signSolanaTransaction'
import { combineShares, createWallet } from '../keys/splitWallet'
import type { AppEventType } from '../protocol/frameProtocol'
import { createEmbeddedApi, type EmbeddedUser } from './createEmbeddedApi'
import { createFrameSocialLogin } from './createFrameSocialLogin'
import { createSmartAccounts } from './createSmartAccounts'
import { parseSendCalls } from './parseSendCalls'

/** Where the frame keeps its state: its own origin's storage (IndexedDB or localStorage). */
export type FrameStorage = {
  get(key: string): Promise<string | undefined>
  set(key: string, value: string): Promise<void>
  delete(key: string): Promise<void>
}

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

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * The wallet inside the frame: email login against the server (VERIFY_DEVICE → VERIFY_OTP →
 * CONNECT) and social login (the provider's URL, then the callback's one-time code), custody (a new account makes its seed here and stores the server and recovery shares
 * sealed on the server; a new browser rebuilds it from server + recovery share and keeps the
 * recovery share as its device share), safe RPC reads through the server's RPC gateway, and
 * not-safe methods only after {@link CreateFrameWalletParameters.approve}. Keys are rebuilt in
 * memory for one request and never returned, except by `exportKeys` (behind the frame's warning).
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

  const deviceToken = async () => {
    const known = await storage.get('deviceToken')
    if (known !== undefined) return known
    const made = randomToken()
    await storage.set('deviceToken', made)
    return made
  }
  const social = createFrameSocialLogin({ api, storage, deviceToken })
  const session = async () => {
    const token = await storage.get('session')
    if (token === undefined) throw new FrameSessionError({ reason: 'Not signed in' })
    return token
  }
  const user = async () =>
    (await api.post<{ user: EmbeddedUser }>('/v1/embedded/session', {}, await session())).user
  const accounts = async () => {
    const token = await session()
    const device = await storage.get('deviceShare')
    if (device === undefined)
      throw new FrameSessionError({ reason: 'This browser holds no key share: sign in again' })
    const { share } = await api.post<{ share: string }>('/v1/embedded/shares/server', {}, token)
    return deriveEmbeddedAccounts({ mnemonic: await combineShares([device, share]) })
  }
  /** After login: make the wallet (first login) or bring its share to this browser. */
  const ensureKeys = async (token: string, known: EmbeddedUser): Promise<EmbeddedUser> => {
    if (known.evmAddress === null) {
      const made = await createWallet()
      await api.post(
        '/v1/embedded/shares',
        {
          serverShare: made.shares.server,
          recoveryShare: made.shares.recovery,
          evmAddress: made.evmAddress,
          solanaAddress: made.solanaAddress,
        },
        token,
      )
      await storage.set('deviceShare', made.shares.device)
      return { ...known, evmAddress: made.evmAddress, solanaAddress: made.solanaAddress }
    }
    if ((await storage.get('deviceShare')) === undefined) {
      const server = await api.post<{ share: string }>('/v1/embedded/shares/server', {}, token)
      const recovery = await api.post<{ share: string }>('/v1/embedded/shares/recovery', {}, token)
      const rebuilt = deriveEmbeddedAccounts({
        mnemonic: await combineShares([server.share, recovery.share]),
      })
      if (rebuilt.evm.address !== known.evmAddress)
        throw new FrameSessionError({ reason: 'The key shares do not match this account' })
      await storage.set('deviceShare', recovery.share)
    }
    return known
  }
  /** The user of SPEC §3 on the frame's chain: on EVM, the smart account where it is in use. */
  const connected = async (known: EmbeddedUser) => {
    const owner = known.evmAddress as Hex | null
    const evmChainId = chainId.startsWith('eip155:') ? chainId : undefined
    const smartOn =
      owner !== null && evmChainId !== undefined && (await smart.isEnabled(evmChainId))
    const type = evmChainId === undefined ? 'eoa' : await smart.activeType(evmChainId)
    const smartAddress = smartOn && owner ? smart.addressOf(owner) : undefined
    return {
      email: known.email,
      address: chainId.startsWith('solana:')
        ? known.solanaAddress
        : type === 'smartAccount'
          ? smartAddress
          : known.evmAddress,
      chainId,
      accounts: [
        ...(smartAddress
          ? [{ address: smartAddress, type: 'smartAccount', namespace: 'eip155' }]
          : []),
        { address: known.evmAddress, type: 'eoa', namespace: 'eip155' },
        { address: known.solanaAddress, type: 'eoa', namespace: 'solana' },
      ],
      preferredAccountType: await smart.preferredType(),
      smartAccountDeployed:
        smartOn && owner && evmChainId ? await smart.isDeployed(owner, evmChainId) : false,
    }
  }
  const gateway = async (method: string, params: unknown, chain: string = chainId) => {
    const doFetch = parameters.fetch ?? globalThis.fetch
    const response = await doFetch(
      `${apiUrl}/v1/?chainId=${encodeURIComponent(chain)}&projectId=${encodeURIComponent(projectId)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      },
    )
    const body = (await response.json()) as {
      result?: unknown
      error?: { message?: string; code?: number }
    }
    if (body.error !== undefined)
      throw new FrameRpcError({ reason: body.error.message ?? 'RPC error', code: body.error.code })
    return body.result
  }
  const smart = createSmartAccounts({
    apiUrl,
    projectId,
    storage,
    gateway,
    fetch: parameters.fetch,
  })
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

  const rpc = async (payload: Payload, origin: string) => {
    const method = payload.method as string
    const params = payload.params
    // A request may name its chain (an app connected on EVM and Solana at once); else the frame's.
    const requestChain =
      payload.chainId === undefined
        ? chainId
        : String(payload.chainId).includes(':')
          ? String(payload.chainId)
          : `eip155:${payload.chainId}`
    const namespace = requestChain.startsWith('solana:') ? 'solana' : 'eip155'
    const known = await user()
    const type = namespace === 'eip155' ? await smart.activeType(requestChain) : 'eoa'
    const address =
      (namespace === 'solana'
        ? known.solanaAddress
        : type === 'smartAccount' && known.evmAddress
          ? smart.addressOf(known.evmAddress as Hex)
          : known.evmAddress) ?? ''
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [address]
    if (method === 'eth_chainId') return numberToHex(Number(chainId.split(':')[1]))
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
    const { evm, solana } = await accounts()
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
          const token = await storage.get('session')
          await storage.delete('session')
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
        case 'APP_SYNC_THEME':
        case 'APP_SYNC_DAPP_DATA':
        case 'APP_RELOAD':
          return {}
        default:
          throw new FrameRpcError({ reason: 'Not supported by this wallet', code: 4200 })
      }
    },
    /** The one-time code the social callback page posted to the frame (origin checked by the caller). */
    deliverSocialCode: social.deliver,
    /** The private keys, for the frame's export screen (shown behind a warning). */
    async exportKeys() {
      const { evm, solana } = await accounts()
      const hd = evm.getHdKey()
      return {
        evmPrivateKey: `0x${Array.from(hd.privateKey ?? [], (b) => b.toString(16).padStart(2, '0')).join('')}`,
        solanaSecretKey: solana.exportSecretKey(),
      }
    },
  }
}
export type FrameWallet = ReturnType<typeof createFrameWallet>
