import { describe, expect, it } from 'vitest';
import { appConfigKeys, appConfigQuery } from './app-config';

describe('appConfigKeys', () => {
  it('the configuration is read once under one key', () => {
    expect(appConfigQuery().queryKey).toBe(appConfigKeys.config);
    expect(appConfigKeys.config).toEqual(['app-config']);
    expect(appConfigQuery().staleTime).toBe(Infinity);
  });
});
