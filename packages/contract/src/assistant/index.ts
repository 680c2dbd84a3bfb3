export * from './assistant.ts';
