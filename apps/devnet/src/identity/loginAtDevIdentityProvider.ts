/** Parameters of {@link loginAtDevIdentityProvider}. */
export type LoginAtDevIdentityProviderParameters = {
  /** The authorization URL an app sent the visitor to. */
  authorizationUrl: string
  /** The test user to pick on the login page (e.g. `dev-alice`). */
  userId: string
  /** Where the app's callback lives: the walk stops at the first redirect there. */
  redirectUri: string
}

/**
 * Plays the browser at the development identity provider, over plain HTTP with a cookie jar:
 * opens the authorization URL, picks a test user on the login page and follows the redirects until
 * the provider sends the visitor back to `redirectUri`. Answers that callback URL (with `code` and
 * `state`, or `error`). For tests of the server's social login.
 *
 * @example
 * const callbackUrl = await loginAtDevIdentityProvider({ authorizationUrl, userId: 'dev-alice', redirectUri })
 */
export async function loginAtDevIdentityProvider({
  authorizationUrl,
  userId,
  redirectUri,
}: LoginAtDevIdentityProviderParameters): Promise<URL> {
  const cookies = new Map<string, string>()
  const send = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
  let url = new URL(authorizationUrl)
  for (let hop = 0; hop < 10; hop++) {
    if (url.href.startsWith(redirectUri)) return url
    const response = await send(url)
    const location = response.headers.get('location')
    if (location !== null) {
      await response.body?.cancel()
      url = new URL(location, url)
      continue
    }
    const page = await response.text()
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]
    if (response.status !== 200 || action === undefined)
      throw new Error(
        `The dev identity provider answered ${response.status}: ${page.slice(0, 200)}`,
      )
    const posted = await send(new URL(action.replaceAll('&amp;', '&'), url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: userId }).toString(),
    })
    const next = posted.headers.get('location')
    await posted.body?.cancel()
    if (next === null) throw new Error(`Login as ${userId} was refused (${posted.status})`)
    url = new URL(next, url)
  }
  throw new Error('Too many redirects at the dev identity provider')
}
