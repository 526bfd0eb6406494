/**
 * Texts by error name: a text, or a function of the error's fields (and the caller's `fields`),
 * e.g. a locale's `{ SendAmountZeroError: () => 'Enter an amount above zero' }`.
 */
export type ErrorTexts<fields = Record<string, unknown>> = Readonly<
  Record<string, string | ((fields: fields) => string)>
>

/** Parameters of {@link errorTextOf}. */
export type ErrorTextOfParameters<fields> = {
  /** Any thrown value. */
  error: unknown
  /** Catalogues by error name, in order: the first that names the error gives its text. */
  texts: readonly ErrorTexts<fields>[]
  /** Fields a text reads in place of the error's own (e.g. a shortened hash, the namespace). */
  fields?: Partial<fields> | undefined
  /** The text when no catalogue names the error and it has no short message. */
  fallback: string
}
/** Return type of {@link errorTextOf}. */
export type ErrorTextOfReturnType = string

/**
 * The one rule every UI shows an error by: the catalogues' text for the error's `name` (so a
 * locale translates Portico's own checks), else its short message (SPEC §8 texts, verbatim, or
 * an adapter's), else `fallback`.
 *
 * @example
 * errorTextOf({ error: new SendAmountZeroError(), texts: [strings.send.errors], fallback: 'Unknown error' })
 * // 'Enter an amount above zero'
 */
export function errorTextOf<fields>({
  error,
  texts,
  fields,
  fallback,
}: ErrorTextOfParameters<fields>): ErrorTextOfReturnType {
  const e = (error ?? {}) as { name?: string; shortMessage?: string }
  for (const catalogue of texts) {
    if (!Object.hasOwn(catalogue, e.name as string)) continue
    const text = catalogue[e.name as string]
    return typeof text === 'function' ? text({ ...(e as fields), ...fields }) : (text as string)
  }
  return e.shortMessage || fallback
}
