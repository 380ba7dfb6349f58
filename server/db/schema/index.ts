export * from './companies.js';
export * from './terminal.js';
export * from './users.js';
export * from './sessions.js';
export * from './audit.js';
export * from './operations.js';
export * from './settings.js';
export * from './nominations.js';
