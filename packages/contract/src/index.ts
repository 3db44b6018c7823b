export * from './errors.js';
export * from './roles.js';
export * from './registry.js';
export * from './limits.js';
export * from './entities/member.js';
export * from './calls/index.js';
