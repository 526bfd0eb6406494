import type { AdapterAuthenticateParameters, AdapterAuthentication } from '@portico/core/internal'
import type { ProposalNamespaces, Session, SignClient } from '@portico/walletconnect'

/** One-prompt sign-in parameters (SPEC §7), as the kit's sign-in implementation gives them. */
export type WalletConnectAuthenticate = AdapterAuthenticateParameters

/** A signed sign-in from the wallet: the exact text signed, its signature and the CACAO. */
export type WalletConnectAuthentication = AdapterAuthentication

export type AuthenticateSessionParameters = {
  client: SignClient
  chains: string[]
  methods: string[]
  authenticate: WalletConnectAuthenticate
  /** Namespaces besides `eip155` the fallback proposal offers too (Solana's). */
  others?: ProposalNamespaces | undefined
}

export type AuthenticateSessionReturnType = {
  uri: string | undefined
  result: Promise<{ session: Session; authentication: WalletConnectAuthentication | undefined }>
}

/**
 * Internal: asks for a session and a sign-in in one prompt (`client.authenticate`,
 * `wc_sessionAuthenticate` with a fallback proposal on the same URI). A wallet that signed gives
 * back CACAOs: the one for the session's first chain becomes the authentication (message rebuilt
 * with `formatAuthMessage`, byte-identical to what was signed). A wallet that answered the
 * proposal instead gives a plain session (no authentication: the kit signs in afterwards).
 *
 * @example
 * const { uri, result } = await authenticateSession({ client, chains, methods, authenticate })
 */
export async function authenticateSession({
  client,
  chains,
  methods,
  authenticate,
  others,
}: AuthenticateSessionParameters): Promise<AuthenticateSessionReturnType> {
  const { formatAuthMessage } = await import('@portico/walletconnect')
  const { uri, response } = await client.authenticate({
    chains,
    methods,
    ...authenticate,
    optionalNamespaces: others,
  })
  const result = response().then(({ session, auths }) => {
    if (!auths || auths.length === 0) return { session, authentication: undefined }
    const first = session.namespaces.eip155?.accounts[0]?.split(':').slice(0, 2).join(':')
    const cacao = auths.find((a) => a.p.iss.split(':').slice(2, 4).join(':') === first) ?? auths[0]
    if (!cacao) return { session, authentication: undefined }
    const authentication: WalletConnectAuthentication = {
      message: formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }),
      signature: cacao.s.s,
      cacao: cacao as unknown as Record<string, unknown>,
    }
    return { session, authentication }
  })
  return { uri, result }
}
