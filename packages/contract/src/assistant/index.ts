export * from './assistant.ts';
export * from './ask-about.ts';
