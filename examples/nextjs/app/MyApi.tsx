'use client'

import { useSiwx } from '@portico/react'
import { useState } from 'react'

/** Calls the app's own protected route (app/api/me) with the kit's sign-in token, when signed in. */
export function MyApi() {
  const { signedIn, getToken } = useSiwx()
  const [answer, setAnswer] = useState('not called')
  const call = async () => {
    const headers: HeadersInit = signedIn ? { authorization: `Bearer ${await getToken()}` } : {}
    const response = await fetch('/api/me', { headers })
    const body = (await response.json()) as { account?: string; message?: string }
    setAnswer(`${response.status} ${body.account ?? body.message}`)
  }
  return (
    <section>
      <button type="button" onClick={() => void call()}>
        Call my API
      </button>
      <p data-testid="my-api">{answer}</p>
    </section>
  )
}
