import {
  type AuthRequest,
  buildAuthObject,
  formatAuthMessage,
  populateAuthPayload,
  type SignClient,
} from '@portico/walletconnect'
import type { Hex } from 'viem'
import type { WalletLink } from '../messages'
import type { AuthenticateCallReturnType } from '../worker/serveWalletConnectCall'
import { rpcErrorCodes } from '../worker/walletRpcError'
import { walletConnectMethods } from './buildSessionNamespaces'
import { peerOrigin } from './peerOrigin'

/** Parameters of {@link approveSignIn}. */
export type ApproveSignInParameters = {
  client: SignClient
  link: WalletLink
  /** The wallet's WalletConnect chains. */
  chains: number[]
  /** The `session_authenticate` event. */
  request: AuthRequest
}

/**
 * Answers a one-prompt sign-in (`wc_sessionAuthenticate`): narrows the request to the wallet's
 * chains and methods (`populateAuthPayload`), writes the EIP-4361 message for each chain
 * (`formatAuthMessage`, iss `did:pkh:eip155:{chain}:{address}`), lets the worker show ONE prompt and
 * sign them all, then approves with the CACAOs (`buildAuthObject`), which settles the session on
 * both sides. Unsupported chains → 5100; Reject → 5000 (the dapp sees a user rejection); messages
 * whose domain or URI is not the dapp's metadata url origin → 4100 with the worker's reason, no
 * prompt (that url is self-declared: this catches a confused dapp, not a lying one).
 * Resolves `true` when the session was made.
 *
 * @example
 * client.on('session_authenticate', (request) => approveSignIn({ client, link, chains, request }))
 */
export async function approveSignIn(parameters: ApproveSignInParameters): Promise<boolean> {
  const { client, link, chains, request: event } = parameters
  const { id, params } = event
  let origin: string
  let request: ReturnType<typeof populateAuthPayload>
  try {
    origin = peerOrigin(params.requester.metadata.url)
    request = populateAuthPayload({
      authPayload: params.authPayload,
      chains: chains.map((chain) => `eip155:${chain}`),
      methods: [...walletConnectMethods],
    })
  } catch {
    await client.rejectSessionAuthenticate({
      id,
      reason: { code: 5100, message: 'Unsupported chains.' },
    })
    return false
  }
  const address = (await link(origin, { type: 'address' })) as Hex
  const issuers = request.chains.map((chain) => `did:pkh:${chain}:${address}`)
  const messages = issuers.map((iss) => formatAuthMessage({ request, iss }))
  let signed: AuthenticateCallReturnType
  try {
    signed = (await link(origin, {
      type: 'authenticate',
      peerName: params.requester.metadata.name,
      messages,
    })) as AuthenticateCallReturnType
  } catch (error) {
    // A sign-in for another site than the dapp's own url is refused with the wallet's reason.
    const { code, shortMessage } = error as { code?: unknown; shortMessage?: unknown }
    await client.rejectSessionAuthenticate(
      code === rpcErrorCodes.unauthorized && typeof shortMessage === 'string'
        ? { id, reason: { code, message: shortMessage } }
        : { id },
    )
    return false
  }
  const auths = issuers.map((iss, index) =>
    buildAuthObject({
      request,
      iss,
      signature: { t: 'eip191', s: signed.signatures[index] ?? '' },
    }),
  )
  await client.approveSessionAuthenticate({ id, auths })
  return true
}
