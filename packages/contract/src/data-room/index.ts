export * from './taxonomy.js';
export * from './data-room.js';
export * from './document-center.js';
