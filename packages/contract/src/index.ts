// First, so that every schema parsed through this package reports the friendly messages.
export * from './zod-messages.js';
export * from './errors.js';
export * from './roles.js';
export * from './registry.js';
export * from './limits.js';
export * from './messages.js';
export * from './constants.js';
export * from './fields.js';
export * from './rules/index.js';
export * from './entities/member.js';
export * from './entities/site.js';
export * from './entities/nominations.js';
export * from './entities/reports.js';
export * from './entities/shop.js';
export * from './entities/getinvolved.js';
export * from './calls/index.js';
export * from './openapi.js';
