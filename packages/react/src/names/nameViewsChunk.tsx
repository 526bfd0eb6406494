import { RegisterAccountNameSuccessView } from '../views/RegisterAccountNameSuccessView'
import { RegisterAccountNameView } from '../views/RegisterAccountNameView'
import type { NameViewName } from './NameViews'

/** The chunk {@link NameViews} loads: the view asked for. */
export default function NameView({ view }: { view: NameViewName }) {
  return view === 'RegisterAccountName' ? (
    <RegisterAccountNameView />
  ) : (
    <RegisterAccountNameSuccessView />
  )
}
