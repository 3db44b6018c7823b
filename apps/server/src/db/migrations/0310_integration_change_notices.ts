import { changeNotices } from './helpers.js';

/**
 * Whether any webhook endpoint is on, and the Slack and Teams routing: read by every send, so
 * instances keep them (db/cached-value.ts). Announced like Home's tables (0130), so a change on
 * one instance reaches every instance's copy when it commits.
 */
export const integrationChangeNotices = changeNotices(['webhook_endpoints', 'chat_integrations']);
