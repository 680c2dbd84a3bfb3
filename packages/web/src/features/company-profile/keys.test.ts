import { describe, expect, it } from 'vitest';
import { companyKeys } from './keys';
import { tenantCompanyQuery } from './api/tenant-company';

describe('companyKeys', () => {
  it("the card reads the key a save writes: the tenant's company, one per tenant", () => {
    expect(tenantCompanyQuery('t1').queryKey).toEqual(companyKeys.ofTenant('t1'));
    expect(companyKeys.ofTenant('t1')).not.toEqual(companyKeys.ofTenant('t2'));
  });
});
