// The Portico server's RPC gateway on this origin: requests to /v1/… go to PORTICO_SERVER_URL
// (read at run time, so one build serves any deployment).
const server = () => process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:3000'

async function proxy(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const response = await fetch(new URL(`${pathname}${search}`, server()), {
    method: request.method,
    headers: { 'content-type': request.headers.get('content-type') ?? 'application/json' },
    ...(hasBody ? { body: await request.text() } : {}),
  })
  return new Response(response.body, {
    status: response.status,
    headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
  })
}

export { proxy as GET, proxy as POST }
