import { landingEn } from './strings/landingEn'
import { useAppLocale } from './strings/useAppLocale'

/** Props of {@link Landing}. */
export type LandingProps = {
  /** The wallet page the visitor asked for (a deep link), shown once they connect. */
  waiting?: string | undefined
}

/**
 * What a disconnected visitor sees: what Portico does, and the header's one Connect button. On a
 * wallet page's address it says which page opens once connected. A chunk of its own with its
 * English (fetched at once by a visitor; a connected visitor never needs it), in the kit's
 * language.
 */
export default function Landing({ waiting }: LandingProps) {
  const t = useAppLocale()?.landing ?? landingEn
  return (
    <section className="landing" aria-labelledby="landing-title">
      <h1 id="landing-title">Portico</h1>
      <p className="landing-lead">{t.lead}</p>
      {waiting ? <p className="landing-waiting">{t.waiting(waiting)}</p> : null}
      <ul className="landing-features">
        {t.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="landing-note">{t.note}</p>
    </section>
  )
}
