/**
 * Where a sign client keeps pairings, sessions, keys and subscriptions so a reload restores them.
 * Values are plain JSON data.
 */
export type SignStorage = {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}
