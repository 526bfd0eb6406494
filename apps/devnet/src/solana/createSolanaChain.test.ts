import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { expect, test } from 'vitest'
import { airdrop } from './airdrop'
import { blockhashValiditySlots, createSolanaChain } from './createSolanaChain'
import { decodeWireTransaction } from './decodeWireTransaction'
import { getSolanaDevnetKeys } from './getSolanaDevnetKeys'
import { RpcError } from './rpcError'

async function transfer(
  blockhash: { blockhash: string; lastValidBlockHeight: number },
  amount: bigint,
) {
  const sender = await createKeyPairSignerFromBytes(
    (getSolanaDevnetKeys(1).accounts[0] as { keyPairBytes: Uint8Array }).keyPairBytes,
  )
  const destination = (await generateKeyPairSigner()).address
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(sender, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: blockhash.blockhash as never,
            lastValidBlockHeight: BigInt(blockhash.lastValidBlockHeight),
          },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: sender, destination, amount }),
          m,
        ),
    ),
  )
  return decodeWireTransaction(getBase64EncodedWireTransaction(signed))
}

const code = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof RpcError
      ? [error.code, (error.data as { err?: unknown } | undefined)?.err]
      : error
  }
  return 'no error'
}

test('blockhashes expire after 150 slots; a signature lands once; block time follows the clock', async () => {
  let now = Date.UTC(2026, 0, 1)
  const chain = await createSolanaChain({ now: () => now })
  const old = chain.latestBlockhash()
  expect(old.lastValidBlockHeight).toBe(blockhashValiditySlots)
  const first = await transfer(old, 1_000_000_000n)
  now += 5_000
  chain.submit(first)
  expect(chain.findTransaction(first.signatures[0] as string)?.blockTime).toBe(now / 1000)
  expect(code(() => chain.submit(first))).toEqual([-32002, 'AlreadyProcessed'])

  const target = (await generateKeyPairSigner()).address
  for (let i = 1; i < blockhashValiditySlots; i++) await airdrop(chain, target, 1_000_000_000n)
  expect(chain.slot).toBe(blockhashValiditySlots)
  expect(chain.isBlockhashValid(old.blockhash)).toBe(true)
  await airdrop(chain, target, 1_000_000_000n)
  expect(chain.isBlockhashValid(old.blockhash)).toBe(false)
  expect(
    code(() =>
      chain.submit(decodeWireTransaction(getBase64EncodedWireTransaction(first.transaction))),
    ),
  ).toEqual([-32002, 'AlreadyProcessed'])
  const stale = await transfer(old, 2_000_000_000n)
  expect(code(() => chain.submit(stale))).toEqual([-32002, 'BlockhashNotFound'])
  expect(chain.slot).toBe(blockhashValiditySlots + 1)
})

test('a failing transaction is refused by preflight, but lands with its error and fee when preflight is skipped', async () => {
  const chain = await createSolanaChain()
  const tooMuch = await transfer(chain.latestBlockhash(), 10n ** 15n)
  const error = code(() => chain.submit(tooMuch)) as [number, unknown]
  expect(error).toEqual([-32002, { InstructionError: [0, { Custom: 1 }] }])
  expect(chain.slot).toBe(0)
  const signature = chain.submit(tooMuch, { skipPreflight: true })
  const landed = chain.findTransaction(signature)
  expect(landed?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
  expect(landed?.slot).toBe(1)
  expect((landed?.preBalances[0] ?? 0) - (landed?.postBalances[0] ?? 0)).toBe(landed?.fee)
  expect(landed?.fee).toBe(5000)
})

test('a transaction with a bad signature is refused with -32003 and does not land', async () => {
  const chain = await createSolanaChain()
  const good = await transfer(chain.latestBlockhash(), 1_000_000_000n)
  const bytes = new Uint8Array(getTransactionEncoder().encode(good.transaction))
  bytes[1] = (bytes[1] ?? 0) ^ 0xff // first byte of the first signature
  const tampered = decodeWireTransaction(getBase64Decoder().decode(bytes))
  expect(code(() => chain.submit(tampered))).toEqual([-32003, undefined])
  expect(code(() => chain.submit(tampered, { skipPreflight: true }))).toEqual([-32003, undefined])
  expect(chain.slot).toBe(0)
})
