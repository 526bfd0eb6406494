import { BaseError } from './base'

/**
 * The text to show for any thrown value: a Portico error's short message, an Error's message, a
 * string as is, otherwise `Unknown error`.
 *
 * @example
 * toast.showToast({ variant: 'error', message: messageOf(error) })
 */
export function messageOf(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  if (typeof error === 'object' && error && 'message' in error) {
    const { message } = error as { message: unknown }
    if (typeof message === 'string' && message) return message
  }
  return 'Unknown error'
}
