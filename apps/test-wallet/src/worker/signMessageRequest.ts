import { type Hex, hexToString, isHex } from 'viem'
import { checkSignInMessage } from './checkSignInMessage'
import {
  assertParams,
  findWalletAccount,
  requireApproval,
  requirePermission,
  type WalletContext,
} from './walletContext'

/**
 * Serves `personal_sign` (`[message, address]`): shows the message, signs it with the local key
 * after approval (EIP-191). A sign-in message (EIP-4361) for another site than the requesting
 * origin is refused with 4100 before any prompt ({@link checkSignInMessage}).
 *
 * @example
 * await signMessageRequest(context, ['0x68656c6c6f', account.address]) // '0x…' signature
 */
export async function signMessageRequest(context: WalletContext, params: unknown[]): Promise<Hex> {
  const [message, address] = params
  assertParams(typeof message === 'string', 'personal_sign: the message must be a string')
  const state = await context.store.read()
  const account = findWalletAccount(context, state, address)
  assertParams(account, 'personal_sign: the address is not this wallet’s account')
  requirePermission(context, state)
  const text = readable(message)
  const signIn = checkSignInMessage({ message: text, origin: context.origin })
  await requireApproval(context, {
    title: signIn ? `Sign in to ${signIn.domain}` : 'Sign message',
    details: [`${context.origin} asks you to sign:`, text],
    warnings: signIn?.warnings,
  })
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

function readable(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    return printable(text) ? text : message
  } catch {
    return message
  }
}

function printable(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if ((code < 0x20 && char !== '\n' && char !== '\t' && char !== '\r') || code === 0xfffd)
      return false
  }
  return true
}
