import { describe, expect, it } from 'vitest';
import { checkRange, money, placeOf } from './format';

describe('fundraising formats', () => {
  it('shows money and check size ranges compactly', () => {
    expect(money(250_000)).toBe('$250k');
    expect(money(2_500_000)).toBe('$2.5M');
    expect(checkRange({ checkSizeMin: 100_000, checkSizeMax: 2_000_000 })).toBe('$100k–$2M');
    expect(checkRange({ checkSizeMin: 500_000, checkSizeMax: 500_000 })).toBe('$500k');
    expect(checkRange({ checkSizeMin: null, checkSizeMax: null })).toBe('');
  });
  it('joins the known parts of a place', () => {
    expect(placeOf({ city: 'Madrid', stateCode: null, countryCode: 'ES' })).toBe('Madrid, ES');
  });
});
