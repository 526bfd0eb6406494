import { HttpStatusError } from '../errors/http'
import {
  GasPriceNetworkUnsupportedError,
  SwapNetworkUnsupportedError,
  SwapNoLiquidityError,
  SwapWouldFailError,
} from '../errors/swap'

/** The `message` of the server's JSON error body carried in an HttpStatusError's details. */
function serverMessage(details: string): string {
  const body = details.slice(details.indexOf(': ') + 2)
  try {
    const { message } = JSON.parse(body) as { message?: unknown }
    return typeof message === 'string' ? message : ''
  } catch {
    return ''
  }
}

/**
 * The error the kit names for a `/v1/convert/*` refusal (a 400 from the server): SPEC §8's
 * `Network not supported for Swaps` / `… for Gas Price`, no liquidity, a swap that would revert;
 * any other error as it is.
 *
 * @example
 * await client.get({ path }).catch((error) => { throw readSwapError(error) })
 */
export function readSwapError(error: unknown): unknown {
  if (!(error instanceof HttpStatusError) || error.status !== 400) return error
  const message = serverMessage(error.details ?? '')
  if (message === 'Network not supported for Swaps')
    return new SwapNetworkUnsupportedError({ cause: error })
  if (message === 'Network not supported for Gas Price')
    return new GasPriceNetworkUnsupportedError({ cause: error })
  if (message === 'No route with liquidity for this swap')
    return new SwapNoLiquidityError({ cause: error })
  if (message.startsWith('The swap would fail'))
    return new SwapWouldFailError({ cause: error, details: message })
  return error
}
