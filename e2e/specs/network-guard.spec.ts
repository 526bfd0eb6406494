import { expect, test } from '../fixtures'

test('network guard: local requests pass', async ({ page, stack, networkGuard }) => {
  const response = await page.goto(`${stack.appUrl}/health`)
  expect(response?.ok()).toBe(true)
  expect(networkGuard.offenders).toEqual([])
})

test('network guard: a non-local request is aborted, recorded and fails the test (expected failure)', async ({
  page,
  networkGuard,
}) => {
  // A page without a Content Security Policy (ours would block the probe before the network).
  await page.setContent('<title>network guard probe</title>')
  const outcome = await page.evaluate(() =>
    fetch('https://example.com/portico-guard-probe').then(
      () => 'reached',
      () => 'blocked',
    ),
  )
  expect(outcome).toBe('blocked')
  expect(networkGuard.offenders).toEqual(['https://example.com/portico-guard-probe'])
  expect(() => networkGuard.check()).toThrow(
    'Requests to non-local hosts:\n  https://example.com/portico-guard-probe',
  )
  // The fixture's own check at teardown must fail this test too: mark it as expected to fail.
  test.fail()
})
