/**
 * Whose document center the browser shows: the selected company's own ('one'), or (staff) a client company's
 * ('portal'), in which case every call names that company and the server acts as the provider.
 */
export type BrowserSource = { kind: 'one' | 'portal'; tenant: string };
/** The tenantExternalId to send: only for staff on a client company. */
export const tenantParam = (s: BrowserSource) => (s.kind === 'portal' ? s.tenant : undefined);
