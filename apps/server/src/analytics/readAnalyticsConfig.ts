import { InvalidConfigError } from '../errors'

/** How long analytics events are kept and how many a project may send a day. */
export type AnalyticsConfig = {
  /** Events older than this (by the time the server received them) are deleted. */
  retentionDays: number
  /** Most events one project stores in 24 hours; past it a batch answers 429. */
  eventsPerProjectPerDay: number
}

/** The defaults: 90 days, 100,000 events a project a day. */
export const analyticsConfigDefaults: AnalyticsConfig = {
  retentionDays: 90,
  eventsPerProjectPerDay: 100_000,
}

/**
 * Reads `PORTICO_ANALYTICS_RETENTION_DAYS` (1–3650, default 90) and
 * `PORTICO_ANALYTICS_DAILY_CAP` (events a project a day, 1–100000000, default 100000). Throws
 * {@link InvalidConfigError} naming the variable.
 *
 * @example
 * readAnalyticsConfig({ PORTICO_ANALYTICS_RETENTION_DAYS: '30' }).retentionDays // 30
 */
export function readAnalyticsConfig(env: Record<string, string | undefined>): AnalyticsConfig {
  const integer = (name: string, max: number, fallback: number) => {
    const value = env[name]?.trim()
    if (value === undefined || value === '') return fallback
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max)
      throw new InvalidConfigError(name, `must be an integer from 1 to ${max}`)
    return Number(value)
  }
  return {
    retentionDays: integer(
      'PORTICO_ANALYTICS_RETENTION_DAYS',
      3650,
      analyticsConfigDefaults.retentionDays,
    ),
    eventsPerProjectPerDay: integer(
      'PORTICO_ANALYTICS_DAILY_CAP',
      100_000_000,
      analyticsConfigDefaults.eventsPerProjectPerDay,
    ),
  }
}
