export * from './catalogue-types.ts';
export * from './catalogue.ts';
export * from './requests.ts';
export * from './task-status.ts';
export * from './tasks.ts';
export * from './product-flows.ts';
export * from './task-create.ts';
export * from './task-waiting.ts';
