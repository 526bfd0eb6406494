import { BaseError, type BaseErrorParameters } from './base'

/** Parameters every error of this file takes. */
type ErrorParameters = Omit<BaseErrorParameters, 'docsPath'>

/**
 * Thrown when the app's `defaultAccountTypes` names a namespace the embedded wallet makes no
 * accounts in, or a type that namespace does not have (SPEC §1, §3). Names the namespace, the
 * value and what is allowed.
 *
 * @example
 * throw new AccountTypeNotSupportedError({ namespace: 'solana', value: 'smartAccount', allowed: ['eoa'] })
 */
export class AccountTypeNotSupportedError extends BaseError {
  override name = 'AccountTypeNotSupportedError'
  readonly namespace: string
  readonly value: unknown
  readonly allowed: readonly string[]
  constructor({
    namespace,
    value,
    allowed,
    ...parameters
  }: ErrorParameters & { namespace: string; value: unknown; allowed: readonly string[] }) {
    super(
      `The default account type of ${namespace} cannot be ${JSON.stringify(value) ?? String(value)} (allowed: ${allowed.length ? allowed.join(', ') : 'none, the embedded wallet has no accounts there'})`,
      { docsPath: 'errors.md#config', ...parameters },
    )
    this.namespace = namespace
    this.value = value
    this.allowed = allowed
  }
}
