import { withScheme, type CompanyEdit, type CompanyProfileInput } from '@atrium/contract';

/** The edit modal's values as a profile update (spec 1 §2.6): empty optional fields clear their column. */
export function profileOfEdit(e: CompanyEdit): Partial<CompanyProfileInput> {
  return { ...e, url: e.url ? withScheme(e.url) : null };
}
