import { base58 } from '@scure/base'
import fc from 'fast-check'
import { toChecksumAddress } from '../validation/toChecksumAddress'
import type { ChainNamespace } from './knownNamespaces'
import { solanaReferences } from './solanaNetworks'

const hex16 = fc
  .uint8Array({ minLength: 16, maxLength: 16 })
  .map((bytes) => Buffer.from(bytes).toString('hex'))

/** Valid CAIP-2 references per namespace (current ones only: legacy Solana ids are normalised). */
export const referenceArbitrary: Record<ChainNamespace, fc.Arbitrary<string>> = {
  eip155: fc.bigInt({ min: 1n, max: 10n ** 32n - 1n }).map(String),
  solana: fc.constantFrom(...Object.values(solanaReferences)),
  bip122: hex16,
  polkadot: hex16,
}

const evmAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).chain((bytes) => {
  const hex = Buffer.from(bytes).toString('hex')
  return fc.constantFrom(toChecksumAddress(hex), `0x${hex}`, `0x${hex.toUpperCase()}`)
})
const solanaAddress = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => base58.encode(bytes))
const grammarAddress = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)

/** Valid CAIP-10 account addresses per namespace. */
export const addressArbitrary: Record<ChainNamespace, fc.Arbitrary<string>> = {
  eip155: evmAddress,
  solana: solanaAddress,
  bip122: grammarAddress,
  polkadot: grammarAddress,
}

/** A valid `{ namespace, reference }`. */
export const networkArbitrary = fc
  .constantFrom<ChainNamespace>('eip155', 'solana', 'bip122', 'polkadot')
  .chain((namespace) =>
    referenceArbitrary[namespace].map((reference) => ({ namespace, reference })),
  )

/** A valid `{ namespace, chainId, address, caipNetworkId }`. */
export const accountArbitrary = networkArbitrary.chain(({ namespace, reference }) =>
  addressArbitrary[namespace].map((address) => ({
    namespace,
    chainId: reference,
    address,
    caipNetworkId: `${namespace}:${reference}` as const,
  })),
)
