import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type Block = {
  number: string
  hash: string
  timestamp: string
  transactions: {
    hash: string
    from: string
    to: string | null
    value: string
    transactionIndex: string
  }[]
}

async function rpc(url: string, method: string, params: unknown[]) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

/**
 * A small real HTTP server answering an explorer API's `module=account&action=txlist` (the
 * Etherscan/Blockscout shape) from a devnet node's blocks and receipts, for tests of the
 * backfill's explorer source: it fakes the explorer only, the chain's data is the node's (newest
 * first, `page` × `offset`). `requests` lists each query's parameters; `apikey` must be `key`.
 *
 * @example
 * const explorer = await startExplorerApi(anvilUrl)
 */
export async function startExplorerApi(nodeUrl: string) {
  const requests: Record<string, string>[] = []
  const server = createServer(async (request, response) => {
    const query = Object.fromEntries(new URL(request.url ?? '/', 'http://x').searchParams)
    requests.push(query)
    const send = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (query.apikey !== 'key')
      return send({ status: '0', message: 'NOTOK', result: 'Invalid API Key' })
    const address = (query.address ?? '').toLowerCase()
    const end = Number(query.endblock)
    const found = []
    for (let number = end; number >= Number(query.startblock); number--) {
      const block = (await rpc(nodeUrl, 'eth_getBlockByNumber', [
        `0x${number.toString(16)}`,
        true,
      ])) as Block
      for (const transaction of [...block.transactions].reverse()) {
        if (transaction.from !== address && transaction.to !== address) continue
        const receipt = (await rpc(nodeUrl, 'eth_getTransactionReceipt', [transaction.hash])) as {
          status: string
          contractAddress: string | null
        }
        found.push({
          blockNumber: String(number),
          blockHash: block.hash,
          timeStamp: String(Number(block.timestamp)),
          hash: transaction.hash,
          transactionIndex: String(Number(transaction.transactionIndex)),
          from: transaction.from,
          to: transaction.to ?? '',
          value: String(BigInt(transaction.value)),
          contractAddress: receipt.contractAddress ?? '',
          isError: receipt.status === '0x1' ? '0' : '1',
          txreceipt_status: receipt.status === '0x1' ? '1' : '0',
        })
      }
      if (found.length >= Number(query.page ?? 1) * Number(query.offset)) break
    }
    const offset = Number(query.offset)
    const page = found.slice(
      (Number(query.page ?? 1) - 1) * offset,
      Number(query.page ?? 1) * offset,
    )
    send(
      page.length === 0
        ? { status: '0', message: 'No transactions found', result: [] }
        : { status: '1', message: 'OK', result: page },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api?apikey=key`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
