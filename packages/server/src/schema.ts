// Every table of the application, for drizzle-kit and the typed database handle.
export * from './modules/users/tables.ts';
export * from './modules/auth/tables.ts';
export * from './modules/tenancy/tables.ts';
export * from './modules/notifications/tables.ts';
export * from './modules/logging/tables.ts';
export * from './platform/mail/tables.ts';
export * from './modules/leads/tables.ts';
export * from './modules/onboarding/tables.ts';
export * from './modules/invitations/tables.ts';
export * from './modules/subscriptions/tables.ts';
export * from './modules/chat/tables.ts';
export * from './modules/experts/tables.ts';
export * from './modules/data-room/tables.ts';
export * from './modules/search-history/tables.ts';
export * from './modules/document-center/tables.ts';
export * from './platform/jobs/tables.ts';
export * from './modules/service-delivery/tables.ts';
