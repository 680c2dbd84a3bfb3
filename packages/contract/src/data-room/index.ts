export * from './taxonomy.ts';
export * from './data-room.ts';
export * from './document-center.ts';
export * from './links.ts';
