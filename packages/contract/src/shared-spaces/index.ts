export * from './paths.ts';
export * from './permissions.ts';
export * from './limits.ts';
export * from './schemas.ts';
