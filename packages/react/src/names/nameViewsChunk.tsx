import { RegisterAccountNameSuccessView } from '../views/RegisterAccountNameSuccessView'
import { RegisterAccountNameView } from '../views/RegisterAccountNameView'

/** The two name views of SPEC §2. */
export type NameViewName = 'RegisterAccountName' | 'RegisterAccountNameSuccess'

/** The chunk {@link NameViews} loads: the view asked for. */
export default function NameView({ view }: { view: NameViewName }) {
  return view === 'RegisterAccountName' ? (
    <RegisterAccountNameView />
  ) : (
    <RegisterAccountNameSuccessView />
  )
}
