import { expect, test } from 'vitest'
import { redactRequestUrl } from './redactRequestUrl'

test.each([
  ['/relay?auth=eyJ.a.b&projectId=p', '/relay?auth=[redacted]&projectId=p'],
  ['/relay?projectId=p&%61uth=eyJ.a.b', '/relay?projectId=p&%61uth=[redacted]'],
  ['/relay?auth', '/relay?auth=[redacted]'],
  ['/v1/?chainId=eip155:1&projectId=p', '/v1/?chainId=eip155:1&projectId=p'],
  ['/health', '/health'],
  ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
])('%s → %s', (url, logged) => {
  expect(redactRequestUrl(url)).toBe(logged)
})
