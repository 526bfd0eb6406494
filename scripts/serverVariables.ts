import type { FindDocumentedVariablesReturnType } from './findDocumentedVariables'

/** Variables of the server that do not start with `PORTICO_`. */
const otherServerVariables = ['PORT', 'HOST', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'NODE_ENV']

/**
 * What of `env` goes to the server: every `PORTICO_*` variable (no allow-list: a documented
 * variable is never dropped) and the server's other variables, when not empty. Warns naming each
 * `PORTICO_*` variable the docs do not know (a typo, or a setting of another version).
 *
 * @example
 * serverVariables(process.env, await findDocumentedVariables({ root }), console.log)
 */
export function serverVariables(
  env: Record<string, string | undefined>,
  documented: FindDocumentedVariablesReturnType,
  log: (line: string) => void,
): Record<string, string> {
  const names = Object.keys(env).filter(
    (name) =>
      (name.startsWith('PORTICO_') || otherServerVariables.includes(name)) && env[name] !== '',
  )
  const unknown = names.filter(
    (name) => name.startsWith('PORTICO_') && !documented.isDocumented(name),
  )
  for (const name of unknown)
    log(
      `Warning: ${name} is not a documented Portico setting (docs/configuration.md): check its name`,
    )
  return Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name]]] : [])))
}
