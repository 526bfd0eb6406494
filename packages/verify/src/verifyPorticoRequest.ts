import { readBearerToken } from './readBearerToken'
import {
  type VerifyPorticoTokenParameters,
  type VerifyPorticoTokenReturnType,
  verifyPorticoToken,
} from './verifyPorticoToken'

export type VerifyPorticoRequestParameters = VerifyPorticoTokenParameters
export type VerifyPorticoRequestReturnType = VerifyPorticoTokenReturnType

/**
 * Verifies the `authorization: Bearer …` token of a Fetch API `Request` (Next.js route handlers,
 * edge functions, Hono, Bun, Deno). Throws a `PorticoTokenError` (its `status` and `message` make
 * the answer).
 *
 * @example
 * export async function GET(request: Request) {
 *   try {
 *     const { account } = await verifyPorticoRequest(request, { issuer, audience: 'my-project' })
 *     return Response.json({ account })
 *   } catch (error) {
 *     if (error instanceof PorticoTokenError) return Response.json({ message: error.message }, { status: error.status })
 *     throw error
 *   }
 * }
 */
export async function verifyPorticoRequest(
  request: { headers: { get(name: string): string | null } },
  parameters: VerifyPorticoRequestParameters,
): Promise<VerifyPorticoRequestReturnType> {
  return verifyPorticoToken(readBearerToken(request.headers.get('authorization')), parameters)
}
