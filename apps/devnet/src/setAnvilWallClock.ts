/** Parameters of {@link setAnvilWallClock}. */
export type SetAnvilWallClockParameters = {
  rpcUrl: string
  /** Seconds since the epoch (default: now). */
  now?: number | undefined
}

async function call(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/**
 * Points anvil's clock at the wall clock (never before its latest block): started with
 * `--timestamp`, anvil would otherwise stamp new blocks relative to block 0's time.
 *
 * @example
 * await setAnvilWallClock({ rpcUrl: 'http://127.0.0.1:8545' })
 */
export async function setAnvilWallClock(parameters: SetAnvilWallClockParameters): Promise<void> {
  const { rpcUrl, now = Math.floor(Date.now() / 1000) } = parameters
  const latest = (await call(rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as {
    timestamp: string
  }
  await call(rpcUrl, 'anvil_setTime', [Math.max(now, Number(BigInt(latest.timestamp)))])
}
