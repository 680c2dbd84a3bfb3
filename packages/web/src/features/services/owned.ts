/**
 * The codes of the services the customer's company has. A company has a service when a product flow of it exists;
 * the pages mark nothing as active without such a record (a request in the chat is not a service yet). The pages
 * take the set as a prop, so the source can change without touching them.
 */
export function useOwnedServiceCodes(): ReadonlySet<string> {
  return NO_CODES;
}
const NO_CODES: ReadonlySet<string> = new Set();
