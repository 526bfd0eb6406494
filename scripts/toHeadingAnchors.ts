/**
 * The anchors a Markdown file's headings get on GitHub: lower case, punctuation dropped, spaces
 * turned into `-`, a `-1`, `-2`, … suffix on repeats. Headings inside code fences do not count.
 *
 * @example
 * toHeadingAnchors('# Errors\n## `GET /health`\n## Errors') // Set { 'errors', 'get-health', 'errors-1' }
 */
export function toHeadingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fence: string | undefined
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1]
    if (fenceMark) {
      if (fence === undefined) fence = fenceMark
      else if (fence === fenceMark) fence = undefined
      continue
    }
    if (fence !== undefined) continue
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1]
    if (heading === undefined) continue
    const slug = toSlug(heading)
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

function toSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}
