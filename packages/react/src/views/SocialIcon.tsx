/** Each provider's monogram and hue: two providers never share a mark (Google and GitHub both start with G). */
const marks: Record<string, { text: string; color: string }> = {
  google: { text: 'G', color: '#4285f4' },
  github: { text: 'GH', color: 'currentColor' },
  apple: { text: 'A', color: 'currentColor' },
  facebook: { text: 'f', color: '#1877f2' },
  x: { text: 'X', color: 'currentColor' },
  discord: { text: 'D', color: '#5865f2' },
  farcaster: { text: 'FC', color: '#855dcd' },
}

/**
 * A social provider's icon: a monogram in the provider's hue, drawn as inline SVG (no logo
 * fetched from any host, no third-party artwork shipped). A provider without a mark of its own gets
 * the first letter of its name.
 */
export function SocialIcon({ provider, name }: { provider: string; name: string }) {
  const mark = marks[provider] ?? { text: name.slice(0, 1), color: 'currentColor' }
  return (
    <svg className="portico-social-icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill={mark.color} opacity="0.16" />
      <text
        x="16"
        y="16"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={mark.text.length > 1 ? 12 : 15}
        fontWeight="700"
        fill={mark.color}
      >
        {mark.text}
      </text>
    </svg>
  )
}
