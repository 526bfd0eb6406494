// A protected API route: it answers only a request carrying a Portico token (useSiwx().getToken()),
// verified against the Portico server's public keys (fetched once and cached): 401 otherwise.
import { PorticoTokenError, verifyPorticoRequest } from '@portico/verify'
import { projectId } from '../../project'

export const dynamic = 'force-dynamic'

const server = () => process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:3000'

export async function GET(request: Request): Promise<Response> {
  try {
    const { account, chainId, address } = await verifyPorticoRequest(request, {
      // The Portico server's public URL (PORTICO_PUBLIC_URL): the tokens' iss.
      issuer: process.env.PORTICO_ISSUER ?? server(),
      audience: projectId,
      jwksUrl: `${server()}/.well-known/jwks.json`,
    })
    return Response.json({ account, chainId, address })
  } catch (error) {
    if (!(error instanceof PorticoTokenError)) throw error
    return Response.json(
      { error: 'Unauthorized', message: error.message },
      { status: error.status, headers: { 'www-authenticate': 'Bearer' } },
    )
  }
}
