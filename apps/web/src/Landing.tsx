import type { ShellStrings } from './strings/types'

/** Props of {@link Landing}. */
export type LandingProps = {
  /** The shell's texts in the language shown. */
  t: ShellStrings
  /** The wallet page the visitor asked for (a deep link), shown once they connect. */
  waiting?: string | undefined
}

/**
 * What a disconnected visitor sees: what Portico does, and the header's one Connect button. On a
 * wallet page's address it says which page opens once connected.
 */
export function Landing({ t, waiting }: LandingProps) {
  return (
    <section className="landing" aria-labelledby="landing-title">
      <h1 id="landing-title">Portico</h1>
      <p className="landing-lead">{t.landing.lead}</p>
      {waiting ? <p className="landing-waiting">{t.landing.waiting(waiting)}</p> : null}
      <ul className="landing-features">
        {t.landing.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="landing-note">{t.landing.note}</p>
    </section>
  )
}
