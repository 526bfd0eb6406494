import { TransactionDecodeError } from '../../errors'
import type { ApprovalRow } from './approvalView'

type TypedField = { name: string; type: string }
type TypedData = {
  domain?: Record<string, unknown>
  types?: Record<string, TypedField[]>
  primaryType?: string
  message?: Record<string, unknown>
}

const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? String(v) : v))

/**
 * The rows of an `eth_signTypedData_v4` request (its JSON, the second parameter): the domain's
 * name, chain and contract, the primary type, then each field of the primary type with its value
 * (nested structs as compact JSON).
 *
 * @example
 * describeTypedData(JSON.stringify({ domain: { name: 'Ether Mail', chainId: 1 }, primaryType: 'Mail', types, message }))
 * // [{ label: 'Site', value: 'Ether Mail' }, { label: 'Chain', value: '1' }, { label: 'Type', value: 'Mail' }, …]
 */
export function describeTypedData(json: unknown): ApprovalRow[] {
  const data = (typeof json === 'string' ? JSON.parse(json) : json) as TypedData
  if (typeof data !== 'object' || data === null)
    throw new TransactionDecodeError({ reason: 'Not typed data' })
  const rows: ApprovalRow[] = []
  const domain = data.domain ?? {}
  if (domain.name !== undefined) rows.push({ label: 'Site', value: text(domain.name) })
  if (domain.chainId !== undefined) rows.push({ label: 'Chain', value: text(domain.chainId) })
  if (domain.verifyingContract !== undefined)
    rows.push({ label: 'Contract', value: text(domain.verifyingContract) })
  const primary = String(data.primaryType ?? '')
  rows.push({ label: 'Type', value: primary })
  const fields = data.types?.[primary] ?? []
  const message = data.message ?? {}
  for (const field of fields)
    rows.push({ label: `${primary}.${field.name}`, value: text(message[field.name]) })
  return rows
}
