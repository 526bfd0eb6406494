import { eq } from 'drizzle-orm'
import type { Database } from '../db/openDatabase'
import { embeddedKeyCheck, embeddedShares } from '../db/schema'
import { checkEmbeddedSecret, embeddedKeyCheckValue } from './checkEmbeddedSecret'
import { openShare, sealShare } from './sealShare'

export type ResealSharesParameters = {
  db: Database
  /** The secret the shares are sealed with now (checked against the key check value first). */
  from: Uint8Array
  /** The new secret (`openssl rand -hex 32`). */
  to: Uint8Array
  now: Date
}
export type ResealSharesReturnType = { shares: number }

/**
 * Key rotation of `PORTICO_EMBEDDED_SECRET`: opens every stored server and recovery share with
 * `from` and seals it again under `to`, and replaces the key check value, in one transaction (a
 * share that does not open stops it and nothing changes). Run it with every server stopped, then
 * start them with the new secret. Login codes issued before it stop working (they live 10 minutes).
 *
 * @example
 * await resealShares({ db, from: oldSecret, to: newSecret, now: new Date() }) // { shares: 42 }
 */
export async function resealShares({
  db,
  from,
  to,
  now,
}: ResealSharesParameters): Promise<ResealSharesReturnType> {
  await checkEmbeddedSecret({ db, secret: from, now })
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(embeddedShares)
    for (const row of rows) {
      const reseal = (kind: 'server' | 'recovery', sealed: string) =>
        sealShare(to, {
          kind,
          userId: row.userId,
          share: openShare(from, { kind, userId: row.userId, sealed }),
        })
      await tx
        .update(embeddedShares)
        .set({
          serverShare: reseal('server', row.serverShare),
          recoveryShare: reseal('recovery', row.recoveryShare),
        })
        .where(eq(embeddedShares.userId, row.userId))
    }
    await tx
      .update(embeddedKeyCheck)
      .set({ checkValue: embeddedKeyCheckValue(to), createdAt: now })
      .where(eq(embeddedKeyCheck.id, 1))
    return { shares: rows.length }
  })
}
