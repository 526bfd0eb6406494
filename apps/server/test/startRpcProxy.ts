import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One JSON-RPC call as the proxy sees it. */
export type ProxiedCall = { id: unknown; method: string; params: unknown[] }

/** What the proxy answers instead of the node: a JSON-RPC error, or `undefined` to pass the call on. */
export type ProxyRule = (call: ProxiedCall) => { code: number; message: string } | undefined

/**
 * A small real HTTP JSON-RPC proxy in front of a node (anvil) for tests of a node's limits: each
 * call (single or in a batch) goes through `rule`, which may answer an error in the node's place
 * (a refused range, a missing method); every other call is forwarded. `calls` lists every call seen.
 *
 * @example
 * const proxy = await startRpcProxy(anvilUrl, (call) => call.method === 'trace_filter' ? { code: -32601, message: 'Method not found' } : undefined)
 */
export async function startRpcProxy(target: string, rule: ProxyRule) {
  const calls: ProxiedCall[] = []
  let down = false
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      if (down) {
        response.writeHead(503).end('down')
        return
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ProxiedCall | ProxiedCall[]
      const list = Array.isArray(body) ? body : [body]
      calls.push(...list)
      const refused = list.map((call) => rule(call))
      const forwarded = list.filter((_, index) => refused[index] === undefined)
      const answers =
        forwarded.length === 0
          ? []
          : ((await (
              await fetch(target, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(forwarded),
              })
            ).json()) as { id: unknown }[])
      const byId = new Map(answers.map((answer) => [JSON.stringify(answer.id), answer]))
      const out = list.map((call, index) => {
        const error = refused[index]
        return error === undefined
          ? byId.get(JSON.stringify(call.id))
          : { jsonrpc: '2.0', id: call.id, error }
      })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(body) ? out : out[0]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** From now on every request fails with 503 (a node gone), or works again. */
    setDown(value: boolean) {
      down = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
