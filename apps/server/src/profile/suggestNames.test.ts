import { describe, expect, test } from 'vitest'
import { suggestNames } from './suggestNames'

describe('suggestNames', () => {
  test('the label, then hyphen-number and number variants, lower case', () => {
    expect(suggestNames({ label: 'Alice', limit: 4 })).toEqual([
      'alice',
      'alice-1',
      'alice1',
      'alice-2',
    ])
  })
  test('a label too short to register gets only variants long enough', () => {
    expect(suggestNames({ label: 'ada', limit: 3 })).toEqual(['ada-1', 'ada1', 'ada-2'])
  })
  test('never longer than 63 characters', () => {
    const long = 'a'.repeat(62)
    expect(suggestNames({ label: long, limit: 5 })).toEqual([
      long,
      `${long}1`,
      `${long}2`,
      `${long}3`,
      `${long}4`,
    ])
  })
})
