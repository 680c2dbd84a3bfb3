// Every table of the application, for drizzle-kit and the typed database handle.
export * from '../modules/users/tables.js';
export * from '../modules/auth/tables.js';
export * from '../modules/tenancy/tables.js';
export * from '../modules/notifications/tables.js';
export * from '../modules/logging/tables.js';
export * from './mail/tables.js';
export * from '../modules/leads/tables.js';
export * from '../modules/onboarding/tables.js';
export * from '../modules/invitations/tables.js';
export * from '../modules/subscriptions/tables.js';
export * from '../modules/chat/tables.js';
export * from '../modules/experts/tables.js';
export * from '../modules/data-room/tables.js';
export * from '../modules/search-history/tables.js';
export * from '../modules/document-center/tables.js';
export * from './jobs/tables.js';
