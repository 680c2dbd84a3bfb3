/** What other code may use from the content feature. */
export { ContentMarkdown } from './ContentMarkdown';
export type { ContentName } from './texts';
