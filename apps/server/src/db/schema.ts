// The whole schema (drizzle's and the migrations' view): one file per part, the projects first.

export * from './analyticsSchema'
export * from './directorySchema'
export * from './embeddedSchema'
export * from './historySchema'
export * from './onrampSchema'
export * from './profileSchema'
export * from './projectsSchema'
export * from './relaySchema'
export * from './siwxSchema'
export * from './solanaHistorySchema'
