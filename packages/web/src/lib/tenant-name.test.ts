import { describe, expect, it } from 'vitest';
import { tenantDisplayName } from './tenant-name';

describe('tenantDisplayName', () => {
  it("shows the provider's display name for its internal tenant and every other name as it is", () => {
    expect(tenantDisplayName('AtriumTenant0')).toBe('Atrium');
    expect(tenantDisplayName('Acme Inc.')).toBe('Acme Inc.');
    expect(tenantDisplayName(undefined)).toBeUndefined();
  });
});
