import { Fragment, useId } from 'react'
import { usePorticoConfig } from '../context'

export type LegalCheckboxProps = {
  checked: boolean
  onChange(checked: boolean): void
}

/**
 * The legal checkbox (`features.legalCheckbox`): `I agree to the Terms of Service and Privacy
 * Policy`, each a link (new tab) to `termsConditionsUrl` / `privacyPolicyUrl` when given.
 */
export function LegalCheckbox({ checked, onChange }: LegalCheckboxProps) {
  const config = usePorticoConfig()
  const { modal } = config.strings
  const id = useId()
  const link = (url: string | undefined, text: string) =>
    url ? (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      text
    )
  const parts: Record<string, React.ReactNode> = {
    terms: link(config.options?.termsConditionsUrl, modal.legalTerms),
    privacy: link(config.options?.privacyPolicyUrl, modal.legalPrivacy),
  }
  return (
    <div className="portico-legal">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {modal.legalAccept.split(/\{(terms|privacy)\}/).map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sentence's parts
          <Fragment key={index}>{index % 2 === 1 ? parts[part] : part}</Fragment>
        ))}
      </label>
    </div>
  )
}
