// Shapes of one-click sign-in (types only): the CAIP-122 request a dapp sends in
// `wc_sessionAuthenticate` and the CAIP-74 CACAO a wallet answers with.

/** What a dapp asks the wallet to sign in with (CAIP-122 / EIP-4361 fields, ISO-8601 times). */
export type AuthPayload = {
  /** Always `caip122`. */
  type?: 'caip122' | undefined
  /** CAIP-2 chain ids the dapp accepts, e.g. `['eip155:1']` (eip155 only). */
  chains: string[]
  /** The RFC 3986 authority asking, e.g. `app.example.com`. */
  domain: string
  /** The URI the user signs in to (EIP-4361 `URI`). */
  aud: string
  /** `1`. */
  version: string
  nonce: string
  /** Issued At (ISO 8601). */
  iat: string
  /** Not Before (ISO 8601). */
  nbf?: string | undefined
  /** Expiration Time (ISO 8601). */
  exp?: string | undefined
  statement?: string | undefined
  requestId?: string | undefined
  /** URIs; a ReCap (`urn:recap:…`, EIP-5573) must be the last one. */
  resources?: string[] | undefined
}

/** The signed fields of a CACAO: the request's fields (not its chains) plus `iss`, the signer's `did:pkh`. */
export type CacaoPayload = Omit<AuthPayload, 'type' | 'chains'> & {
  /** `did:pkh:eip155:{chain reference}:{address}`. */
  iss: string
}

/** `eip191` for an account key (personal_sign), `eip1271` for a contract account. */
export type CacaoSignature = { t: 'eip191' | 'eip1271'; s: string; m?: string | undefined }

/** A CAIP-74 chain-agnostic capability object: header, payload, signature. */
export type Cacao = { h: { t: 'caip122' }; p: CacaoPayload; s: CacaoSignature }
