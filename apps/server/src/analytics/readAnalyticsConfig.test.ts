import { describe, expect, test } from 'vitest'
import { readAnalyticsConfig } from './readAnalyticsConfig'

describe('readAnalyticsConfig', () => {
  test('defaults: 90 days, 100000 events a project a day', () => {
    expect(readAnalyticsConfig({})).toEqual({ retentionDays: 90, eventsPerProjectPerDay: 100_000 })
  })
  test('reads both, refuses bad values naming the variable', () => {
    expect(
      readAnalyticsConfig({
        PORTICO_ANALYTICS_RETENTION_DAYS: '30',
        PORTICO_ANALYTICS_DAILY_CAP: '500',
      }),
    ).toEqual({ retentionDays: 30, eventsPerProjectPerDay: 500 })
    expect(() => readAnalyticsConfig({ PORTICO_ANALYTICS_RETENTION_DAYS: '0' })).toThrow(
      'PORTICO_ANALYTICS_RETENTION_DAYS must be an integer from 1 to 3650',
    )
    expect(() => readAnalyticsConfig({ PORTICO_ANALYTICS_DAILY_CAP: 'lots' })).toThrow(
      'PORTICO_ANALYTICS_DAILY_CAP must be an integer from 1 to 100000000',
    )
  })
})
