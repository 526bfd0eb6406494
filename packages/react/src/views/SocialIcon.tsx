/**
 * A social provider's icon: a monogram of its name drawn as inline SVG (no logo fetched from any
 * host, no third-party artwork shipped).
 */
export function SocialIcon({ name }: { name: string }) {
  return (
    <svg className="portico-social-icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.12" />
      <text
        x="16"
        y="16"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="15"
        fontWeight="700"
        fill="currentColor"
      >
        {name.slice(0, 1)}
      </text>
    </svg>
  )
}
