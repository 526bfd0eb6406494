import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

// IBM's Equal Access engine (accessibility-checker-engine, Apache-2.0): its browser bundle runs
// in the page, with no request of its own, against the live DOM (computed styles, so contrast in
// the theme shown).

/**
 * The engine's rule set: IBM Accessibility, every rule of its `WCAG_2_2` set (WCAG 2.2 A and AA)
 * and a few of IBM's own requirements on top (all content within a landmark, among them).
 */
export const a11yPolicy = 'IBM_Accessibility'

/** One finding of the engine, in the terms a failing test prints. */
export type A11yIssue = {
  /** The engine's rule, e.g. `text_contrast_sufficient`. */
  rule: string
  /** `violation` (fails the check) or `potentialviolation` (printed, for a person to judge). */
  level: 'violation' | 'potentialviolation'
  message: string
  /** The element's XPath in the DOM. */
  path: string
  /** The element's opening tag. */
  snippet: string
}

const require = createRequire(import.meta.url)
let engine: Promise<string> | undefined
/** ace.js, read once per test process. */
const engineSource = () => {
  engine ??= readFile(require.resolve('accessibility-checker-engine/ace.js'), 'utf8')
  return engine
}

/**
 * Runs the engine over the whole page as it is now (an open dialog and the page behind it, which
 * is inert then and skipped as hidden) and returns what it found at the levels `violation` and
 * `potentialviolation`. The engine is evaluated over the DevTools protocol, not added as a
 * `<script>`: the app's Content Security Policy (`script-src 'self'`) would refuse an inline one.
 *
 * @example
 * expect(formatA11y(await a11yIssues(page), 'violation')).toEqual([])
 */
export async function a11yIssues(page: Page): Promise<A11yIssue[]> {
  if (!(await page.evaluate(() => 'ace' in window))) {
    // A top-level `var ace` in a script evaluated globally: `window.ace`.
    await page.evaluate(`${await engineSource()}\nwindow.ace = ace`)
  }
  return page.evaluate(async (policy) => {
    type Result = {
      ruleId: string
      value: [string, string]
      message: string
      path: { dom: string }
      snippet: string
    }
    type Engine = {
      Checker: new () => {
        check(root: Document, policies: string[]): Promise<{ results: Result[] }>
      }
    }
    const ace = (window as unknown as { ace: Engine }).ace
    const report = await new ace.Checker().check(document, [policy])
    const issues: A11yIssue[] = []
    for (const result of report.results) {
      const [kind, confidence] = result.value
      if (kind !== 'VIOLATION' || (confidence !== 'FAIL' && confidence !== 'POTENTIAL')) continue
      issues.push({
        rule: result.ruleId,
        level: confidence === 'FAIL' ? 'violation' : 'potentialviolation',
        message: result.message,
        path: result.path.dom,
        snippet: result.snippet,
      })
    }
    return issues
  }, a11yPolicy)
}

/** One line per issue of `level`: rule, message, element path and snippet. */
export const formatA11y = (issues: A11yIssue[], level: A11yIssue['level']): string[] =>
  issues
    .filter((issue) => issue.level === level)
    .map((issue) => `${issue.rule}: ${issue.message} at ${issue.path} ${issue.snippet}`)

/** Potential violations already printed by this test process, by rule and element. */
const printed = new Set<string>()

/**
 * The engine's violations on the page, as readable lines (empty when there are none); its potential
 * violations (a heuristic asks a person to judge: focus indicators drawn in CSS, colour as the only
 * cue, an icon-only button's label not visible) are printed to the console under `label` the first
 * time each is seen, without failing.
 *
 * @example
 * expect(await a11yViolations(page, 'connect, dark'), 'a11y violations').toEqual([])
 */
export async function a11yViolations(page: Page, label: string): Promise<string[]> {
  const issues = await a11yIssues(page)
  // Once per rule and element kind (its opening tag), not per copy of it on each page.
  const potential = issues
    .filter((issue) => issue.level === 'potentialviolation')
    .filter((issue) => !printed.has(`${issue.rule} ${issue.snippet}`))
  for (const issue of potential) printed.add(`${issue.rule} ${issue.snippet}`)
  if (potential.length > 0)
    console.log(
      `a11y potential violations in ${label}:\n  ${formatA11y(potential, 'potentialviolation').join('\n  ')}`,
    )
  return formatA11y(issues, 'violation')
}
