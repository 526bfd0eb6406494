import type { Clock } from '@portico/core/internal'
import { asc, gt, lte, sql } from 'drizzle-orm'
import {
  type CryptoKey,
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose'
import type { Database } from '../../db/openDatabase'
import { siwxSigningKeys } from '../../db/siwxSchema'
import {
  maxSiwxTokenLifetimeMs,
  type SiwxTokenAlgorithm,
  type SiwxTokenConfig,
} from './readSiwxTokenConfig'
import { openSigningKey, sealSigningKey } from './sealSigningKey'

/** A key that signs tokens now. */
export type SiwxSigningKey = { kid: string; alg: SiwxTokenAlgorithm; key: CryptoKey }

export type CreateSiwxTokenKeysParameters = {
  db: Database
  /** The server's secret (held outside the database) that seals the private keys at rest. */
  secret: Uint8Array
  config: Pick<SiwxTokenConfig, 'algorithm' | 'keyRotationMs' | 'fileKeys'>
  clock: Pick<Clock, 'now'>
}
export type CreateSiwxTokenKeysReturnType = {
  /** The key that signs now; in the database, created or rotated when due. */
  signingKey(): Promise<SiwxSigningKey>
  /** The public keys to publish now (`GET /.well-known/jwks.json`), each with `kid`, `alg`, `use`. */
  publicKeys(): Promise<JWK[]>
}

/** A successor key is published this long before it signs (longer than the JWKS's max-age). */
export const siwxKeyPublishLeadMs = 10 * 60_000
/** A key stays published this long after it stops signing: its last token's life, plus clock skew. */
export const siwxKeyRetentionMs = maxSiwxTokenLifetimeMs + 60_000
/** The server reads the database's keys again after this long (another instance may have rotated). */
const cacheMs = 5_000
const rotationLockKey = 7_316_040_018

type Row = typeof siwxSigningKeys.$inferSelect

function publicOf(jwk: JWK, kid: string, alg: SiwxTokenAlgorithm): JWK {
  const { kty, crv, x, y } = jwk
  return { kty, crv, x, ...(y === undefined ? {} : { y }), kid, alg, use: 'sig' } as JWK
}

/**
 * The sign-in tokens' keys. From `config.fileKeys` when set (the first signs, all are published;
 * the operator rotates by adding a key, moving it first later, and removing the old one 16
 * minutes after). Else from the database, sealed under `secret`: a key signs for
 * `config.keyRotationMs`; its successor is created and published {@link siwxKeyPublishLeadMs}
 * before it takes over, and a retired key stays published {@link siwxKeyRetentionMs} (until its
 * last token expired). Instances rotate in turn (an advisory lock); a key this process cannot open
 * (sealed under another secret) is published until it expires, and a new one signs.
 *
 * @example
 * const keys = createSiwxTokenKeys({ db, secret: config.embedded.secret, config: config.siwxToken, clock })
 * const { kid, alg, key } = await keys.signingKey()
 */
export function createSiwxTokenKeys(
  parameters: CreateSiwxTokenKeysParameters,
): CreateSiwxTokenKeysReturnType {
  const { fileKeys } = parameters.config
  return fileKeys === undefined ? databaseKeys(parameters) : fileKeyring(fileKeys)
}

function fileKeyring(
  fileKeys: NonNullable<SiwxTokenConfig['fileKeys']>,
): CreateSiwxTokenKeysReturnType {
  const first = fileKeys[0]
  if (first === undefined) throw new Error('PORTICO_SIWX_TOKEN_KEYS_FILE has no key')
  let signing: Promise<SiwxSigningKey> | undefined
  const published = fileKeys.map(({ kid, alg, jwk }) => publicOf(jwk as JWK, kid, alg))
  return {
    signingKey: () => {
      signing ??= importJWK(first.jwk as JWK, first.alg).then((key) => ({
        kid: first.kid,
        alg: first.alg,
        key: key as CryptoKey,
      }))
      return signing
    },
    publicKeys: async () => published,
  }
}

function databaseKeys({
  db,
  secret,
  config,
  clock,
}: CreateSiwxTokenKeysParameters): CreateSiwxTokenKeysReturnType {
  const opened = new Map<string, Promise<CryptoKey | undefined>>()
  let current: { row: Row; key: SiwxSigningKey; checkedAt: number } | undefined
  let published: { keys: JWK[]; at: number } | undefined

  const open = (row: Row) => {
    let key = opened.get(row.kid)
    if (key === undefined) {
      key = (async () => {
        try {
          const jwk = JSON.parse(openSigningKey(secret, { kid: row.kid, sealed: row.privateJwk }))
          return (await importJWK(jwk, row.alg)) as CryptoKey
        } catch {
          return undefined // sealed under another secret: published, never used to sign
        }
      })()
      opened.set(row.kid, key)
    }
    return key
  }

  const create = async (tx: Pick<Database, 'insert'>, signsFrom: number): Promise<Row> => {
    const alg = config.algorithm
    const { privateKey } = await generateKeyPair(alg, { extractable: true })
    const jwk = await exportJWK(privateKey)
    const kid = await calculateJwkThumbprint(jwk)
    const signsUntil = signsFrom + config.keyRotationMs
    const [row] = await tx
      .insert(siwxSigningKeys)
      .values({
        kid,
        alg,
        publicJwk: publicOf(jwk, kid, alg),
        privateJwk: sealSigningKey(secret, { kid, privateJwk: JSON.stringify(jwk) }),
        createdAt: new Date(clock.now()),
        signsFrom: new Date(signsFrom),
        signsUntil: new Date(signsUntil),
        publishedUntil: new Date(signsUntil + siwxKeyRetentionMs),
      })
      .returning()
    if (row === undefined) throw new Error('siwx: the signing key was not stored')
    published = undefined
    return row
  }

  const rotate = (now: number) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${rotationLockKey})`)
      await tx.delete(siwxSigningKeys).where(lte(siwxSigningKeys.publishedUntil, new Date(now)))
      const live = await tx
        .select()
        .from(siwxSigningKeys)
        .where(gt(siwxSigningKeys.publishedUntil, new Date(now)))
        .orderBy(asc(siwxSigningKeys.signsFrom))
      const usable: Row[] = []
      for (const row of live) if ((await open(row)) !== undefined) usable.push(row)
      const signing = (row: Row) => row.signsFrom.getTime() <= now && now < row.signsUntil.getTime()
      let row = usable.filter(signing).at(-1)
      row ??= await create(tx, now)
      const until = row.signsUntil.getTime()
      const hasSuccessor = usable.some((other) => other.signsFrom.getTime() >= until)
      if (!hasSuccessor && now >= until - siwxKeyPublishLeadMs) await create(tx, until)
      return row
    })

  return {
    async signingKey() {
      const now = clock.now()
      const fresh =
        current !== undefined &&
        now - current.checkedAt < cacheMs &&
        current.row.signsFrom.getTime() <= now &&
        now < current.row.signsUntil.getTime()
      if (fresh && current !== undefined) return current.key
      const row = await rotate(now)
      const key = await open(row)
      if (key === undefined) throw new Error('siwx: the signing key cannot be opened')
      current = {
        row,
        key: { kid: row.kid, alg: row.alg as SiwxTokenAlgorithm, key },
        checkedAt: now,
      }
      return current.key
    },
    async publicKeys() {
      const now = clock.now()
      if (published !== undefined && now - published.at < cacheMs) return published.keys
      const rows = await db
        .select({ publicJwk: siwxSigningKeys.publicJwk })
        .from(siwxSigningKeys)
        .where(gt(siwxSigningKeys.publishedUntil, new Date(now)))
        .orderBy(asc(siwxSigningKeys.signsFrom))
      published = { keys: rows.map((row) => row.publicJwk as JWK), at: now }
      return published.keys
    },
  }
}
