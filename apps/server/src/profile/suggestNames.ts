import { isRegistrableName } from '@portico/core'
import { MAX_LABEL_LENGTH } from './parseRegistration'

/**
 * Candidate labels for `label` (lower-cased), best first: the label itself, then `label-1`,
 * `label1`, `label-2`, `label2` …; only registrable ones (SPEC §5), `limit` at most. A label too
 * short to register still gets variants long enough (`ada` → `ada-1`, `ada1` …).
 *
 * @example
 * suggestNames({ label: 'Alice', limit: 4 }) // ['alice', 'alice-1', 'alice1', 'alice-2']
 */
export function suggestNames(parameters: { label: string; limit: number }): string[] {
  const label = parameters.label.toLowerCase()
  const candidates = [label]
  for (let n = 1; candidates.length < parameters.limit * 2; n++)
    candidates.push(`${label}-${n}`, `${label}${n}`)
  return candidates
    .filter((candidate) => isRegistrableName(candidate) && candidate.length <= MAX_LABEL_LENGTH)
    .slice(0, parameters.limit)
}
