/// <reference types="chrome" />
import type { LocalAccount } from 'viem'
import type { FarcasterPortMessage, FarcasterWorkerMessage } from '../messages'
import { signFarcasterMessage } from './signFarcasterMessage'

/**
 * The worker's side of the Farcaster page's port: answers the custody address and signs Sign In
 * With Farcaster messages of it ({@link signFarcasterMessage}). The page shows the request and
 * asks only after the visitor approved it.
 *
 * @example
 * serveFarcasterPort({ port, custody })
 */
export function serveFarcasterPort(parameters: {
  port: chrome.runtime.Port
  custody: LocalAccount
}): void {
  const { port, custody } = parameters
  port.onMessage.addListener((message: FarcasterPortMessage) => {
    const reply = (answer: FarcasterWorkerMessage) => port.postMessage(answer)
    if (typeof message?.id !== 'number') return
    if (message.kind === 'address') return reply({ id: message.id, result: custody.address })
    if (
      message.kind !== 'sign' ||
      typeof message.message !== 'string' ||
      message.message.length > 4000
    )
      return reply({ id: message.id, error: 'Invalid request' })
    signFarcasterMessage({ account: custody, message: message.message }).then(
      (signature) => reply({ id: message.id, result: signature }),
      (error: Error) => reply({ id: message.id, error: error.message }),
    )
  })
}
