import type { AnalyticsEvent } from '../analytics/createAnalyticsQueue'
import type { CreateHttpClientReturnType } from './createHttpClient'

/** Parameters of {@link postAnalyticsEvents}. */
export type PostAnalyticsEventsParameters = {
  events: readonly AnalyticsEvent[]
  signal?: AbortSignal | undefined
}

/**
 * Sends a batch of tracked events to the app's own Portico server (`POST /v1/analytics/events`,
 * the project in the query). Throws `HTTP status code: {status}` when refused (the queue drops
 * the batch).
 *
 * @example
 * await postAnalyticsEvents(client, { events: [{ event: 'MODAL_OPEN', properties: {}, timestamp: Date.now() }] })
 */
export async function postAnalyticsEvents(
  client: CreateHttpClientReturnType,
  parameters: PostAnalyticsEventsParameters,
): Promise<void> {
  const { events, signal } = parameters
  await client.post({ path: '/v1/analytics/events', body: { events }, signal })
}
