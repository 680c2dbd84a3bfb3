export * from './tax-rules.ts';
export * from './tax-deadlines.ts';
export * from './ledger.ts';
export * from './dashboard.ts';
export * from './spending.ts';
export * from './merge.ts';
export * from './trial-balance.ts';
