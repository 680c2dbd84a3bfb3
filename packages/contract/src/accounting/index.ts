export * from './tax-rules.ts';
