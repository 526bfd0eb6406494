import type {
  CreateSiwxStoreParameters,
  CreateSiwxStoreReturnType,
} from '../stores/siwx/createSiwxStore'

export type CreateSignInLoaderParameters = Omit<CreateSiwxStoreParameters, 'siwx'> & {
  /** The sign-in implementation; sign-in is off without it. */
  siwx: CreateSiwxStoreParameters['siwx'] | undefined
}
export type CreateSignInLoaderReturnType = {
  /** Core's sign-in flows, loaded with `import()` on the first call; undefined when sign-in is off. */
  load(): Promise<CreateSiwxStoreReturnType> | undefined
  /** The sign-in check of the active account; resolves to whether the sign view is shown. */
  check(): Promise<boolean>
}

/**
 * Loads core's sign-in flows (`createSiwxStore`) on first need, so a page that never signs in
 * carries none of them in its first load.
 *
 * @example
 * const signIn = createSignInLoader({ siwx, store, getAccount, … })
 * await signIn.check() // loads the flows, then shows SIWXSignMessage when there is no session
 */
export function createSignInLoader(
  parameters: CreateSignInLoaderParameters,
): CreateSignInLoaderReturnType {
  const { siwx, ...rest } = parameters
  let flow: Promise<CreateSiwxStoreReturnType> | undefined
  const load = () => {
    if (!siwx) return undefined
    flow ??= import('../stores/siwx/createSiwxStore').then(({ createSiwxStore }) =>
      createSiwxStore({ siwx, ...rest }),
    )
    return flow
  }
  return {
    load,
    check: async () => {
      const loading = load()
      return loading ? (await loading).check() : false
    },
  }
}
