/** Loading and other non-error user messages of SPEC §8. */
export const userMessages = {
  authenticating: 'Authenticating...',
  actionNotAllowed: 'Action not allowed',
} as const
