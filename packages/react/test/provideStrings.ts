// Tests render views without the modal's chunk: give them the views' strings sections, as that
// chunk does when it loads (`src/modal/ModalRoot.tsx`).
import { afterAll, afterEach } from 'vitest'
import { lazyViewsSettled } from '../src/modal/lazyView'
import { provideStringSections } from '../src/strings/createStrings'
import { sectionsEn } from '../src/strings/sectionsEn'

provideStringSections(sectionsEn)

// A view a test started loading (a preload on idle, a click) finishes while the file's environment
// is still there: with one module graph per worker, an import after teardown breaks the next file.
afterEach(() => lazyViewsSettled())
afterAll(() => lazyViewsSettled())
