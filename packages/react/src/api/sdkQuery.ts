/** Sent as `st`/`sv` on every request (SPEC §7: sdk type and version). */
export const sdkType = 'portico-react'
export const sdkVersion = '0.1.0'
