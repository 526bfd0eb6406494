import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * The kit's tracked events (`POST /v1/analytics/events`), kept only for projects that turned
 * analytics on. No IP, no user agent, no address: the event, its plain properties (addresses
 * already replaced by the kit, and again here) and the times.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: text('project_id').notNull(),
    event: text('event').notNull(),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull(),
    /** When it happened, as the browser said (ms since the epoch). */
    occurredAt: bigint('occurred_at', { mode: 'number' }).notNull(),
    /** When the server received it (ms since the epoch). */
    receivedAt: bigint('received_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('analytics_events_project_received').on(table.projectId, table.receivedAt)],
)
