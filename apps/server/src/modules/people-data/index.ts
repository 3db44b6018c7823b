export { eraseMember, formerMemberLabel } from './erase.js';
export { listTextColumns, type TextColumn } from './text-columns.js';
export { exportMember, findMemberByNumber } from './export-member.js';
export { applyRetention, retentionJob } from './retention.js';
export { peopleDataRoutes } from './routes.js';
