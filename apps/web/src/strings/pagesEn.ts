import { activityEn } from './pages/activityEn'
import { chartEn } from './pages/chartEn'
import { commonEn } from './pages/commonEn'
import { flowsEn } from './pages/flowsEn'
import { portfolioEn } from './pages/portfolioEn'
import { sessionsEn } from './pages/sessionsEn'
import { settingsEn } from './pages/settingsEn'

/**
 * The dashboard pages' texts in English, by section: each page imports its own section (its
 * chunk carries no other page's texts); this whole is the shape French and Arabic follow.
 */
export const pagesEn = {
  common: commonEn,
  portfolio: portfolioEn,
  chart: chartEn,
  activity: activityEn,
  sessions: sessionsEn,
  settings: settingsEn,
  flows: flowsEn,
}
