/// <reference types="chrome" />
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { ApprovalPortMessage, ApprovalWorkerMessage } from '../messages'
import { createApprovalQueue } from './createApprovalQueue'
import { serveApprovalPort } from './serveApprovalPort'

const origin = 'http://127.0.0.1:3000'
const prompt = { title: `Connect to ${origin}`, details: [`${origin} asks to see your address.`] }

/** A `chrome.runtime.Port` stand-in (the Chrome boundary): what the popup sends and receives. */
function popupPort() {
  const received: ApprovalWorkerMessage[] = []
  const onMessage: ((message: unknown) => void)[] = []
  const onDisconnect: (() => void)[] = []
  const port = {
    postMessage: (message: ApprovalWorkerMessage) => received.push(message),
    onMessage: { addListener: (listener: (typeof onMessage)[number]) => onMessage.push(listener) },
    onDisconnect: { addListener: (listener: () => void) => onDisconnect.push(listener) },
  } as unknown as chrome.runtime.Port
  return {
    port,
    received,
    send: (message: ApprovalPortMessage | unknown) => {
      for (const listener of onMessage) listener(message)
    },
    close: () => {
      for (const listener of onDisconnect) listener()
    },
  }
}

async function pending() {
  const queue = createApprovalQueue({
    open: async () => 7,
    close: async () => {},
    createId: () => 'r1',
  })
  const answer = queue.ask({ origin, prompt })
  await new Promise((resolve) => setTimeout(resolve, 0))
  const popup = popupPort()
  serveApprovalPort({ port: popup.port, queue })
  return { queue, answer, popup }
}

describe('serveApprovalPort', () => {
  test('the popup reads its request by id and answers it', async () => {
    const { answer, popup } = await pending()
    popup.send({ kind: 'get', id: 'r1' })
    expect(popup.received).toEqual([{ kind: 'prompt', id: 'r1', origin, prompt }])
    popup.send({ kind: 'answer', id: 'r1', approved: true })
    expect(await answer).toBe(true)
  })

  test('an id that is not waiting is `gone`, and answering it does nothing', async () => {
    const { queue, popup } = await pending()
    popup.send({ kind: 'get', id: 'r2' })
    expect(popup.received).toEqual([{ kind: 'gone', id: 'r2' }])
    popup.send({ kind: 'answer', id: 'r1', approved: true })
    expect(queue.get('r1')).toEqual({ origin, prompt })
  })

  test('a popup that goes away without answering rejects what it showed', async () => {
    const { answer, popup } = await pending()
    popup.send({ kind: 'get', id: 'r1' })
    popup.close()
    expect(await answer).toBe(false)
  })

  test('fuzz: any value on the port (null, text, numbers, odd objects) is ignored, never thrown', async () => {
    const given = process.env.PORTICO_FUZZ_SEED
    const seed = given === undefined ? (Math.random() * 2 ** 31) | 0 : Number(given)
    console.info(`fuzz seed ${seed} (replay: PORTICO_FUZZ_SEED=${seed})`)
    const { queue, popup } = await pending()
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            kind: fc.constantFrom('get', 'answer'),
            id: fc.anything(),
            approved: fc.anything(),
          }),
        ),
        (message) => {
          expect(() => popup.send(message)).not.toThrow()
        },
      ),
      { seed, numRuns: 300 },
    )
    // the waiting request was never answered by the junk
    expect(queue.get('r1')).toEqual({ origin, prompt })
  })
})
