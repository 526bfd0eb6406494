import { Bip322AddressTypeError } from '@portico/bitcoin/bip322'
import type { Chain, Client, Transport } from 'viem'
import type { Database } from '../db/openDatabase'
import { checkCacao, type SiwxCacao } from './checkCacao'
import { checkNonce } from './checkNonce'
import { checkSiwxMessage } from './checkSiwxMessage'
import { type CreateSessionReturnType, createSession } from './createSession'
import { SiwxRefusedError } from './errors'
import { toSessionAddress } from './sessionAddress'
import { verifySiwxSignature } from './verifySiwxSignature'

export type VerifySiwxParameters = {
  projectId: string
  message: string
  signature: string
  /** The WalletConnect one-prompt CACAO, if any: it must be this very message and signature. */
  cacao?: SiwxCacao | undefined
  /** The project's allowed origins. */
  allowedOrigins: ReadonlySet<string>
  /** A chain client per supported eip155 CAIP-2 id (the server's RPC upstreams). */
  clients: ReadonlyMap<string, Client<Transport, Chain | undefined>>
  /** The server's `solana:` upstreams: sign-in with Solana is accepted on these chains. */
  solanaChains?: ReadonlySet<string> | undefined
  /** The server's `bip122:` upstreams: sign-in with Bitcoin (BIP-322) is accepted on these chains. */
  bitcoinChains?: ReadonlySet<string> | undefined
  /**
   * Longest session, in ms (`PORTICO_SESSION_TTL_HOURS`): a session ends at the message's
   * expirationTime or this long after sign-in, whichever comes first.
   */
  sessionLifetimeMs: number
  now: number
}
export type VerifySiwxReturnType = CreateSessionReturnType
export type VerifySiwxErrorType = SiwxRefusedError

/**
 * The whole sign-in check, cheapest first: the message ({@link checkSiwxMessage}: grammar,
 * domain, uri, chain, time), the CACAO if any ({@link checkCacao}), the nonce ({@link checkNonce}), the signature
 * ({@link verifySiwxSignature}: ecrecover, then ERC-1271 / ERC-6492 on the chain; ed25519 for
 * Solana; BIP-322 for Bitcoin, P2WPKH and P2TR only), then the
 * nonce is consumed and the session stored atomically ({@link createSession}). The session
 * expires at the message's expirationTime or after `sessionLifetimeMs`, whichever is first: a
 * message that says "valid until 9999" still gives a session of at most the operator's lifetime.
 *
 * @example
 * const { session, token } = await verifySiwx(db, { projectId, message, signature, … })
 */
export async function verifySiwx(
  db: Database,
  parameters: VerifySiwxParameters,
): Promise<VerifySiwxReturnType> {
  const { projectId, message, signature, now, clients } = parameters
  const data = checkSiwxMessage({
    message,
    allowedOrigins: parameters.allowedOrigins,
    supportedChains: new Set([
      ...clients.keys(),
      ...(parameters.solanaChains ?? []),
      ...(parameters.bitcoinChains ?? []),
    ]),
    now,
  })
  if (parameters.cacao !== undefined) checkCacao({ cacao: parameters.cacao, message, signature })
  await checkNonce(db, { nonce: data.nonce, projectId, now })
  let valid: boolean
  try {
    valid = await verifySiwxSignature({
      chainId: data.chainId,
      address: data.accountAddress,
      message,
      signature,
      client: clients.get(data.chainId),
    })
  } catch (error) {
    if (error instanceof Bip322AddressTypeError)
      throw new SiwxRefusedError(
        'address-not-supported',
        `Sign-in with ${data.accountAddress} is not supported: use a P2WPKH or P2TR address`,
      )
    throw error
  }
  if (!valid)
    throw new SiwxRefusedError('invalid-signature', `Signature is not from ${data.accountAddress}`)
  return createSession(db, {
    projectId,
    nonce: data.nonce,
    address: toSessionAddress(data.chainId, data.accountAddress),
    caipNetworkId: data.chainId,
    message,
    signature,
    cacao: parameters.cacao,
    now,
    expiresAt: Math.min(
      data.expiresAtMs ?? Number.POSITIVE_INFINITY,
      now + parameters.sessionLifetimeMs,
    ),
  })
}
