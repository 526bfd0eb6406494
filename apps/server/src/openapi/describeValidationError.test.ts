import { describe, expect, test } from 'vitest'
import { describeValidationError } from './describeValidationError'

describe('describeValidationError', () => {
  test('names a missing query parameter', () => {
    expect(
      describeValidationError({
        context: 'querystring',
        issues: [
          {
            keyword: 'invalid_type',
            instancePath: '/projectId',
            message: 'Invalid input: expected string, received undefined',
          },
        ],
      }),
    ).toBe('Missing query parameter "projectId"')
  })

  test('names the field and keeps the schema message', () => {
    expect(
      describeValidationError({
        context: 'params',
        issues: [
          { keyword: 'too_big', instancePath: '/id', message: 'must be at most 64 characters' },
        ],
      }),
    ).toBe('Invalid path parameter "id": must be at most 64 characters')
  })

  test('joins several issues and drops repeats; nested body paths use dots', () => {
    expect(
      describeValidationError({
        context: 'body',
        issues: [
          { keyword: 'custom', instancePath: '/addresses/0', message: 'not an address' },
          { keyword: 'custom', instancePath: '/addresses/0', message: 'not an address' },
          { keyword: 'invalid_type', instancePath: '/currency', message: 'expected string' },
        ],
      }),
    ).toBe(
      'Invalid body field "addresses.0": not an address; Invalid body field "currency": expected string',
    )
  })

  test('a whole-object issue names the part of the request', () => {
    expect(
      describeValidationError({
        context: 'body',
        issues: [{ keyword: 'invalid_type', instancePath: '/', message: 'expected object' }],
      }),
    ).toBe('Invalid body: expected object')
    expect(describeValidationError({ context: undefined, issues: [{ instancePath: '/x' }] })).toBe(
      'Invalid request field "x": is invalid',
    )
  })
})
