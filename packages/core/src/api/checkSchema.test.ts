import { describe, expect, it } from 'vitest'
import { type ApiSchema, checkSchema } from './checkSchema'

const token = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    price: { type: 'number', minimum: 0 },
    decimals: { type: 'integer' },
    icon: { type: 'string', nullable: true },
    status: { type: 'string', enum: ['confirmed', 'failed'] },
    tags: { type: 'array', items: { type: 'string' } },
  },
  required: ['name', 'price'],
} as const satisfies ApiSchema

const check = (value: unknown) => () => checkSchema(token, value, 'body')

describe('checkSchema', () => {
  it('accepts what the schema describes, and fields it does not name', () => {
    expect(
      check({
        name: 'pUSD',
        price: 1,
        decimals: 6,
        icon: null,
        status: 'confirmed',
        tags: ['stable'],
        addedLater: { any: 'thing' },
      }),
    ).not.toThrow()
    expect(check({ name: 'PTK', price: 0 })).not.toThrow()
  })

  it('names the first wrong field', () => {
    expect(check({ name: 'x' })).toThrow('price: missing')
    expect(check({ name: 1, price: 1 })).toThrow('name: expected a string, got number')
    expect(check({ name: 'x', price: Number.NaN })).toThrow('price: expected a number')
    expect(check({ name: 'x', price: -1 })).toThrow('price: expected a number ≥ 0, got number')
    expect(check({ name: 'x', price: 1, decimals: 1.5 })).toThrow(
      'decimals: expected an integer, got number',
    )
    expect(check({ name: 'x', price: 1, status: 'lost' })).toThrow(
      'status: expected one of confirmed, failed, got "lost"',
    )
    expect(check({ name: 'x', price: 1, tags: ['a', 2] })).toThrow(
      'tags[1]: expected a string, got number',
    )
    expect(check({ name: 'x', price: 1, tags: null })).toThrow('tags: expected an array, got null')
    expect(check([])).toThrow('body: expected an object, got an array')
    expect(check(null)).toThrow('body: expected an object, got null')
  })
})
