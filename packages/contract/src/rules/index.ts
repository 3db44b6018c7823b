export * from './password.js';
export * from './birthday.js';
export * from './review.js';
export * from './months.js';
export * from './message-limit.js';
export * from './reward.js';
export * from './select-members.js';
export * from './csv.js';
