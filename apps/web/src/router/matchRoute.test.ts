import { describe, expect, test } from 'vitest'
import { matchRoute } from './matchRoute'
import { routes } from './routes'

describe('matchRoute', () => {
  test('every page is found by its own path', () => {
    for (const route of routes) expect(matchRoute({ pathname: route.path })).toBe(route)
  })

  test('a trailing slash is the same page; the root stays Portfolio', () => {
    expect(matchRoute({ pathname: '/activity/' })?.id).toBe('activity')
    expect(matchRoute({ pathname: '/sessions//' })?.id).toBe('sessions')
    expect(matchRoute({ pathname: '/' })?.id).toBe('portfolio')
  })

  test('an unknown path, a sub-path or another case is no page', () => {
    expect(matchRoute({ pathname: '/nope' })).toBeUndefined()
    expect(matchRoute({ pathname: '/activity/x' })).toBeUndefined()
    expect(matchRoute({ pathname: '/Activity' })).toBeUndefined()
  })
})
