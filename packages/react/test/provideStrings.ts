// Tests render views without the modal's chunk: give them the views' strings sections, as that
// chunk does when it loads (`src/modal/ModalRoot.tsx`).
import { provideStringSections } from '../src/strings/createStrings'
import { sectionsEn } from '../src/strings/sectionsEn'

provideStringSections(sectionsEn)
