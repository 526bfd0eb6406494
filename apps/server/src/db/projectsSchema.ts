import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** A project: an app that uses the platform, identified by the `projectId` its clients send. */
export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Whether the kit may send analytics for this project (`GET /getAnalyticsConfig`); off by default. */
  isAnalyticsEnabled: boolean('is_analytics_enabled').notNull().default(false),
})

/** The browser origins allowed to call the API for a project (CORS). */
export const projectOrigins = pgTable(
  'project_origins',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.origin] })],
)
