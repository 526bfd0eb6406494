/** A JSON-RPC answer as tests read it. */
export type Answer = {
  jsonrpc: '2.0'
  id: unknown
  result?: unknown
  error?: { code: number; message: string }
}

export type PostParameters = {
  /** Query string of the gateway URL. */
  query?: string
  /** Send `body` as is (a string) rather than as JSON. */
  raw?: boolean
}

/**
 * Posts `body` to the RPC gateway at `baseUrl` (test helper) and returns the status and the
 * parsed answer (undefined when empty).
 *
 * @example
 * const { status, json } = await postToGateway(baseUrl, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
 */
export async function postToGateway(
  baseUrl: string,
  body: unknown,
  { query = 'chainId=eip155:31337&projectId=portico-local', raw = false }: PostParameters = {},
): Promise<{ status: number; json: Answer & Answer[] }> {
  const response = await fetch(`${baseUrl}/v1/?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: text === '' ? undefined : JSON.parse(text) }
}

/** Calls a node directly (not through the gateway) and returns its `result`. */
export async function callNode(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}
