import type { Address } from '@solana/kit'
import type { WebSocket } from 'ws'
import type { SolanaChain } from '../createSolanaChain'
import type { LedgerTransaction } from '../ledgerTypes'
import { invalidParams } from '../rpcError'
import { accountEncoding, encodeAccount } from './encodeAccount'
import { answerRequest } from './handleJsonRpc'
import { addressParam, configParam, isSignature, type RpcMethod } from './params'
import { stringifyJson } from './stringifyJson'

let nextId = 1

type Notify = (method: string, subscription: number, result: unknown) => void

function subscriptionMethods(chain: SolanaChain, notify: Notify, active: Map<number, () => void>) {
  const context = () => ({ slot: chain.slot })
  const add = (watch: (id: number) => () => void): number => {
    const id = nextId++
    active.set(id, watch(id))
    return id
  }
  const remove = (params: unknown[]) => {
    const id = params[0]
    if (typeof id !== 'number') throw invalidParams('param 0 must be a subscription id')
    const stop = active.get(id)
    if (!stop) throw invalidParams('Invalid subscription id.')
    active.delete(id)
    stop()
    return true
  }
  const methods: Record<string, RpcMethod> = {
    signatureSubscribe: (params) => {
      const signature = params[0]
      if (!isSignature(signature)) throw invalidParams('param 0 must be a signature')
      configParam(params, 1)
      const done = (id: number, tx: LedgerTransaction) => {
        active.get(id)?.()
        active.delete(id)
        notify('signatureNotification', id, { context: { slot: tx.slot }, value: { err: tx.err } })
      }
      const id = add((id) =>
        chain.onTransaction((tx) => {
          if (tx.signature === signature) done(id, tx)
        }),
      )
      const landed = chain.findTransaction(signature)
      // After the subscription id has gone out: the notification must follow it.
      if (landed) setImmediate(() => active.has(id) && done(id, landed))
      return id
    },
    accountSubscribe: (params) => {
      const address: Address = addressParam(params, 0)
      const encoding = accountEncoding(configParam(params, 1), 'base58')
      return add((id) =>
        chain.onTransaction((tx) => {
          if (!tx.accountKeys.includes(address)) return
          const value = encodeAccount(chain.svm, address, encoding) ?? {
            data: ['', encoding === 'base58' ? 'base58' : 'base64'],
            executable: false,
            lamports: 0,
            owner: '11111111111111111111111111111111',
            rentEpoch: 18_446_744_073_709_551_615n,
            space: 0,
          }
          notify('accountNotification', id, { context: context(), value })
        }),
      )
    },
    slotSubscribe: () =>
      add((id) =>
        chain.onSlot((slot) =>
          notify('slotNotification', id, { parent: slot - 1, root: slot, slot }),
        ),
      ),
    signatureUnsubscribe: remove,
    accountUnsubscribe: remove,
    slotUnsubscribe: remove,
  }
  return methods
}

/**
 * Serves the WebSocket subscriptions of one socket: signatureSubscribe (one notification when
 * the transaction lands, then it ends), accountSubscribe (after each transaction touching the
 * account), slotSubscribe (each new slot) and their unsubscribe methods.
 *
 * @example
 * wss.on('connection', (socket) => serveSubscriptions(socket, chain))
 */
export function serveSubscriptions(socket: WebSocket, chain: SolanaChain): void {
  const active = new Map<number, () => void>()
  const send = (message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(stringifyJson(message))
  }
  const notify: Notify = (method, subscription, result) =>
    send({ jsonrpc: '2.0', method, params: { result, subscription } })
  const methods = subscriptionMethods(chain, notify, active)
  socket.on('message', (data, isBinary) => {
    let body: unknown
    try {
      body = JSON.parse(isBinary ? '' : data.toString())
    } catch {
      return send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    }
    const requests = Array.isArray(body) ? body : [body]
    if (requests.length === 0)
      return send({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } })
    void Promise.all(requests.map((request) => answerRequest(request, chain, methods))).then(
      (answers) => {
        const sent = answers.filter((answer) => answer !== undefined)
        if (sent.length) send(Array.isArray(body) ? sent : sent[0])
      },
    )
  })
  socket.on('error', () => socket.terminate())
  socket.on('close', () => {
    for (const stop of active.values()) stop()
    active.clear()
  })
}
