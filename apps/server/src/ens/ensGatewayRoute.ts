import type { Clock } from '@portico/core/internal'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  type Address,
  decodeFunctionData,
  encodeAbiParameters,
  encodePacked,
  type Hex,
  keccak256,
  parseAbi,
} from 'viem'
import { sign } from 'viem/accounts'
import { z } from 'zod'
import { errorBody } from '../openapi/errorBody'
import type { ProfileStore } from '../profile/createProfileStore'
import { readEnsGatewayResult } from './readEnsGatewayResult'

/** How long a signed answer is good for (the resolver refuses it after). */
export const ENS_GATEWAY_ANSWER_TTL_SECONDS = 300

const resolverServiceAbi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes result, uint64 expires, bytes sig)',
])

export type EnsGatewayRouteParameters = {
  store: ProfileStore
  zone: string
  /** The key whose address the offchain resolver trusts (`PORTICO_ENS_GATEWAY_KEY`). */
  signingKey: Hex
  clock: Clock
}

const hexBody = z
  .string()
  .max(20_000)
  .regex(/^0x[0-9a-fA-F]*$/, 'must be 0x hex')

/**
 * The EIP-3668 CCIP-Read gateway of ENS's offchain resolver (ENSIP-10 wildcard) for the name
 * zone: `POST /v1/ens/gateway` with `{ sender, data }` (the resolver's URL has no `{data}`, so
 * clients POST: a GET would carry the call in the path, longer than a path parameter may be). `data` is `resolve(bytes name, bytes data)`; the answer is
 * `{ data: abi.encode(result, expires, sig) }`, `sig` signing
 * `keccak256(0x1900 ‖ sender ‖ expires ‖ keccak256(data) ‖ keccak256(result))` with the key the
 * resolver trusts, good for 5 minutes.
 *
 * @example
 * await app.register(ensGatewayRoute, { store, zone: 'portico.id', signingKey, clock })
 */
export async function ensGatewayRoute(
  fastify: FastifyInstance,
  parameters: EnsGatewayRouteParameters,
): Promise<void> {
  const { store, zone, signingKey, clock } = parameters
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const answer = async (sender: Address, data: Hex) => {
    let name: Hex
    let inner: Hex
    try {
      ;[name, inner] = decodeFunctionData({ abi: resolverServiceAbi, data }).args
    } catch {
      return undefined
    }
    const result = await readEnsGatewayResult({ store, zone, name, data: inner })
    if (result === undefined) return undefined
    const expires = BigInt(Math.floor(clock.now() / 1000) + ENS_GATEWAY_ANSWER_TTL_SECONDS)
    const hash = keccak256(
      encodePacked(
        ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
        ['0x1900', sender, expires, keccak256(data), keccak256(result)],
      ),
    )
    const signature = await sign({ hash, privateKey: signingKey, to: 'hex' })
    return encodeAbiParameters(
      [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
      [result, expires, signature],
    )
  }
  const refused = { error: 'Bad Request', message: 'Not a resolver call this gateway answers' }
  const response = { 200: z.object({ data: z.string() }), 400: errorBody }
  const tags = ['ens']

  app.post(
    '/v1/ens/gateway',
    {
      schema: {
        summary: 'CCIP-Read gateway of the ENS offchain resolver (EIP-3668, POST form)',
        tags,
        body: z.object({
          sender: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address'),
          data: hexBody,
        }),
        response,
      },
    },
    async (request, reply) => {
      const result = await answer(request.body.sender as Address, request.body.data as Hex)
      if (!result) return reply.code(400).send(refused)
      return { data: result }
    },
  )
}
