/** A test user of the development identity provider. */
export type DevIdentityUser = {
  /** The provider's subject (`sub`) for this user. */
  id: string
  name: string
  email: string
  /** What the provider says in `email_verified`. */
  emailVerified: boolean
}

/**
 * The test users listed on the development identity provider's login page: two with a verified
 * email, one whose email the provider has not verified.
 *
 * @example
 * devIdentityUsers.find((user) => !user.emailVerified)?.email // 'carol@portico.localhost'
 */
export const devIdentityUsers: readonly DevIdentityUser[] = [
  {
    id: 'dev-alice',
    name: 'Alice (verified)',
    email: 'alice@portico.localhost',
    emailVerified: true,
  },
  { id: 'dev-bob', name: 'Bob (verified)', email: 'bob@portico.localhost', emailVerified: true },
  {
    id: 'dev-carol',
    name: 'Carol (email not verified)',
    email: 'carol@portico.localhost',
    emailVerified: false,
  },
]
