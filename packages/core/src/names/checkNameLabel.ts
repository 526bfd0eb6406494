/** Why a label cannot be registered: other characters than letters, digits and hyphens, too short, too long. */
export type NameLabelProblem = 'characters' | 'short' | 'long'

/** Longest label the server accepts (a DNS label). */
const MAX_NAME_LABEL_LENGTH = 63

/**
 * What is wrong with a label typed for registration, or `undefined` when it can be registered
 * (SPEC §5: letters, digits and hyphens only, at least 4 characters; at most 63, a DNS label).
 * The zone is not part of the label.
 *
 * @example
 * checkNameLabel('ada_1') // 'characters'
 * checkNameLabel('ada') // 'short'
 * checkNameLabel('ada-1') // undefined
 */
export function checkNameLabel(label: string): NameLabelProblem | undefined {
  if (!/^[A-Za-z0-9-]*$/.test(label)) return 'characters'
  if (label.length < 4) return 'short'
  if (label.length > MAX_NAME_LABEL_LENGTH) return 'long'
  return undefined
}
