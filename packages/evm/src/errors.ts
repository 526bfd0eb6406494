// Moved to @portico/core (every adapter throws it); re-exported so this package's API is unchanged.
export { ConnectionDeclinedError } from '@portico/core'
