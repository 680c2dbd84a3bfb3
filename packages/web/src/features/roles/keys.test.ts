import { describe, expect, it } from 'vitest';
import { matchQuery, type QueryKey } from '@tanstack/react-query';
import { roleKeys } from './keys';
import { companyRolesQuery } from './api/company-roles';
import { portalRolesQuery } from './api/portal-roles';

const covers = (filter: QueryKey, key: QueryKey) =>
  matchQuery({ queryKey: filter }, { queryKey: key, queryHash: '' } as never);

describe('roleKeys', () => {
  it('company and portal roles are cached apart, both under `all`', () => {
    expect(covers(roleKeys.company, portalRolesQuery().queryKey)).toBe(false);
    expect(covers(roleKeys.all, companyRolesQuery().queryKey)).toBe(true);
    expect(covers(roleKeys.all, portalRolesQuery().queryKey)).toBe(true);
  });
});
