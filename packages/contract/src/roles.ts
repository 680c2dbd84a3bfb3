import { z } from 'zod';

export const roleSchema = z.object({ externalId: z.string(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;

/** Roles a person may hand out: any whose name contains 'kam' is excluded (spec 1 §5 owner form, §6 invite). */
export function assignableRoles<R extends { name: string }>(roles: R[]): R[] {
  return roles.filter((r) => !r.name.toLowerCase().includes('kam'));
}

/** The role a second-product grant defaults to: the one whose name contains 'viewer' (spec 1 §5, §6). */
export function defaultViewerRole<R extends { name: string }>(roles: R[]): R | undefined {
  return roles.find((r) => r.name.toLowerCase().includes('viewer'));
}
