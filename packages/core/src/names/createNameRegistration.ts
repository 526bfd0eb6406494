/** Parameters of {@link createNameMessage}. */
export type CreateNameMessageParameters = {
  /** The full name, e.g. `alice.portico.id`. */
  name: string
  /** Text records to store with the name (e.g. `{ avatar: 'https://…' }`); none by default. */
  attributes?: Record<string, string> | undefined
  /** Milliseconds since the epoch (the clock's `now()`); the message carries whole seconds. */
  now: number
}

/**
 * The message a wallet signs to register a name (SPEC §7 `POST /v1/profile/account`): the JSON
 * string `{"name":"<label>.<zone>","attributes":{…},"timestamp":<unix seconds>}`. The server
 * refuses a timestamp more than 10 minutes away from its clock, so sign it right away.
 *
 * @example
 * createNameMessage({ name: 'alice.portico.id', now: 1_795_600_000_000 })
 * // '{"name":"alice.portico.id","attributes":{},"timestamp":1795600000}'
 */
export function createNameMessage(parameters: CreateNameMessageParameters): string {
  const { name, attributes = {}, now } = parameters
  return JSON.stringify({ name, attributes, timestamp: Math.floor(now / 1000) })
}
