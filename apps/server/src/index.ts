// @portico/server — public API (node only).

export { checkProductionSettings } from './checkProductionSettings'
export {
  configDefaults,
  type DatabaseConfig,
  type LoadConfigErrorType,
  type LoadConfigParameters,
  type LoadConfigReturnType,
  loadConfig,
  logLevels,
  type RpcUpstream,
  type ServerConfig,
} from './config'
export {
  type CreateServerParameters,
  type CreateServerReturnType,
  createServer,
} from './createServer'
export {
  type Database,
  migrationsFolder,
  type OpenDatabaseParameters,
  type OpenDatabaseReturnType,
  openDatabase,
} from './db/openDatabase'
export { projectOrigins, projects } from './db/schema'
export {
  DatabaseUnavailableError,
  EmbeddedSecretMismatchError,
  InvalidConfigError,
  ProductionSettingsError,
  type SettingProblem,
} from './errors'
export { redactUrl } from './redactUrl'
export type { SupportedChainsReturnType } from './routes/supportedChains'
export { maxBatchSize } from './rpc/answerRpc'
