export * from './funders.ts';
export * from './funder-lists.ts';
export * from './paths.ts';
export * from './pipeline.ts';
export * from './recommended.ts';
export * from './funder-image.ts';
