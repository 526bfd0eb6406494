// The Portico server on this origin: requests to /v1/… (the RPC gateway, sign-in) go to
// PORTICO_SERVER_URL (read at run time, so one build serves any deployment). The sign-in session
// cookie passes both ways, so it is a first-party cookie of this site.
const server = () => process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:3000'

async function proxy(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url)
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text()
  // The server checks the Origin of sign-in requests and reads its session cookie; a POST
  // without a body (e.g. /v1/siwx/token) is sent without a content type.
  const headers = new Headers()
  for (const name of ['content-type', 'origin', 'cookie'] as const) {
    const value = request.headers.get(name)
    if (value !== null && (name !== 'content-type' || body !== '')) headers.set(name, value)
  }
  if (body !== '' && !headers.has('content-type')) headers.set('content-type', 'application/json')
  const response = await fetch(new URL(`${pathname}${search}`, server()), {
    method: request.method,
    headers,
    ...(body === '' ? {} : { body }),
  })
  const answer = new Headers({
    'content-type': response.headers.get('content-type') ?? 'application/json',
  })
  for (const cookie of response.headers.getSetCookie()) answer.append('set-cookie', cookie)
  const cacheControl = response.headers.get('cache-control')
  if (cacheControl !== null) answer.set('cache-control', cacheControl)
  return new Response(response.body, { status: response.status, headers: answer })
}

export { proxy as GET, proxy as POST }
