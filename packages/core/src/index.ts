// @portico/core — public API. Re-exports by name; one section per area.

// errors
export { BaseError, type BaseErrorParameters } from './errors/base'
