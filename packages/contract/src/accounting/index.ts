export * from './tax-rules.ts';
export * from './tax-deadlines.ts';
export * from './ledger.ts';
export * from './dashboard.ts';
export * from './tax-timeline.ts';
export * from './scenario.ts';
