/** Props of {@link Landing}. */
export type LandingProps = {
  /** The wallet page the visitor asked for (a deep link), shown once they connect. */
  waiting?: string | undefined
}

/**
 * What a disconnected visitor sees: what Portico does, and the header's one Connect button. On a
 * wallet page's address it says which page opens once connected.
 */
export function Landing({ waiting }: LandingProps) {
  return (
    <section className="landing" aria-labelledby="landing-title">
      <h1 id="landing-title">Portico</h1>
      <p className="landing-lead">
        An open, self-hostable wallet-connection kit. Connect a wallet to begin.
      </p>
      {waiting ? <p className="landing-waiting">Connect a wallet to open {waiting}.</p> : null}
      <ul className="landing-features">
        <li>See what your EVM and Solana accounts hold, in US dollars, network by network.</li>
        <li>Follow every transfer, filtered by network, direction and token.</li>
        <li>Send, receive, swap, buy and register a name with the wallet you already use.</li>
        <li>Sign in with your wallet and revoke sessions you no longer trust.</li>
      </ul>
      <p className="landing-note">
        Runs on your own server: no account with us, no outside host, nothing sent before you act.
      </p>
    </section>
  )
}
