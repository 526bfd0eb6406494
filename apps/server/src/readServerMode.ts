import { InvalidConfigError } from './errors'

/** Whether the server runs its development parts (docs/configuration.md#production-mode). */
export type ServerMode = {
  /**
   * `PORTICO_DEV=1` (what `npm start` sets): the mail catcher and its inbox, the development
   * identity provider, the sandbox on-ramp and a per-process embedded secret are allowed. Every
   * other start is production: those never start, and missing settings stop the server.
   */
  development: boolean
}

/**
 * Reads the development switch: `PORTICO_DEV=1` is development, `PORTICO_DEV` unset or `0` is
 * production, anything else is an error. `NODE_ENV` never turns development on; `NODE_ENV=production`
 * with `PORTICO_DEV=1` is refused as a contradiction.
 *
 * @example
 * readServerMode({ PORTICO_DEV: '1' }).development // true
 * readServerMode({ NODE_ENV: 'development' }).development // false: only PORTICO_DEV=1 asks for it
 */
export function readServerMode(env: Record<string, string | undefined>): ServerMode {
  const value = env.PORTICO_DEV?.trim() ?? ''
  if (value !== '' && value !== '0' && value !== '1')
    throw new InvalidConfigError('PORTICO_DEV', 'must be 1 (development) or 0 (production)')
  const development = value === '1'
  if (development && env.NODE_ENV?.trim() === 'production')
    throw new InvalidConfigError(
      'PORTICO_DEV',
      'is 1 while NODE_ENV=production: unset one of them (development parts never run in production)',
    )
  return { development }
}
