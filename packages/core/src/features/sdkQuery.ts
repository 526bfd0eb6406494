/**
 * Sent as `st`/`sv` on every request to the Portico server (SPEC §7: sdk type and version): the
 * kit's, whose UI is `@portico/react` (its version moves with core's).
 */
export const sdkQuery = { st: 'portico-react', sv: '0.1.0' } as const
