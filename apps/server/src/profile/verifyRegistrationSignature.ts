import type { CreateNameRegistrationReturnType } from '@portico/core/internal'
import {
  type Chain,
  type Client,
  isAddress,
  isAddressEqual,
  isHex,
  recoverTypedDataAddress,
  type Transport,
} from 'viem'
import { verifyTypedData } from 'viem/actions'
import { ChainUnavailableError } from '../siwx/verifySiwxSignature'

export type VerifyRegistrationSignatureParameters = {
  /** The account that should have signed (an EOA or a smart account). */
  address: string
  /** The registration's EIP-712 typed data, as the server rebuilt it. */
  typedData: CreateNameRegistrationReturnType['typedData']
  signature: string
  /** A client of the domain's chain (ERC-1271 / ERC-6492 for smart accounts; CCIP-Read off). */
  client: Client<Transport, Chain | undefined>
}

/**
 * Whether `signature` is `address`'s EIP-712 signature of a name registration: by ecrecover first
 * (an EOA, no network), then through the chain with viem's `verifyTypedData` (ERC-1271 deployed,
 * ERC-6492 not yet deployed). Throws `ChainUnavailableError` when the chain cannot be asked.
 *
 * @example
 * await verifyRegistrationSignature({ address, typedData, signature, client }) // true
 */
export async function verifyRegistrationSignature({
  address,
  typedData,
  signature,
  client,
}: VerifyRegistrationSignatureParameters): Promise<boolean> {
  if (!isHex(signature) || !isAddress(address, { strict: false })) return false
  try {
    const signer = await recoverTypedDataAddress({ ...typedData, signature })
    if (isAddressEqual(signer, address)) return true
  } catch {
    // Not a 65-byte ECDSA signature: maybe a smart account's.
  }
  try {
    return await verifyTypedData(client, { ...typedData, address, signature })
  } catch (error) {
    throw new ChainUnavailableError(error)
  }
}
