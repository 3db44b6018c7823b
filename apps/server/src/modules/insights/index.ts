/** The module's public face: what the rest of the server may use. */
export { insightsRoutes } from './routes.js';
export { rebuildInsights } from './rebuild.js';
export {
  ensurePeriods as prepareInsightsPeriods,
  rebuildPeriods as rebuildInsightsPeriods,
} from './periods.js';
export { SECTIONS as insightSections, insightScopes } from './service.js';
export { insightsMonthlyJob } from './monthly-email.js';
export { insightsFoldJob } from './fold-job.js';
export { startInsightsFolding } from './fold-loop.js';
