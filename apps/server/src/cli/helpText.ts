import { serverSettings } from '../settings'

const commands = [
  ['start', 'run the API, the relay, the indexer and the wallet frame (the default)'],
  ['check', 'validate the settings: print what is missing or wrong, exit 1 if anything is'],
  ['migrate', 'apply the database migrations and exit (for deploy pipelines)'],
  [
    'rotate-secret',
    're-seal the key shares under PORTICO_EMBEDDED_SECRET_NEW (every instance stopped)',
  ],
  ['help', 'this text (also --help, -h)'],
  ['version', 'the package version (also --version, -v)'],
] as const

/**
 * The `--help` text: usage, commands, then every setting with its line.
 *
 * @example
 * process.stdout.write(helpText())
 */
export function helpText(): string {
  const width = Math.max(...serverSettings.map((setting) => setting.name.length))
  return [
    'Usage: portico-server [command]',
    '',
    'Commands:',
    ...commands.map(([name, text]) => `  ${name.padEnd(13)} ${text}`),
    '',
    'Settings (environment variables; full table: docs/configuration.md):',
    ...serverSettings.map((setting) => `  ${setting.name.padEnd(width)}  ${setting.summary}`),
    '',
  ].join('\n')
}
