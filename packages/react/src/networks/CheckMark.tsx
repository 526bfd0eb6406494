/** The visible check of a current choice (its `aria-selected` or `aria-current` says it to screen readers). */
export function CheckMark() {
  return (
    <svg className="portico-check" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
