export * from './catalogue-types.ts';
export * from './catalogue.ts';
export * from './requests.ts';
