import type { SiwxConfig, SiwxSession } from '@portico/core/siwx'

/** Sign-in kept in memory (the server's implementation is crossed in e2e/specs/siwx). */
export const createMemorySiwx = (): SiwxConfig => {
  const sessions: SiwxSession[] = []
  return {
    async createMessage(input) {
      const data = {
        domain: 'localhost:3000',
        accountAddress: input.accountAddress,
        uri: 'http://localhost:3000',
        version: '1' as const,
        chainId: input.chainId,
        nonce: 'nonce1abcdefgh',
        issuedAt: '2026-01-01T00:00:00.000Z',
      }
      return { ...data, toString: () => `sign in ${data.accountAddress}` }
    },
    async addSession(session) {
      sessions.push(session)
    },
    getSessions: async (chainId, address) =>
      sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address),
    async revokeSession() {},
    async setSessions(next) {
      sessions.splice(0, sessions.length, ...next)
    },
  }
}
